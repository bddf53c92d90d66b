import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HttpError } from "~/server/http/api";
import { openRedis, type SharedRedis } from "~/server/redis/client";
import { quotaBudget } from "~/server/services/videos/quota-budget";
import { QUOTA_EXCEEDED, youtubeProvider } from "~/server/services/videos/youtube";
import { CHANNEL, startFakeYouTube, type FakeYouTube } from "../helpers/fake-youtube";
import { ownRedis, type OwnRedis } from "./helpers/services";

/**
 * The YouTube daily quota as one site-wide budget (issue 29): two instances, each with its own connection to the same
 * Redis, spend one budget; once it is spent neither calls YouTube, and both answer the quota error.
 */

let redis: OwnRedis;
let fake: FakeYouTube;
const connections: SharedRedis[] = [];
beforeAll(async () => {
  [redis, fake] = await Promise.all([ownRedis(), startFakeYouTube()]);
  await redis.start();
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.client.quit().catch(() => {})));
  await Promise.all([redis.kill(), fake.close()]);
});
beforeEach(() => {
  fake.mode = "ok";
  fake.requests.length = 0;
});

/** One instance: its own Redis connection and provider, the site's budget of `dailyUnits`. */
async function instance(prefix: string, dailyUnits: number) {
  const own = await openRedis({ url: redis.url, prefix });
  connections.push(own);
  return youtubeProvider({
    apiKey: "test-key",
    apiUrl: fake.url,
    channelId: CHANNEL,
    staleMs: 0,
    quota: quotaBudget({ dailyUnits, redis: () => own }),
  });
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe("the site-wide YouTube quota budget in Redis", () => {
  it("is spent by both instances together: a search costs 101 units, the third one is refused without calling YouTube", async () => {
    const [a, b] = await Promise.all([instance("quota-1:", 202), instance("quota-1:", 202)]);
    await a.search({ term: "", order: "date", locale: "en" });
    await b.search({ term: "", order: "viewCount", locale: "en" });
    expect(fake.requests.map((r) => r.resource)).toEqual(["search", "videos", "search", "videos"]);

    const refused = await rejection(a.search({ term: "", order: "rating", locale: "en" }));
    expect([refused.status, refused.message]).toEqual([502, QUOTA_EXCEEDED]);
    expect((await rejection(b.search({ term: "Poli", order: "date", locale: "en" }))).message).toBe(QUOTA_EXCEEDED);
    expect(fake.requests).toHaveLength(4);
    // A search already answered is still served from the cache.
    expect((await a.search({ term: "", order: "date", locale: "en" })).length).toBeGreaterThan(0);
  });

  it("stops every instance once YouTube itself answers with a quota error", async () => {
    const [a, b] = await Promise.all([instance("quota-2:", 10_000), instance("quota-2:", 10_000)]);
    fake.mode = "quota";
    expect((await rejection(a.search({ term: "x", order: "date", locale: "en" }))).message).toBe(QUOTA_EXCEEDED);
    fake.mode = "ok";
    expect((await rejection(b.search({ term: "y", order: "date", locale: "en" }))).message).toBe(QUOTA_EXCEEDED);
    expect(fake.requests.map((r) => r.resource)).toEqual(["search"]);
  });

  it("keeps a budget per instance without Redis (one instance)", async () => {
    const alone = youtubeProvider({
      apiKey: "test-key",
      apiUrl: fake.url,
      channelId: CHANNEL,
      staleMs: 0,
      quota: quotaBudget({ dailyUnits: 150, redis: () => undefined }),
    });
    await alone.search({ term: "m1", order: "date", locale: "en" });
    expect((await rejection(alone.search({ term: "m2", order: "date", locale: "en" }))).message).toBe(QUOTA_EXCEEDED);
    expect(fake.requests.filter((r) => r.resource === "search")).toHaveLength(1);
  });
});
