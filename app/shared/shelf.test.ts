import { describe, expect, it } from "vitest";
import {
  MAX_SHELF_ITEMS,
  REWARD_STICKERS,
  STICKER_SETS,
  isPlausiblePlayDay,
  mergeItem,
  mergeShelves,
  nextSticker,
  shelfItemHref,
  shelfItemId,
  type ShelfItem,
} from "./shelf";

const item = (over: Partial<ShelfItem> = {}): ShelfItem => ({
  kind: "coloring",
  pageKey: "poli",
  pieces: null,
  status: "started",
  thumbnail: "data:image/webp;base64,AAAA",
  updatedAt: 1000,
  ...over,
});

describe("the same picture in two places", () => {
  it("stays finished once finished, and shows the newer picture", () => {
    const doneOld = item({ status: "done", thumbnail: "data:image/webp;base64,OLD", updatedAt: 1 });
    const startedNew = item({ status: "started", thumbnail: "data:image/webp;base64,NEW", updatedAt: 2 });
    expect(mergeItem(doneOld, startedNew)).toMatchObject({ status: "done", thumbnail: startedNew.thumbnail });
    expect(mergeItem(startedNew, doneOld)).toMatchObject({ status: "done", thumbnail: startedNew.thumbnail });
    expect(mergeItem(item({ updatedAt: 5 }), item({ updatedAt: 3 })).updatedAt).toBe(5);
  });

  it("keys a coloring per page and a puzzle per picture and piece count", () => {
    expect(shelfItemId(item())).toBe("coloring:poli");
    expect(shelfItemId(item({ kind: "puzzle", pageKey: "scene01", pieces: 12 }))).toBe("puzzle:scene01:12");
    const shelf = mergeShelves(
      [item({ kind: "puzzle", pageKey: "scene01", pieces: 12, status: "done" })],
      [item({ kind: "puzzle", pageKey: "scene01", pieces: 25, status: "done" }), item()],
    );
    expect(shelf).toHaveLength(3);
  });

  it("reopens where it was left", () => {
    expect(shelfItemHref(item())).toBe("/play/apps/coloring/poli");
    expect(shelfItemHref(item({ pageKey: "blank" }))).toBe("/play/apps/coloring");
    expect(shelfItemHref(item({ kind: "puzzle", pageKey: "scene03", pieces: 16 }))).toBe(
      "/play/apps/puzzle/scene03/16",
    );
  });

  it("keeps exactly the newest MAX_SHELF_ITEMS pictures", () => {
    const many = Array.from({ length: MAX_SHELF_ITEMS + 1 }, (_, i) => item({ pageKey: `p${i}`, updatedAt: i }));
    const kept = mergeShelves([], many);
    expect(kept).toHaveLength(MAX_SHELF_ITEMS);
    expect(kept[0].pageKey).toBe(`p${MAX_SHELF_ITEMS}`);
    expect(kept.some((k) => k.pageKey === "p0")).toBe(false);
    expect(mergeShelves([], many.slice(0, MAX_SHELF_ITEMS))).toHaveLength(MAX_SHELF_ITEMS);
  });
});

describe("stickers", () => {
  it("are new sets (props, scenery, badges), earned one from each set in turn, none twice, none after the last", () => {
    expect(Object.keys(STICKER_SETS)).toEqual(["props", "scenery", "badges"]);
    expect(new Set(REWARD_STICKERS).size).toBe(18);
    expect(REWARD_STICKERS.slice(0, 3)).toEqual(["props-ladder", "scenery-tree", "badges-star"]);
    expect(nextSticker([])).toBe("props-ladder");
    expect(nextSticker(["props-ladder"])).toBe("scenery-tree");
    expect(nextSticker(REWARD_STICKERS.slice(0, -1))).toBe(REWARD_STICKERS.at(-1));
    expect(nextSticker(REWARD_STICKERS)).toBeNull();
  });
});

describe("the puzzle of the day's day count", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  it("accepts the child's own day, one day either side of the server's, and nothing else", () => {
    expect(isPlausiblePlayDay("2026-11-27", now)).toBe(true);
    expect(isPlausiblePlayDay("2026-11-26", now)).toBe(true);
    expect(isPlausiblePlayDay("2026-11-28", now)).toBe(true);
    expect(isPlausiblePlayDay("2026-11-25", now)).toBe(false);
    expect(isPlausiblePlayDay("2026-11-29", now)).toBe(false);
    expect(isPlausiblePlayDay("2026-02-30", now)).toBe(false);
    expect(isPlausiblePlayDay("today", now)).toBe(false);
  });
});
