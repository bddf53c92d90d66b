import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import * as playHome from "~/routes/play/play-home";
import * as shelfApi from "~/routes/api/shelf";
import * as shelfColoring from "~/routes/api/shelf-coloring";
import * as shelfItem from "~/routes/api/shelf-item";
import * as shelfMerge from "~/routes/api/shelf-merge";
import * as potdDay from "~/routes/api/shelf-potd-day";
import { MAX_SHELF_ITEMS, MAX_THUMBNAIL_CHARS, REWARD_STICKERS } from "~/shared/shelf";
import { isoDate } from "~/shared/calendar";
import { call } from "../helpers/route-args";
import { devSignIn, useConfig } from "./fixtures";

let child: { cookie: string; userId: string };
let other: { cookie: string; userId: string };
let thumb: string;

const coloring = (pageKey: string, status = "started") => ({
  kind: "coloring",
  pageKey,
  pieces: null,
  status,
  thumbnail: thumb,
});
const put = (cookie: string | undefined, body: unknown) =>
  call(shelfItem.action, "/api/shelf/item", { method: "PUT", cookie, body });
const read = async (cookie: string) => (await call(shelfApi.loader, "/api/shelf", { cookie })).json();

beforeAll(async () => {
  useConfig();
  child = await devSignIn("shelf-child");
  other = await devSignIn("shelf-other");
  // A 400 × 300 picture with metadata: the server keeps a re-drawn WebP of at most 160 px a side.
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#e63b2e" } })
    .withMetadata({ exif: { IFD0: { Artist: "someone" } } })
    .png()
    .toBuffer();
  thumb = `data:image/png;base64,${png.toString("base64")}`;
});

