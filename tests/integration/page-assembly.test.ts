import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db/client";
import { seedIfEmpty } from "~/server/db/seed";
import { PUZZLE_SCENES } from "../../content/puzzles";
import { eventPageData } from "~/server/services/pages/event-page";
import { puzzlePageData } from "~/server/services/pages/puzzle-page";
import { puzzleOfTheDay } from "~/server/services/potd";
import { seriesPageData } from "~/server/services/pages/series-page";

beforeAll(async () => {
  await seedIfEmpty(db(), { artDir: "/nonexistent" });
});

describe("eventPageData (the event page's loader)", () => {
  it("offers the campaign's target as the call to action while it runs for this visitor", async () => {
    const page = await eventPageData("puzzle-week", "US", "en");
    expect(page?.event.title).toBe("Puzzle Week");
    expect(page?.cta).toBe("/play");
  });

  it("offers none where the campaign does not run for the visitor, or where its target is this very page", async () => {
    expect((await eventPageData("puzzle-week", "US", "ko"))?.cta).toBeNull();
    const selfLink = await eventPageData("theme-park-kr", "KR", "ko");
    expect(selfLink?.event.keyid).toBe("theme-park-kr");
    expect(selfLink?.cta).toBeNull();
  });

  it("is null for unknown and malformed keys, and stamps the time it was asked at", async () => {
    expect(await eventPageData("no-such-event", "US", "en")).toBeNull();
    expect(await eventPageData("../etc/passwd", "US", "en")).toBeNull();
    expect(await eventPageData(undefined, "US", "en")).toBeNull();
    const now = new Date();
    expect((await eventPageData("puzzle-week", "US", "en", now))?.now).toBe(now.toISOString());
  });
});

describe("seriesPageData (a series page's loader)", () => {
  it("shows streaming promos outside China and the China video sites inside, never both", () => {
    const world = seriesPageData("season1", "US", "en");
    const china = seriesPageData("season1", "CN", "zh-cn");
    expect(world?.china).toBe(false);
    expect(world?.streaming.length).toBeGreaterThan(0);
    expect(world?.chinaSites).toEqual([]);
    expect(china?.china).toBe(true);
    expect(china?.streaming).toEqual([]);
    expect(china?.chinaSites.length).toBeGreaterThan(0);
  });

  it("carries the season number only for numbered seasons, and the slider lists all nine series", () => {
    expect(seriesPageData("season2", "US", "en")).toMatchObject({ seasonNumber: 2, additionalRescueTeam: ["cap"] });
    const songs = seriesPageData("songsong", "US", "en");
    expect(songs).not.toHaveProperty("seasonNumber");
    expect(songs?.officialApp.key).toBe("singalong");
    expect(songs?.slides).toHaveLength(9);
  });

  it("is null for a series there is no page for", () => {
    expect(seriesPageData("season99", "US", "en")).toBeNull();
    expect(seriesPageData(undefined, "US", "en")).toBeNull();
  });
});

describe("puzzlePageData (the puzzle screen's loader)", () => {
  const scene = PUZZLE_SCENES[0].key;

  it("plays today's puzzle by default, listed first in the picker before every scene, with no count chosen", async () => {
    const page = await puzzlePageData(undefined, undefined, "en", new Date("2026-05-01T12:00:00Z"));
    if (page.status !== "page") throw new Error(page.status);
    expect(page.screen.picture).toMatchObject({ pageKey: "potd", date: "2026-05-01" });
    // that day's picture, which the shelf keeps: a finished puzzle of the day reopens it, not a later day's
    const { key } = await puzzleOfTheDay("2026-05-01");
    expect(key).toMatch(/^scene\d+$/);
    expect(page.screen.picture).toMatchObject({ pictureKey: key });
    expect(page.screen.pieces).toBeNull();
    expect(page.screen.pictures.map((p) => p.pageKey)).toEqual(["potd", ...PUZZLE_SCENES.map((s) => s.key)]);
  });

  it("plays a scene at a valid count", async () => {
    const page = await puzzlePageData(scene, "25", "ko");
    if (page.status !== "page") throw new Error(page.status);
    expect(page.screen.picture.pageKey).toBe(scene);
    expect(page.screen.pieces).toBe(25);
  });

  it("sends an invalid count to the picture's default (12 for today's puzzle, 25 for a scene); an unknown picture is not found", async () => {
    expect(await puzzlePageData("potd", "7", "en")).toEqual({ status: "redirect", pageKey: "potd", pieces: 12 });
    expect(await puzzlePageData(scene, "abc", "en")).toEqual({ status: "redirect", pageKey: scene, pieces: 25 });
    expect(await puzzlePageData("no-such-scene", "25", "en")).toEqual({ status: "not-found" });
  });
});
