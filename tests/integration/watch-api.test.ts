import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config, parseConfig, setConfig } from "~/server/config";
import { db } from "~/server/db/client";
import { seedIfEmpty } from "~/server/db/seed";
import { videos } from "~/server/db/schema";
import { latestVideos } from "~/server/services/videos";
import { RATE_LIMITS, resetRateLimits } from "~/server/http/rate-limit";
import { QUOTA_EXCEEDED } from "~/server/services/videos/youtube";
import { CHANNEL, startFakeYouTube, type FakeYouTube } from "../helpers/fake-youtube";
import * as details from "~/routes/api/politv-details";
import * as search from "~/routes/api/politv-search";
import * as watch from "~/routes/watch/watch";
import type { VideoItem } from "~/shared/api/videos";
import { call } from "../helpers/route-args";

const ids = (body: { items: VideoItem[] }) => body.items.map((item) => item.id.videoId);
const searchFor = async (query: string, headers?: Record<string, string>) => {
  const response = await call(search.loader, `/api/politv/search${query}`, { headers });
  return { status: response.status, body: await response.json() };
};

beforeAll(async () => {
  await seedIfEmpty(db(), { artDir: "/nonexistent" });
});

describe("GET /api/politv/search on the embedded catalog", () => {
  it("answers {items} in the YouTube item shape, newest first by default", async () => {
    const { status, body } = await searchFor("");
    expect(status).toBe(200);
    expect(body.items).toHaveLength(8);
    expect(body.items[0]).toMatchObject({
      id: { kind: "youtube#video", videoId: "demo-s5e01" },
      snippet: { title: "Lights Over Broomstown", thumbnails: { high: { url: "/video/demo-s5e01/poster.jpg" } } },
      source: "catalog",
      videoUrl: "/video/demo-s5e01/master.m3u8",
      durationSeconds: 34,
    });
    expect(body.items[0].captions).toHaveLength(8);
    expect(body.items[0].captions).toContainEqual({ locale: "zh-hk", url: "/video/demo-s5e01/captions/zh-hk.vtt" });
    expect(Date.parse(body.items[0].snippet.publishedAt)).toBeGreaterThan(
      Date.parse(body.items[1].snippet.publishedAt),
    );
  });

  it("orders by date, viewCount or rating; an invalid order searches by viewCount", async () => {
    expect(ids((await searchFor("?order=date")).body)[0]).toBe("demo-s5e01");
    expect(ids((await searchFor("?order=viewCount")).body).slice(0, 3)).toEqual([
      "demo-s1e01",
      "demo-song01",
      "demo-song02",
    ]);
    expect(ids((await searchFor("?order=rating")).body).slice(0, 3)).toEqual([
      "demo-s1e01",
      "demo-song01",
      "demo-s5e01",
    ]);
    expect(ids((await searchFor("?order=relevance")).body)).toEqual(ids((await searchFor("?order=viewCount")).body));
  });

  it("finds a term in a title of any language, ignoring case, with titles in the visitor's language", async () => {
    expect(ids((await searchFor("?term=RESCUE")).body).sort()).toEqual(["demo-s1e01", "demo-s4e01"]);
    expect(ids((await searchFor(`?term=${encodeURIComponent("구조")}`)).body).sort()).toEqual([
      "demo-s1e01",
      "demo-s4e01",
    ]);
    expect(ids((await searchFor(`?term=${encodeURIComponent("ОГНИ")}`)).body)).toEqual(["demo-s5e01"]);
    const ko = await searchFor("?term=snow&lang=ko");
    expect(ko.body.items[0].snippet.title).toBe("눈 오는 날의 구조");
    const cookie = await searchFor("?term=snow", { cookie: "lang=ja" });
    expect(cookie.body.items[0].snippet.title).toBe("ゆきの日の レスキュー");
    expect((await searchFor("?term=%25")).body.items).toEqual([]);
    expect((await searchFor("?term=nothing-like-this")).body.items).toEqual([]);
  });

  it("gives a page's loader the newest videos for the home slider", async () => {
    const latest = await latestVideos("zh-hk");
    expect(latest[0].snippet.title).toBe("布魯姆鎮的燈光");
    expect(latest).toHaveLength(8);
  });

  it("refuses an over-long term with 400 {error}", async () => {
    const { status, body } = await searchFor(`?term=${"a".repeat(101)}`);
    expect(status).toBe(400);
    expect(typeof body.error).toBe("string");
  });

  it("leaves out videos not made for kids", async () => {
    await db()
      .insert(videos)
      .values({
        id: "grown-up-01",
        titles: { en: "Snow Day Grown-up Cut" },
        thumbnailUrl: "/art/seasons/season4.svg",
        publishedAt: new Date(),
        madeForKids: false,
      });
    expect(ids((await searchFor("?term=snow")).body)).toEqual(["demo-s4e01"]);
    expect((await call(details.loader, "/api/politv/details?id=grown-up-01")).status).toBe(404);
  });
});

