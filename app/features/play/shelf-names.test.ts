import { describe, expect, it } from "vitest";
import { shelfItemName } from "./shelf-names";

// A stand-in for i18next's t: the English names of the built-in pages, the key itself otherwise.
const english: Record<string, string> = { "Play Page poli": "Poli", "Shelf A Coloring": "A coloring" };
const t = (key: string, options?: { defaultValue?: string }) => english[key] ?? options?.defaultValue ?? key;

describe("a shelf picture's name", () => {
  const titles = { "media-7": "Picnic ピクニック", scene03: "Harbor ハーバー" };

  it("is a staff picture's title in the child's language, for a coloring page and a puzzle alike", () => {
    expect(shelfItemName({ kind: "coloring", pageKey: "media-7" }, titles, t)).toBe("Picnic ピクニック");
    expect(shelfItemName({ kind: "puzzle", pageKey: "media-7" }, titles, t)).toBe("Picnic ピクニック");
    expect(shelfItemName({ kind: "puzzle", pageKey: "scene03" }, titles, t)).toBe("Harbor ハーバー");
  });

  it("is a built-in page's name, and the kind only for a picture no longer published", () => {
    expect(shelfItemName({ kind: "coloring", pageKey: "poli" }, titles, t)).toBe("Poli");
    expect(shelfItemName({ kind: "coloring", pageKey: "media-99" }, titles, t)).toBe("A coloring");
    expect(shelfItemName({ kind: "puzzle", pageKey: "media-99" }, titles, t)).toBe("Shelf A Puzzle");
  });
});
