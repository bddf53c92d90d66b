import { describe, expect, it } from "vitest";
import { ColoringPage } from "./coloring-page.ts";
import { firstDifference, paintOf } from "./test-fixtures.ts";

const rgbaAt = (page: ColoringPage, x: number, y: number) => {
  const o = (y * page.width + x) * 4;
  return Array.from(page.strokes.data.subarray(o, o + 4));
};
const alphaAt = (page: ColoringPage, x: number, y: number) => page.strokes.data[(y * page.width + x) * 4 + 3];
/** Brush lines over fills, as the child sees them. */
const seenAt = (page: ColoringPage, x: number, y: number) =>
  Array.from(paintOf(page).data.subarray((y * page.width + x) * 4, (y * page.width + x) * 4 + 4));

describe("brush", () => {
  it("covers the gap between two distant pointer samples with a solid line", () => {
    const page = new ColoringPage({ width: 500, height: 200 });
    page.beginStroke({ x: 40.5, y: 100.5 }, { color: "#fb8c00", size: 12 });
    page.strokeTo({ x: 460.5, y: 100.5 });
    page.endStroke();
    for (let x = 40; x <= 460; x++) {
      for (let dy = -5; dy <= 5; dy++)
        expect(rgbaAt(page, x, 100 + dy), `at ${x},${100 + dy}`).toEqual([251, 140, 0, 255]);
      expect(alphaAt(page, x, 100 - 8)).toBe(0);
      expect(alphaAt(page, x, 100 + 8)).toBe(0);
    }
  });

  it("draws round, soft-edged dabs of the chosen size", () => {
    const page = new ColoringPage({ width: 100, height: 100 });
    page.beginStroke({ x: 50, y: 50 }, { color: "#000000", size: 20 });
    page.endStroke();
    expect(alphaAt(page, 50, 50)).toBe(255);
    expect(alphaAt(page, 50, 41)).toBe(255);
    expect(alphaAt(page, 50, 38)).toBe(0);
    // Corner of the bounding square stays clear: the dab is round.
    expect(alphaAt(page, 57, 57)).toBe(0);
    const edge = alphaAt(page, 50, 40);
    expect(edge).toBeGreaterThan(0);
    expect(edge).toBeLessThan(255);
  });

  it("follows a fast circle smoothly, with no gaps between widely spaced samples", () => {
    const page = new ColoringPage({ width: 200, height: 200 });
    const at = (k: number) => ({ x: 100 + 70 * Math.cos(k / 4), y: 100 + 70 * Math.sin(k / 4) });
    page.beginStroke(at(0), { color: "#008ed0", size: 6 });
    for (let k = 1; k <= 26; k++) page.strokeTo(at(k));
    page.endStroke();
    // Samples are about 17 px apart; every angle along the circle is painted near radius 70.
    for (let a = 0; a < 6.2; a += 0.01) {
      const hit = [-2, -1, 0, 1, 2].some((dr) => {
        const x = Math.floor(100 + (70 + dr) * Math.cos(a));
        const y = Math.floor(100 + (70 + dr) * Math.sin(a));
        return alphaAt(page, x, y) === 255;
      });
      expect(hit, `angle ${a.toFixed(2)}`).toBe(true);
    }
    expect(alphaAt(page, 100, 100)).toBe(0);
  });

  it("makes a pen line thicker under more pressure", () => {
    const width = (pressure: number) => {
      const page = new ColoringPage({ width: 100, height: 100 });
      page.beginStroke({ x: 10, y: 50, pressure }, { color: "#000000", size: 10 });
      page.strokeTo({ x: 90, y: 50, pressure });
      page.endStroke();
      let painted = 0;
      for (let y = 0; y < 100; y++) if (alphaAt(page, 50, y) === 255) painted++;
      return painted;
    };
    expect(width(0.1)).toBeLessThan(width(0.5));
    expect(width(0.5)).toBeLessThan(width(1));
  });

  it("does not darken its own soft edge where a stroke crosses itself", () => {
    const page = new ColoringPage({ width: 100, height: 100 });
    page.beginStroke({ x: 10, y: 50.5 }, { color: "#e53935", size: 8 });
    page.strokeTo({ x: 90, y: 50.5 });
    page.strokeTo({ x: 10, y: 50.5 });
    page.strokeTo({ x: 90, y: 50.5 });
    page.endStroke();
    const once = new ColoringPage({ width: 100, height: 100 });
    once.beginStroke({ x: 10, y: 50.5 }, { color: "#e53935", size: 8 });
    once.strokeTo({ x: 90, y: 50.5 });
    once.endStroke();
    expect(rgbaAt(page, 50, 46)).toEqual(rgbaAt(once, 50, 46));
  });

  it("cancels a stroke back to the exact pixels, without an undo step", () => {
    const page = new ColoringPage({ width: 120, height: 120 });
    page.fillAt(5, 5, "#fdd835");
    const before = new Uint8Array(paintOf(page).data);
    page.beginStroke({ x: 10, y: 10 }, { color: "#283593", size: 30 });
    page.strokeTo({ x: 110, y: 100 });
    page.cancelStroke();
    expect(firstDifference(paintOf(page).data, before)).toBe(-1);
    expect(page.history.undoDepth).toBe(1);
  });
});

describe("eraser", () => {
  it("clears paint back to fully transparent pixels", () => {
    const page = new ColoringPage({ width: 100, height: 100 });
    page.fillAt(1, 1, "#43a047");
    page.beginStroke({ x: 20, y: 50.3 }, { color: "#43a047", size: 16, erase: true });
    page.strokeTo({ x: 80, y: 50.3 });
    page.endStroke();
    for (let x = 20; x <= 80; x++) expect(seenAt(page, x, 50)).toEqual([0, 0, 0, 0]);
    expect(seenAt(page, 50, 20)).toEqual([67, 160, 71, 255]);
    // A soft edge: some pixels just outside the radius are only partly erased.
    const column = [55, 56, 57, 58, 59, 60].map((y) => seenAt(page, 50, y)[3]);
    expect(
      column.some((a) => a > 0 && a < 255),
      String(column),
    ).toBe(true);
  });
});
