import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "~/server/db/client";
import { media, users } from "~/server/db/schema";
import { coloringOfTheDay } from "~/server/services/cotd";
import * as cotdApi from "~/routes/api/cotd";
import { call } from "../helpers/route-args";
import { addColoring as addKidsColoring } from "./fixtures";

/** A coloring by the test's one child. */
const addColoring = (values: Partial<typeof media.$inferInsert> = {}) => addKidsColoring("kid", values);

async function cotd() {
  const response = await call(cotdApi.loader, "/api/cotd");
  expect(response.status).toBe(200);
  return (await response.json()).CotD;
}

beforeEach(async () => {
  await db().delete(media);
  await db().delete(users);
  await db().insert(users).values({
    id: "kid",
    name: "Mia",
    publicName: "happy-bunny-7",
    email: "mia@private.invalid",
    image: "https://provider.example/mia.jpg",
    avatar: "amber",
    identity: "google:123",
  });
});
afterEach(() => vi.useRealTimers());

describe("coloring of the day", () => {
  it("is null while there are no colorings", async () => {
    expect(await cotd()).toBeNull();
  });

  it("rotates through the featured colorings by id: days since 1970-01-01 modulo their count", async () => {
    const featured = [
      await addColoring({ featured: 1 }),
      await addColoring(),
      await addColoring({ featured: 1 }),
      await addColoring({ featured: 1 }),
    ];
    const [a, , b, c] = featured;
    // day 0 → first by id; day 1 → second; day 3 → wraps to the first
    expect((await coloringOfTheDay("en", "1970-01-01"))?.id).toBe(a.id);
    expect((await coloringOfTheDay("en", "1970-01-02"))?.id).toBe(b.id);
    expect((await coloringOfTheDay("en", "1970-01-03"))?.id).toBe(c.id);
    expect((await coloringOfTheDay("en", "1970-01-04"))?.id).toBe(a.id);

    // the API uses today's date
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-16T10:00:00Z")); // day 20528 → 20528 % 3 = 2 → c
    expect((await cotd()).id).toBe(c.id);
  });

  it("answers only the public shape: the list name and the site's avatar, never a stored name, e-mail or provider data", async () => {
    const item = await addColoring({ featured: 1 });
    const body = await cotd();
    expect(body).toEqual({
      id: item.id,
      url: item.url,
      thumbnailUrl: item.thumbnailUrl,
      displayName: "Happy Bunny 7",
      photo: "/art/avatars/amber.svg",
    });
    expect(JSON.stringify(body)).not.toMatch(/Mia|private\.invalid|provider\.example|google/);
  });

  it("falls back to the newest coloring when none is featured", async () => {
    await addColoring();
    const newest = await addColoring();
    await addColoring({ createdAt: new Date(Date.UTC(2025, 0, 1)) });
    expect((await cotd()).id).toBe(newest.id);
  });

  it("never picks filtered, unapproved or non-coloring media", async () => {
    const shown = await addColoring({ featured: 1 });
    await addColoring({ featured: 1, filtered: 1 });
    await addColoring({ featured: 1, approved: 0 });
    await addColoring({ featured: 1, type: "potd" });
    for (const day of ["1970-01-01", "1970-01-02", "1970-01-03", "1970-01-04"])
      expect((await coloringOfTheDay("en", day))?.id).toBe(shown.id);

    await db().update(media).set({ featured: 0 });
    const newerButFiltered = await addColoring({ filtered: 1 });
    expect((await cotd()).id).not.toBe(newerButFiltered.id);
    expect((await cotd()).id).toBe(shown.id);
  });
});
