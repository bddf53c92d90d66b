import { describe, expect, it } from "vitest";
import { db } from "~/server/db/client";
import { media, potdSchedule } from "~/server/db/schema";
import * as potdApi from "~/routes/api/potd-preview";
import { call } from "../helpers/route-args";

const preview = (date: string) => call(potdApi.loader, `/api/potd/preview/${date}`, { params: { date } });
const next = (date: string) => call(potdApi.loader, `/api/potd/preview/next/${date}`, { params: { date } });

async function addPotdMedia(values: Partial<typeof media.$inferInsert> = {}) {
  const [row] = await db()
    .insert(media)
    .values({
      type: "potd",
      url: "/media/abc.png",
      thumbnailUrl: "/media/abc.webp",
      width: 1200,
      height: 900,
      bytes: 1000,
      hash: "abc",
      ...values,
    })
    .returning();
  return row;
}

describe("puzzle of the day preview", () => {
  it("answers the built-in scene in rotation: days since 1970-01-01 modulo 24", async () => {
    // 1970-01-01 is day 0 → scene01; day 12 (1970-01-13) is scene13; day 24 (1970-01-25) comes round to scene01
    for (const [date, scene] of [
      ["1970-01-01", "scene01"],
      ["1970-01-02", "scene02"],
      ["1970-01-13", "scene13"],
      ["1970-01-24", "scene24"],
      ["1970-01-25", "scene01"],
      ["2026-03-15", "scene08"],
    ]) {
      const response = await preview(date);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      const body = await response.json();
      expect(body).toMatchObject({ date, image: `/art/puzzles/${scene}.jpg`, key: scene, scheduled: false });
    }
  });

  it("answers the day after for /next/, across month and year ends", async () => {
    expect(await (await next("1970-01-01")).json()).toMatchObject({
      date: "1970-01-02",
      image: "/art/puzzles/scene02.jpg",
    });
    expect(await (await next("2025-12-31")).json()).toMatchObject({ date: "2026-01-01" });
    expect(await (await next("2024-02-28")).json()).toMatchObject({ date: "2024-02-29" });
  });

  it("refuses malformed and impossible dates with 400 {error}", async () => {
    for (const bad of [
      "2026-1-5",
      "20260105",
      "today",
      "2026-02-30",
      "2025-02-29",
      "2026-13-01",
      "2026-00-10",
      "2026-01-05x",
    ]) {
      for (const response of [await preview(bad), await next(bad)]) {
        expect(response.status, bad).toBe(400);
        expect(typeof (await response.json()).error, bad).toBe("string");
      }
    }
  });

  it("prefers a potd media item staff scheduled for the date", async () => {
    const item = await addPotdMedia();
    await db().insert(potdSchedule).values({ date: "2026-05-05", mediaId: item.id });
    const body = await (await preview("2026-05-05")).json();
    expect(body).toEqual({
      date: "2026-05-05",
      image: "/media/abc.png",
      thumbnailUrl: "/media/abc.webp",
      key: `media-${item.id}`,
      scheduled: true,
    });
    // the teaser on the day before shows it too; the day after falls back to the rotation
    expect((await (await next("2026-05-04")).json()).image).toBe("/media/abc.png");
    expect((await (await preview("2026-05-06")).json()).scheduled).toBe(false);
  });

  it("ignores scheduled media that staff filtered out", async () => {
    const item = await addPotdMedia({ url: "/media/hidden.png", hash: "hidden", filtered: 1 });
    await db().insert(potdSchedule).values({ date: "2026-06-01", mediaId: item.id });
    expect((await (await preview("2026-06-01")).json()).image).toMatch(/^\/art\/puzzles\/scene\d\d\.jpg$/);
  });
});
