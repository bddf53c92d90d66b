import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeRedis, openRedis, setSharedRedis } from "~/server/redis/client";
import { shareContentChanges } from "~/server/redis/content-changes";
import { sharedEntries } from "~/server/redis/entries";
import { onPublicContentChange, publicContentChanged, type ContentChange } from "~/server/services/public-content";
import { TtlCache } from "~/server/services/videos/cache";
import { ownRedis, type OwnRedis } from "./helpers/services";

/**
 * The YouTube answer cache with REDIS_URL: two caches (as two instances hold) share answers through Redis, so a search
 * costs quota once for the whole site; while Redis is away each falls back to its own memory, and uses Redis again
 * once it is back.
 */

let redis: OwnRedis;
beforeAll(async () => {
  redis = await ownRedis();
  await redis.start();
  setSharedRedis(await openRedis({ url: redis.url, prefix: "cache-test:" }));
});
afterAll(async () => {
  await closeRedis();
  await redis.kill();
});

const options = { ttlMs: 60_000, staleMs: 60_000, maxEntries: 10 };

describe("the YouTube answer cache in Redis", () => {
  it("answers the second instance from the first one's call, and falls back to memory while Redis is down", async () => {
    const first = new TtlCache<string[]>({ ...options, shared: sharedEntries("yt") });
    const second = new TtlCache<string[]>({ ...options, shared: sharedEntries("yt") });
    let calls = 0;
    const load = async () => [`video-${++calls}`];
    expect(await first.get("search|date|", load)).toEqual(["video-1"]);
    expect(await second.get("search|date|", load)).toEqual(["video-1"]);
    expect(calls).toBe(1);

    await redis.kill();
    // Redis is gone: the first instance still has its own copy; the second asks upstream once and keeps the answer.
    expect(await first.get("search|date|", load)).toEqual(["video-1"]);
    expect(await second.get("other", load)).toEqual(["video-2"]);
    expect(await second.get("other", load)).toEqual(["video-2"]);
    expect(calls).toBe(2);

    await redis.start();
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await second.get("after", load)).toEqual(["video-3"]);
    expect(await first.get("after", load)).toEqual(["video-3"]);
  });
});

describe("page-cache invalidations through Redis", () => {
  it("carries a change's tags to the other instances, and after an outage tells them to forget every page", async () => {
    // The other instance's side: its own connection and subscription (in this process, so it also hears this one's).
    const other = await openRedis({ url: redis.url, prefix: "tags-test:" });
    const here = await openRedis({ url: redis.url, prefix: "tags-test:" });
    const heard: ContentChange[] = [];
    const stopListening = onPublicContentChange((change) => void (change.origin === "elsewhere" && heard.push(change)));
    const stopOther = shareContentChanges(other);
    const stopHere = shareContentChanges(here);
    const waitFor = async (wanted: (change: ContentChange) => boolean) => {
      for (let i = 0; i < 100 && !heard.some(wanted); i++) await new Promise((r) => setTimeout(r, 50));
      return heard.some(wanted);
    };
    try {
      await new Promise((r) => setTimeout(r, 300));
      publicContentChanged(["gallery", "coloring:7"]);
      expect(await waitFor((c) => JSON.stringify(c.tags) === '["gallery","coloring:7"]')).toBe(true);
      expect(heard.some((c) => c.tags === null)).toBe(false);

      // Messages published while Redis is away are lost: once back, every page is forgotten.
      await redis.kill();
      await redis.start();
      expect(await waitFor((c) => c.tags === null)).toBe(true);
    } finally {
      stopListening();
      await stopHere();
      await stopOther();
      here.client.disconnect();
      other.client.disconnect();
    }
  });
});