describe("the account's shelf", () => {
  it("is for signed-in callers only", async () => {
    expect((await call(shelfApi.loader, "/api/shelf")).status).toBe(401);
    expect((await put(undefined, coloring("poli"))).status).toBe(401);
  });

  it("keeps a half-done coloring, re-encoded small, and a first finish earns the next sticker once", async () => {
    const started = await put(child.cookie, coloring("poli"));
    expect(started.status).toBe(200);
    const first = await started.json();
    expect(first.sticker).toBeNull();
    expect(first.item.thumbnail.startsWith("data:image/webp;base64,")).toBe(true);
    const meta = await sharp(Buffer.from(first.item.thumbnail.split(",")[1], "base64")).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", 160, 120, undefined]);

    const done = await (await put(child.cookie, coloring("poli", "done"))).json();
    expect(done.sticker).toBe(REWARD_STICKERS[0]);
    const again = await (await put(child.cookie, coloring("poli", "done"))).json();
    expect(again.sticker).toBeNull();
    // colouring on after Done: still finished
    expect((await (await put(child.cookie, coloring("poli"))).json()).item.status).toBe("done");

    const puzzle = await put(child.cookie, {
      kind: "puzzle",
      pageKey: "scene01",
      pieces: 12,
      status: "done",
      thumbnail: thumb,
    });
    expect((await puzzle.json()).sticker).toBe(REWARD_STICKERS[1]);

    const shelf = await read(child.cookie);
    expect(shelf.items.map((i: { pageKey: string; status: string }) => `${i.pageKey}:${i.status}`)).toEqual([
      "scene01:done",
      "poli:done",
    ]);
    expect(shelf.stickers).toEqual(REWARD_STICKERS.slice(0, 2));
    // another account sees none of it
    expect(await read(other.cookie)).toEqual({ items: [], stickers: [], potdDays: 0 });
  });

  it("is server-rendered on /play for its owner only", async () => {
    const mine = await (await call(playHome.loader, "/play", { cookie: child.cookie })).json();
    expect(mine.shelf.items).toHaveLength(2);
    const anonymous = await (await call(playHome.loader, "/play")).json();
    expect(anonymous.shelf).toBeNull();
  });

  it("refuses bad input with a 400 and writes nothing", async () => {
    const bad = [
      { ...coloring("poli"), thumbnail: "https://example.com/x.png" },
      { ...coloring("poli"), thumbnail: `data:image/png;base64,${"A".repeat(MAX_THUMBNAIL_CHARS)}` },
      { ...coloring("poli"), thumbnail: "data:image/png;base64,bm90IGFuIGltYWdl" },
      { ...coloring("../etc"), thumbnail: thumb },
      { ...coloring("poli"), pieces: 12 },
      { kind: "puzzle", pageKey: "scene01", pieces: null, status: "done", thumbnail: thumb },
      { kind: "puzzle", pageKey: "scene01", pieces: 12, status: "started", thumbnail: thumb },
      { ...coloring("poli"), extra: 1 },
      "not json",
    ];
    for (const body of bad) {
      const response = await put(other.cookie, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(typeof (await response.json()).error).toBe("string");
    }
    expect((await read(other.cookie)).items).toEqual([]);
  });

  it("keeps exactly MAX_SHELF_ITEMS pictures, the oldest leaving first", async () => {
    const keeper = await devSignIn("shelf-keeper");
    for (let i = 0; i <= MAX_SHELF_ITEMS; i++)
      expect((await put(keeper.cookie, coloring(`page${i}`))).status).toBe(200);
    const shelf = await read(keeper.cookie);
    expect(shelf.items).toHaveLength(MAX_SHELF_ITEMS);
    expect(shelf.items.some((i: { pageKey: string }) => i.pageKey === "page0")).toBe(false);
    expect(shelf.items[0].pageKey).toBe(`page${MAX_SHELF_ITEMS}`);
  });
});

describe("a cleared page", () => {
  const forget = (cookie: string | undefined, pageKey: string) =>
    call(shelfColoring.action, `/api/shelf/coloring/${pageKey}`, { method: "DELETE", cookie, params: { pageKey } });

  it("leaves its owner's shelf when half-done, stays when finished, and nobody else can touch it", async () => {
    const kid = await devSignIn("shelf-clearer");
    await put(kid.cookie, coloring("helly"));
    await put(kid.cookie, coloring("mark", "done"));
    expect((await forget(undefined, "helly")).status).toBe(401);
    expect((await forget(other.cookie, "helly")).status).toBe(204); // the caller's own shelf: nothing of kid's
    expect((await read(kid.cookie)).items).toHaveLength(2);
    expect((await forget(kid.cookie, "helly")).status).toBe(204);
    expect((await forget(kid.cookie, "mark")).status).toBe(204);
    expect((await read(kid.cookie)).items.map((i: { pageKey: string }) => i.pageKey)).toEqual(["mark"]);
    expect((await forget(kid.cookie, "BAD KEY")).status).toBe(400);
  });
});

describe("sign-in merge", () => {
  it("joins the browser's shelf to the account: finished wins, the newer picture shows, stickers and days are a union", async () => {
    const kid = await devSignIn("shelf-merger");
    await put(kid.cookie, coloring("roy")); // half-done in the account
    const body = {
      items: [
        { ...coloring("roy", "done"), updatedAt: 1 }, // finished in the browser, long ago
        { ...coloring("amber"), updatedAt: Date.now() + 86_400_000 }, // a browser clock in the future counts as now
      ],
      stickers: ["badges-heart", "props-ladder"],
      potdDays: ["2026-01-02", "2026-01-03", "2026-01-03"],
    };
    const response = await call(shelfMerge.action, "/api/shelf/merge", { method: "POST", cookie: kid.cookie, body });
    expect(response.status).toBe(200);
    const merged = await response.json();
    const byKey = Object.fromEntries(merged.items.map((i: { pageKey: string }) => [i.pageKey, i]));
    expect(byKey.roy.status).toBe("done");
    expect(byKey.amber.updatedAt).toBeLessThanOrEqual(Date.now());
    expect([...merged.stickers].sort()).toEqual(["badges-heart", "props-ladder"]);
    expect(merged.potdDays).toBe(2);
    // merging the same again changes nothing
    const twice = await (
      await call(shelfMerge.action, "/api/shelf/merge", { method: "POST", cookie: kid.cookie, body })
    ).json();
    expect(twice.potdDays).toBe(2);
    expect(twice.stickers).toHaveLength(2);
  });

  it("refuses unknown stickers, too many pictures and bad days", async () => {
    const kid = await devSignIn("shelf-hostile");
    const base = { items: [], stickers: [], potdDays: [] };
    const tooMany = Array.from({ length: MAX_SHELF_ITEMS + 1 }, (_, i) => ({ ...coloring(`p${i}`), updatedAt: i }));
    for (const body of [
      { ...base, stickers: ["p1"] },
      { ...base, items: tooMany },
      { ...base, potdDays: ["2026-02-30"] },
      { ...base, items: [{ ...coloring("x"), updatedAt: -1 }] },
    ]) {
      const response = await call(shelfMerge.action, "/api/shelf/merge", { method: "POST", cookie: kid.cookie, body });
      expect(response.status).toBe(400);
    }
    const exact = { ...base, items: tooMany.slice(0, MAX_SHELF_ITEMS) };
    expect(
      (await call(shelfMerge.action, "/api/shelf/merge", { method: "POST", cookie: kid.cookie, body: exact })).status,
    ).toBe(200);
  });
});

describe("the gentle day count", () => {
  it("counts different days, today (the child's calendar, a day either side) only", async () => {
    const kid = await devSignIn("shelf-days");
    const today = isoDate(new Date());
    const post = (date: string) =>
      call(potdDay.action, "/api/shelf/potd-day", { method: "POST", cookie: kid.cookie, body: { date } });
    expect(await (await post(today)).json()).toEqual({ potdDays: 1 });
    expect(await (await post(today)).json()).toEqual({ potdDays: 1 });
    expect((await post("2001-01-01")).status).toBe(400);
    expect((await post("yesterday")).status).toBe(400);
    expect((await call(potdDay.action, "/api/shelf/potd-day", { method: "POST", body: { date: today } })).status).toBe(
      401,
    );
  });
});
