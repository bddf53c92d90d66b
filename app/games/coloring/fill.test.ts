import { describe, expect, it } from "vitest";
import { ColoringPage } from "./coloring-page.ts";
import { createLayer, type Layer } from "./layer.ts";
import { toLineLayer } from "./line-art.ts";
import { parseHexColor } from "./palette.ts";
import { computeRegions, regionTransferables } from "./regions.ts";
import { drawPixelLine, drawRing, drawSegment, drawThinLine } from "./test-fixtures.ts";

const RED = "#e53935";
const red = parseHexColor(RED);
const alphaAt = (layer: Layer, x: number, y: number) => layer.data[(y * layer.width + x) * 4 + 3];
const rgbaAt = (layer: Layer, x: number, y: number) =>
  Array.from(layer.data.subarray((y * layer.width + x) * 4, (y * layer.width + x) * 4 + 4));

/** Calls `check(x, y, d)` for every pixel, d = distance of the pixel centre from (cx, cy). */
function eachPixel(size: number, cx: number, cy: number, check: (x: number, y: number, d: number) => void): void {
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) check(x, y, Math.hypot(x + 0.5 - cx, y + 0.5 - cy));
}

describe("fill against anti-aliased line art", () => {
  // Thin and thick outlines, crisp and very soft edges.
  it.each([
    { lineWidth: 2, soft: 1 },
    { lineWidth: 4, soft: 2 },
    { lineWidth: 6, soft: 3 },
    { lineWidth: 1, soft: 1.5 },
  ])("leaves no light fringe inside a ring (width $lineWidth, soft edge $soft)", ({ lineWidth, soft }) => {
    const size = 160;
    const R = 55.3;
    const lines = createLayer(size, size);
    drawRing(lines, 80, 80, R, lineWidth, soft);
    const page = new ColoringPage({ lines });

    expect(page.fillAt(80, 80, RED)).toBe(true);
    const picture = page.toImage();

    const problems: string[] = [];
    eachPixel(size, 80, 80, (x, y, d) => {
      // Every pixel inside, soft edge included, has paint under the line...
      if (d < R - 0.5 && alphaAt(page.fills, x, y) !== 255) problems.push(`unpainted ${x},${y}`);
      // ...so the picture is line over red there: never lighter than the red, no white halo.
      const [r, g, b] = rgbaAt(picture, x, y);
      if (d < R && (r > red.r + 1 || g > red.g + 1 || b > red.b + 1)) problems.push(`light ${x},${y}: ${r},${g},${b}`);
      if (d > R + 1.5 && alphaAt(page.fills, x, y) !== 0) problems.push(`bleed ${x},${y}`);
    });
    expect(problems).toEqual([]);
  });

  it("paints under the whole outline when both sides are filled, each side keeping its colour", () => {
    const lines = createLayer(120, 120);
    drawRing(lines, 60, 60, 40, 3, 2);
    const page = new ColoringPage({ lines });
    page.fillAt(60, 60, "#ff0000");
    page.fillAt(2, 2, "#0000ff");
    const problems: string[] = [];
    eachPixel(120, 60, 60, (x, y, d) => {
      const [r, , b, a] = rgbaAt(page.fills, x, y);
      if (a !== 255) problems.push(`unpainted ${x},${y}`);
      if (d < 39 && (r !== 255 || b !== 0)) problems.push(`not red ${x},${y}`);
      if (d > 41 && (r !== 0 || b !== 255)) problems.push(`not blue ${x},${y}`);
    });
    expect(problems).toEqual([]);
  });

  it("does not leak through a closed 1 px line that only touches diagonally", () => {
    const lines = createLayer(100, 100);
    const corners: [number, number][] = [
      [50, 10],
      [90, 50],
      [50, 90],
      [10, 50],
    ];
    corners.forEach(([x0, y0], k) => drawPixelLine(lines, x0, y0, ...corners[(k + 1) % 4]));
    const page = new ColoringPage({ lines });
    page.fillAt(50, 50, RED);
    const problems: string[] = [];
    for (let y = 0; y < 100; y++) {
      for (let x = 0; x < 100; x++) {
        const inside = Math.abs(x - 50) + Math.abs(y - 50);
        if (inside < 40 && alphaAt(page.fills, x, y) !== 255) problems.push(`unpainted ${x},${y}`);
        if (inside > 40 && alphaAt(page.fills, x, y) !== 0) problems.push(`leak ${x},${y}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each([0, 0.13, 0.31, 0.52, 0.77])(
    "does not leak through a 1 px anti-aliased polygon rotated by %f rad",
    (turn) => {
      const lines = createLayer(120, 120);
      const points = Array.from({ length: 7 }, (_, k) => {
        const a = turn + (k * 2 * Math.PI) / 7;
        return [60.3 + 45 * Math.cos(a), 59.7 + 45 * Math.sin(a)] as const;
      });
      points.forEach(([x0, y0], k) => drawThinLine(lines, x0, y0, ...points[(k + 1) % 7]));
      const page = new ColoringPage({ lines });
      page.fillAt(60, 60, RED);
      const leaks: string[] = [];
      eachPixel(120, 60.3, 59.7, (x, y, d) => {
        if (d > 47 && alphaAt(page.fills, x, y) !== 0) leaks.push(`${x},${y}`);
      });
      expect(leaks).toEqual([]);
      expect(alphaAt(page.fills, 60, 60)).toBe(255);
    },
  );

  it("does not leak through a line thinner than a pixel that straddles a pixel boundary", () => {
    // A 0.8 px line centred between two pixel rows covers each of them by 40%.
    const lines = createLayer(60, 60);
    const faint = Math.round(0.4 * 255);
    for (let k = 10; k < 50; k++) {
      for (const [x, y] of [
        [k, 9],
        [k, 10],
        [k, 49],
        [k, 50],
        [9, k],
        [10, k],
        [49, k],
        [50, k],
      ]) {
        lines.data[(y * 60 + x) * 4 + 3] = faint;
      }
    }
    const page = new ColoringPage({ lines });
    page.fillAt(30, 30, RED);
    expect(alphaAt(page.fills, 30, 30)).toBe(255);
    expect(alphaAt(page.fills, 3, 3)).toBe(0);
    expect(alphaAt(page.fills, 30, 55)).toBe(0);
  });

  it("fills the whole region whatever was painted in it before", () => {
    const lines = createLayer(100, 100);
    drawRing(lines, 50, 50, 30, 3);
    const page = new ColoringPage({ lines });
    page.beginStroke({ x: 40, y: 50 }, { color: "#00ff00", size: 10 });
    page.strokeTo({ x: 60, y: 50 });
    page.endStroke();
    page.fillAt(50, 30, RED);
    expect(rgbaAt(page.fills, 50, 50)).toEqual([red.r, red.g, red.b, 255]);
  });

  it("fills the nearest region when the tap lands on the line itself", () => {
    const lines = createLayer(100, 100);
    drawSegment(lines, 50, 0, 50, 100, 6);
    const page = new ColoringPage({ lines });
    page.fillAt(48, 50, RED);
    expect(alphaAt(page.fills, 10, 50)).toBe(255);
    expect(alphaAt(page.fills, 90, 50)).toBe(0);
  });

  it("fills the whole blank page and reports no change for a repeat", () => {
    const page = new ColoringPage({ width: 64, height: 48 });
    expect(page.fillAt(3, 3, RED)).toBe(true);
    expect(page.fills.data.filter((_, i) => i % 4 === 3).every((a) => a === 255)).toBe(true);
    expect(page.fillAt(40, 40, RED)).toBe(false);
    expect(page.history.undoDepth).toBe(1);
    expect(page.fillAt(-5, 3, RED)).toBe(false);
  });

  it("accepts line art drawn on opaque white paper", () => {
    const paper = createLayer(100, 100);
    paper.data.fill(255);
    const ink = createLayer(100, 100);
    drawRing(ink, 50, 50, 30, 3, 2);
    for (let o = 0; o < paper.data.length; o += 4) {
      const v = 255 - ink.data[o + 3];
      paper.data[o] = paper.data[o + 1] = paper.data[o + 2] = v;
    }
    const page = new ColoringPage({ lines: toLineLayer(paper) });
    page.fillAt(50, 50, RED);
    expect(alphaAt(page.fills, 50, 50)).toBe(255);
    expect(alphaAt(page.fills, 2, 2)).toBe(0);
    expect(rgbaAt(page.toImage(), 50, 50)).toEqual([red.r, red.g, red.b, 255]);
    expect(rgbaAt(page.toImage(), 2, 2)).toEqual([255, 255, 255, 255]);
  });
});

describe("computeRegions", () => {
  it("gives every pixel a region, including line pixels, and exposes transferable buffers", () => {
    const lines = createLayer(80, 80);
    drawRing(lines, 40, 40, 20, 4, 2);
    const map = computeRegions(lines);
    expect(map.regionCount).toBe(2);
    expect(map.labels.every((l) => l >= 0)).toBe(true);
    // Pixels at the middle of the outline are listed for both regions.
    expect(map.offsets[map.regionCount]).toBeGreaterThanOrEqual(80 * 80);
    const buffers = regionTransferables(map);
    expect(buffers).toHaveLength(4);
    expect(buffers.every((b) => b instanceof ArrayBuffer)).toBe(true);
  });

  it("treats enclosed specks as line so they follow a neighbouring region", () => {
    const lines = createLayer(40, 40);
    // A 3 px hole inside a solid block of line.
    for (let y = 10; y < 20; y++)
      for (let x = 10; x < 20; x++) if (!(x >= 14 && x < 17 && y === 14)) lines.data[(y * 40 + x) * 4 + 3] = 255;
    expect(computeRegions(lines).regionCount).toBe(1);
    expect(computeRegions(lines, { minRegionPixels: 1 }).regionCount).toBe(2);
  });
});
