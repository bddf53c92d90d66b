import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_SHELF_ITEMS, REWARD_STICKERS, type ShelfItem } from "~/shared/shelf";
import { addLocalPotdDay, clearLocalShelf, forgetLocalStarted, readLocalShelf, saveLocalItem } from "./shelf-store";

/** A Storage over a Map: what a browser's localStorage does, for Node. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

const item = (over: Partial<ShelfItem> = {}): ShelfItem => ({
  kind: "coloring",
  pageKey: "poli",
  pieces: null,
  status: "started",
  thumbnail: "data:image/webp;base64,AAAA",
  updatedAt: 1000,
  ...over,
});

beforeEach(() => {
  vi.stubGlobal("window", { localStorage: memoryStorage() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a signed-out child's shelf in the browser", () => {
  it("gives a sticker for the first finish of a picture only, in the book's order", () => {
    expect(saveLocalItem(item())).toBeNull();
    expect(saveLocalItem(item({ status: "done", updatedAt: 2000 }))).toBe(REWARD_STICKERS[0]);
    expect(saveLocalItem(item({ status: "done", updatedAt: 3000 }))).toBeNull();
    expect(saveLocalItem(item({ status: "started", updatedAt: 4000 }))).toBeNull();
    expect(saveLocalItem(item({ kind: "puzzle", pageKey: "scene01", pieces: 4, status: "done" }))).toBe(
      REWARD_STICKERS[1],
    );
    const shelf = readLocalShelf();
    expect(shelf.stickers).toEqual(REWARD_STICKERS.slice(0, 2));
    expect(shelf.items.find((i) => i.pageKey === "poli")).toMatchObject({ status: "done", updatedAt: 4000 });
  });

  it("forgets a cleared half-done page but never a finished one", () => {
    saveLocalItem(item({ pageKey: "roy" }));
    saveLocalItem(item({ pageKey: "amber", status: "done" }));
    forgetLocalStarted("coloring", "roy");
    forgetLocalStarted("coloring", "amber");
    expect(readLocalShelf().items.map((i) => i.pageKey)).toEqual(["amber"]);
  });

  it("keeps at most MAX_SHELF_ITEMS pictures and counts each day once", () => {
    for (let i = 0; i <= MAX_SHELF_ITEMS; i++) saveLocalItem(item({ pageKey: `p${i}`, updatedAt: i + 1 }));
    expect(readLocalShelf().items).toHaveLength(MAX_SHELF_ITEMS);
    expect(addLocalPotdDay("2026-11-27")).toBe(1);
    expect(addLocalPotdDay("2026-11-27")).toBe(1);
    expect(addLocalPotdDay("2026-11-28")).toBe(2);
    clearLocalShelf();
    expect(readLocalShelf()).toEqual({ items: [], stickers: [], potdDays: [] });
  });

  it("drops whatever else was written under its key", () => {
    const hostile = {
      items: [
        item({ thumbnail: "javascript:alert(1)" }),
        item({ pageKey: "../../etc" }),
        { ...item(), kind: "video" },
        item({ kind: "puzzle", pieces: null }),
        "junk",
        item({ pageKey: "fine" }),
      ],
      stickers: ["props-ladder", "p1", 7, "props-ladder"],
      potdDays: ["2026-02-30", "2026-11-27", 3],
    };
    window.localStorage.setItem("rescue-shelf:v1", JSON.stringify(hostile));
    const shelf = readLocalShelf();
    expect(shelf.items.map((i) => i.pageKey)).toEqual(["fine"]);
    expect(shelf.stickers).toEqual(["props-ladder"]);
    expect(shelf.potdDays).toEqual(["2026-11-27"]);
    window.localStorage.setItem("rescue-shelf:v1", "{not json");
    expect(readLocalShelf().items).toEqual([]);
  });
});
