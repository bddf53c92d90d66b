import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db/client";
import { seedIfEmpty } from "~/server/db/seed";
import { videos } from "~/server/db/schema";
import * as watch from "~/routes/watch/watch";
import type { VideoItem, WatchPageData } from "~/shared/api/videos";
import { call } from "../helpers/route-args";

// Issue 32: below the player, the video's description, its series (a link, its characters) and more of its videos.
const load = async (videoId: string, headers?: Record<string, string>) => {
  const response = await call(watch.loader, `/watch/${videoId}`, { params: { videoId }, headers });
  return { status: response.status, data: (await response.json()) as WatchPageData };
};
const ids = (items: VideoItem[]) => items.map((item) => item.id.videoId);
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  await seedIfEmpty(db(), { artDir: "/nonexistent" });
});

describe("the watch page's series", () => {
  it("gives the video's description, its series and the series' other videos in the visitor's language", async () => {
    const { status, data } = await load("demo-song01");
    expect(status).toBe(200);
    expect(data.selectedVideo?.snippet.description).toMatch(/^Wee-woo, wee-woo! Sing along/);
    expect(data.series).toMatchObject({
      key: "songsong",
      titleKey: "Song Song",
      previewImage: "/art/seasons/songsong.svg",
    });
    expect(data.series?.characters).toEqual(["poli", "roy", "amber", "helly", "jin"]);
    expect(ids(data.series!.more)).toEqual(["demo-song02"]);
    const ko = await load("demo-song01", { cookie: "lang=ko" });
    expect(ko.data.selectedVideo?.snippet.description).toMatch(/사이렌 노래/);
    expect(ko.data.series?.more[0].snippet.title).toBe("함께 불러요: 바퀴를 닦아요");
  });

  it("lists the series' friends after the rescue team, each once, and offers no other video where there is none", async () => {
    const { data } = await load("demo-s5e01");
    expect(data.series?.characters).toEqual(["poli", "roy", "amber", "helly", "jin", "mark", "cap"]);
    expect(data.series?.more).toEqual([]);
  });

  it("offers only public videos of the same series, newest first, never the selected one", async () => {
    const now = Date.now();
    const row = (id: string, extra: Partial<typeof videos.$inferInsert>) => ({
      id,
      titles: { en: id },
      thumbnailUrl: `/video/${id}/poster.jpg`,
      videoUrl: `/video/${id}/master.m3u8`,
      seriesKey: "fire-safety",
      publishedAt: new Date(now - DAY),
      ...extra,
    });
    await db()
      .insert(videos)
      .values([
        row("fire-newer", { publishedAt: new Date(now - 60_000) }),
        row("fire-older", { publishedAt: new Date(now - 900 * DAY) }),
        row("fire-hidden", { published: false }),
        row("fire-processing", { status: "processing" }),
        row("fire-failed", { status: "failed" }),
        row("fire-grownups", { madeForKids: false }),
        row("traffic-one", { seriesKey: "traffic-safety" }),
        row("no-series", { seriesKey: "" }),
        row("unknown-series", { seriesKey: "season99" }),
      ]);
    const { data } = await load("demo-fire01");
    expect(ids(data.series!.more)).toEqual(["fire-newer", "fire-older"]);
    expect(ids((await load("fire-older")).data.series!.more)).toEqual(["fire-newer", "demo-fire01"]);
    // A video of no series, or of a series there is no page for, shows none.
    expect((await load("no-series")).data.series).toBeNull();
    expect((await load("unknown-series")).data.series).toBeNull();
    // An unpublished video has no page at all.
    expect((await load("fire-hidden")).status).toBe(404);
  });

  it("still shows the series to visitors in CN, whose list is hidden", async () => {
    const { data } = await load("demo-s2e01", { "cf-ipcountry": "CN" });
    expect(data.videos).toEqual([]);
    expect(data.series).toMatchObject({ key: "season2", characters: ["poli", "roy", "amber", "helly", "jin", "cap"] });
  });

  it("has no series for an unknown video (404)", async () => {
    const { status, data } = await load("nope-123");
    expect(status).toBe(404);
    expect(data.series).toBeNull();
  });
});
