import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HttpError } from "../../http/api";
import {
  CHANNEL_MISSING,
  QUOTA_EXCEEDED,
  UPSTREAM_FAILED,
  UPSTREAM_MALFORMED,
  YOUTUBE_TIMEOUT_MS,
  youtubeProvider,
} from "./youtube";
import { CHANNEL, startFakeYouTube, type FakeYouTube } from "../../../../tests/helpers/fake-youtube";

let fake: FakeYouTube;
beforeAll(async () => {
  fake = await startFakeYouTube();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = "ok";
  fake.requests.length = 0;
});

const provider = (options: { ttlMs?: number; staleMs?: number; channelId?: string | null } = {}) =>
  youtubeProvider({
    apiKey: "test-key",
    apiUrl: fake.url,
    channelId: options.channelId === null ? undefined : (options.channelId ?? CHANNEL),
    ttlMs: options.ttlMs,
    staleMs: options.staleMs ?? 0,
  });

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe("YouTube provider against a local YouTube Data API", () => {
  it("searches the channel and maps made-for-kids videos to the spec's item shape, in search order", async () => {
    const items = await provider().search({ term: "", order: "viewCount", locale: "en" });
    expect(items.map((i) => i.id.videoId)).toEqual(["kidsVideo01", "kidsVideo02"]);
    expect(items[0]).toEqual({
      id: { kind: "youtube#video", videoId: "kidsVideo01" },
      snippet: {
        title: "Poli Saves the Day",
        description: "Episode 1",
        publishedAt: "2026-01-10T09:00:00Z",
        channelId: CHANNEL,
        thumbnails: { high: { url: "/media/yt/kidsVideo01.webp" } },
      },
      source: "youtube",
    });
    // Thumbnails are the site's copies (issue 28): the browser never asks i.ytimg.com, whatever the answer offered.
    expect(items[1].snippet.thumbnails.high.url).toBe("/media/yt/kidsVideo02.webp");

    const search = fake.requests.find((r) => r.resource === "search")!.params;
    expect(Object.fromEntries(search)).toMatchObject({
      part: "snippet",
      channelId: CHANNEL,
      order: "viewCount",
      type: "video",
      safeSearch: "strict",
      key: "test-key",
    });
    expect(search.has("q")).toBe(false);
    const videos = fake.requests.find((r) => r.resource === "videos")!.params;
    expect(videos.get("part")).toBe("snippet,status");
    expect(videos.get("id")).toBe("kidsVideo01,grownups_01,kidsVideo02");
  });

  it("sends the term and returns titles in the visitor's language", async () => {
    const items = await provider().search({ term: "Poli", order: "date", locale: "ko" });
    expect(items.map((i) => i.snippet.title)).toEqual(["폴리가 구해요"]);
    expect(fake.requests[0].params.get("q")).toBe("Poli");
    expect(fake.requests[1].params.get("hl")).toBe("ko");
  });

  it("answers a repeated search from its cache; a search in another language costs no second search call", async () => {
    const p = provider();
    const first = await p.search({ term: "", order: "date", locale: "en" });
    expect(fake.requests).toHaveLength(2);
    const second = await p.search({ term: "", order: "date", locale: "en" });
    expect(second).toEqual(first);
    expect(fake.requests).toHaveLength(2);

    await p.search({ term: "", order: "date", locale: "zh-tw" });
    expect(fake.requests.map((r) => r.resource)).toEqual(["search", "videos", "videos"]);
    expect(fake.requests[2].params.get("hl")).toBe("zh-TW");

    await p.search({ term: "", order: "rating", locale: "en" });
    expect(fake.requests.filter((r) => r.resource === "search")).toHaveLength(2);
  });

  it("asks again once the cached answer is older than its lifetime", async () => {
    const p = provider({ ttlMs: 20 });
    await p.search({ term: "", order: "date", locale: "en" });
    await new Promise((resolve) => setTimeout(resolve, 40));
    await p.search({ term: "", order: "date", locale: "en" });
    expect(fake.requests.filter((r) => r.resource === "search")).toHaveLength(2);
  });

  it("maps the quota error (403 with the API's error body) to a 502 with a clear message", async () => {
    fake.mode = "quota";
    const error = await rejection(provider().search({ term: "", order: "date", locale: "en" }));
    expect(error.status).toBe(502);
    expect(error.message).toBe(QUOTA_EXCEEDED);
  });

  it("maps malformed answers and server errors to 502, and does not cache failures", async () => {
    const p = provider();
    for (const [mode, message] of [
      ["malformed-json", UPSTREAM_MALFORMED],
      ["malformed-shape", UPSTREAM_MALFORMED],
      ["server-error", UPSTREAM_FAILED],
    ] as const) {
      fake.mode = mode;
      const error = await rejection(p.search({ term: "", order: "date", locale: "en" }));
      expect([error.status, error.message]).toEqual([502, message]);
    }
    fake.mode = "ok";
    expect(await p.search({ term: "", order: "date", locale: "en" })).toHaveLength(2);
  });

  it("maps an unreachable API to 502", async () => {
    const p = youtubeProvider({
      apiKey: "test-key",
      apiUrl: "http://127.0.0.1:9/youtube/v3",
      channelId: CHANNEL,
      timeoutMs: 2000,
    });
    const error = await rejection(p.search({ term: "", order: "date", locale: "en" }));
    expect([error.status, error.message]).toEqual([502, UPSTREAM_FAILED]);
  });

  it("answers a stalled API (connection accepted, no answer) 503 with Retry-After within its deadline (issue 29)", async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const p = youtubeProvider({
        apiKey: "test-key",
        apiUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/youtube/v3`,
        channelId: CHANNEL,
      });
      const started = Date.now();
      const error = await rejection(p.search({ term: "", order: "date", locale: "en" }));
      expect([error.status, error.message, new Headers(error.headers).get("Retry-After")]).toEqual([
        503,
        UPSTREAM_FAILED,
        "5",
      ]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(YOUTUBE_TIMEOUT_MS - 100);
      expect(Date.now() - started).toBeLessThan(YOUTUBE_TIMEOUT_MS + 1_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 10_000);

  it("serves a recently expired answer while the API fails", async () => {
    const p = provider({ ttlMs: 10, staleMs: 60_000 });
    const first = await p.search({ term: "", order: "date", locale: "en" });
    await new Promise((resolve) => setTimeout(resolve, 25));
    fake.mode = "quota";
    expect(await p.search({ term: "", order: "date", locale: "en" })).toEqual(first);
  });

  it("gives details of made-for-kids videos of the channel only", async () => {
    const p = provider();
    expect((await p.details("kidsVideo02", "en"))?.snippet.title).toBe("Roy and the Fire Drill");
    expect(await p.details("grownups_01", "en")).toBeNull();
    expect(await p.details("otherChan01", "en")).toBeNull();
    expect(await p.details("nosuchvideo", "en")).toBeNull();
  });

  it("keeps the configured channel and refuses to search without any channel", async () => {
    await provider().search({ term: "", order: "date", channel: "UCsomeoneElse00000000001", locale: "en" });
    expect(fake.requests[0].params.get("channelId")).toBe(CHANNEL);
    const error = await rejection(provider({ channelId: null }).search({ term: "", order: "date", locale: "en" }));
    expect([error.status, error.message]).toEqual([503, CHANNEL_MISSING]);
    const items = await provider({ channelId: null }).search({
      term: "",
      order: "date",
      channel: CHANNEL,
      locale: "en",
    });
    expect(items).toHaveLength(2);
  });

  it("has every message it can send translated in the watch texts", () => {
    const en = JSON.parse(fs.readFileSync("app/locales/watch/en.json", "utf8")) as Record<string, string>;
    for (const message of [QUOTA_EXCEEDED, UPSTREAM_FAILED, UPSTREAM_MALFORMED, CHANNEL_MISSING])
      expect(en).toHaveProperty([message]);
  });
});