describe("GET /api/politv/details", () => {
  it("answers {items} with the video", async () => {
    const response = await call(details.loader, "/api/politv/details?id=demo-s4e01&lang=ru");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(ids(body)).toEqual(["demo-s4e01"]);
    expect(body.items[0].snippet.title).toBe("Спасение в снежный день");
  });

  it("answers 404 'Video Not Found' for an unknown video and 400 without an id", async () => {
    const missing = await call(details.loader, "/api/politv/details?id=no-such-video");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Video Not Found" });
    const noId = await call(details.loader, "/api/politv/details");
    expect(noId.status).toBe(400);
    expect(missing.headers.get("content-type")).toMatch(/application\/json/);
  });
});

describe("watch page loader", () => {
  const load = async (path: string, videoId?: string, headers?: Record<string, string>) => {
    const response = await call(watch.loader, path, { params: { videoId }, headers });
    return { status: response.status, data: await response.json() };
  };

  it("server-renders the video of the URL with the list", async () => {
    const { status, data } = await load("/watch/demo-fire01", "demo-fire01");
    expect(status).toBe(200);
    expect(data.selectedVideo.id.videoId).toBe("demo-fire01");
    expect(data.videos).toHaveLength(8);
    expect(data).toMatchObject({ order: "date", term: "", listError: null, selectedError: null });
  });

  it("shows the newest video on /watch and answers 404 'Video Not Found' for an unknown one", async () => {
    expect((await load("/watch")).data.selectedVideo.id.videoId).toBe("demo-s5e01");
    const missing = await load("/watch/nope-123", "nope-123");
    expect(missing.status).toBe(404);
    expect(missing.data).toMatchObject({ selectedVideo: null, selectedError: "Video Not Found" });
    expect((await load("/watch/bad%20id", "bad id")).status).toBe(404);
  });

  it("answers a search form sent without JavaScript", async () => {
    const { data } = await load("/watch?term=sing+along&order=rating");
    expect(data.order).toBe("rating");
    expect(data.videos.map((v: VideoItem) => v.id.videoId)).toEqual(["demo-song01", "demo-song02"]);
  });

  it("searches an invalid order by viewCount but keeps date as the selected order (spec §4)", async () => {
    const { data } = await load("/watch?order=bogus");
    expect(data.videos[0].id.videoId).toBe("demo-s1e01");
    expect(data.order).toBe("date");
  });

  it("sends no list to visitors in CN, but still the video", async () => {
    const { data } = await load("/watch", undefined, { "cf-ipcountry": "CN" });
    expect(data.videos).toEqual([]);
    expect(data.selectedVideo.id.videoId).toBe("demo-s5e01");
  });
});

describe("with YOUTUBE_API_KEY", () => {
  let fake: FakeYouTube;
  const original = config();
  beforeAll(async () => {
    fake = await startFakeYouTube();
    setConfig(
      parseConfig({
        ...process.env,
        YOUTUBE_API_KEY: "test-key",
        YOUTUBE_API_URL: fake.url,
        YOUTUBE_CHANNEL_ID: CHANNEL,
      }),
    );
  });
  afterAll(async () => {
    setConfig(original);
    await fake.close();
  });

  it("searches YouTube and answers from the cache the second time", async () => {
    const first = await searchFor("?order=viewCount");
    expect(first.status).toBe(200);
    expect(first.body.items.map((i: VideoItem) => [i.id.videoId, i.source])).toEqual([
      ["kidsVideo01", "youtube"],
      ["kidsVideo02", "youtube"],
    ]);
    const calls = fake.requests.length;
    expect((await searchFor("?order=viewCount")).body).toEqual(first.body);
    expect(fake.requests.length).toBe(calls);
  });

  it("answers 502 {error} when YouTube's quota is used up, and the watch page still renders", async () => {
    fake.mode = "quota";
    const { status, body } = await searchFor("?order=rating&term=roy");
    expect(status).toBe(502);
    expect(body).toEqual({ error: QUOTA_EXCEEDED });
    const page = await call(watch.loader, "/watch?term=poli", { params: {} });
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ videos: [], selectedVideo: null, listError: QUOTA_EXCEEDED });
    // The home slider simply stays away instead of failing the page.
    expect(await latestVideos("ja")).toEqual([]);
    fake.mode = "ok";
    // YouTube's quota error spent the site's budget for the rest of the day (quota-budget.ts): a fresh configuration
    // builds a fresh provider, as the next quota day would.
    setConfig({ ...config() });
  });

  it("budgets the searches YouTube has to answer per visitor (20 in 10 minutes); cached ones stay free", async () => {
    resetRateLimits();
    for (let i = 0; i < 20; i++) expect((await searchFor(`?term=budget${i}`)).status).toBe(200);
    const calls = fake.requests.length;
    const over = await call(search.loader, "/api/politv/search?term=budget20");
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await over.json()).toEqual({ error: RATE_LIMITS.videoSearch.message });
    expect(fake.requests.length).toBe(calls);
    expect((await searchFor("?term=budget3")).status).toBe(200);
    resetRateLimits();
  });

  it("gives 'Video Not Found' for a video that is not made for kids", async () => {
    const response = await call(details.loader, "/api/politv/details?id=grownups_01");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Video Not Found" });
  });
});
