import { describe, expect, it } from "vitest";
import { createLayer } from "./layer.ts";
import { packRegions, REGION_FILE_LAYOUT, unpackRegions, unpackRegionsInSteps } from "./region-pack.ts";
import { labelRegions } from "./regions.ts";
import { drawRing, drawSegment } from "./test-fixtures.ts";

describe("unpacking a region file in steps", () => {
  const lines = createLayer(120, 90);
  drawRing(lines, 40, 45, 25, 3, 2);
  drawSegment(lines, 70, 10, 110, 80, 2, 1.5);
  const packed = packRegions(lines, labelRegions(lines), new Uint8Array(8));

  it("gives the same line layer and regions as unpacking at once, pausing between its steps", async () => {
    let pauses = 0;
    const stepped = await unpackRegionsInSteps(packed, async () => void pauses++);
    expect(stepped).toEqual(unpackRegions(packed));
    expect(pauses).toBeGreaterThanOrEqual(2);
  });

  it("refuses a broken file before doing any work", async () => {
    let pauses = 0;
    await expect(unpackRegionsInSteps(packed.subarray(0, 100), async () => void pauses++)).rejects.toThrow();
    expect(pauses).toBe(0);
  });
});

describe("the layout the coloring page's early fill reads without this module", () => {
  const lines = createLayer(64, 48);
  drawRing(lines, 30, 24, 15, 3, 2);
  const labels = labelRegions(lines);
  const packed = packRegions(lines, labels, new Uint8Array(8));

  it("starts with the magic number read big-endian, then width and height little-endian", () => {
    const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
    expect(view.getUint32(0)).toBe(REGION_FILE_LAYOUT.magic);
    expect([view.getUint32(4, true), view.getUint32(8, true)]).toEqual([64, 48]);
  });

  it("has each pixel's region + 1, then each line pixel's second region + 1, as 16-bit planes after the header and the line alpha", () => {
    const n = 64 * 48;
    const start = REGION_FILE_LAYOUT.headerBytes + n;
    expect(start % 2).toBe(0);
    const planes = new Uint16Array(packed.slice(start).buffer);
    expect(planes.length).toBe(2 * n);
    expect(Array.from(planes.subarray(0, n), (v) => v - 1)).toEqual(Array.from(labels.labels));
    expect(Array.from(planes.subarray(n), (v) => v - 1)).toEqual(Array.from(labels.shared));
    // The ring's inside and outside are different regions, and some line pixels are shared by both.
    expect(new Set(labels.labels).size).toBeGreaterThanOrEqual(2);
    expect(labels.shared.some((r) => r >= 0)).toBe(true);
  });
});
