import { describe, expect, it } from "vitest";
import { fillRegion } from "~/games/coloring/fill.ts";
import { createLayer } from "~/games/coloring/layer.ts";
import { packRegions } from "~/games/coloring/region-pack.ts";
import { labelRegions, regionAt, regionsFromLabels } from "~/games/coloring/regions.ts";
import { drawRing } from "~/games/coloring/test-fixtures.ts";
import { createEarlyFillWorker, type EarlyFillPatch } from "./early-fill-worker";

const SIZE = 40;
const red = { r: 229, g: 57, b: 53, a: 255 };

/** A ring's line art and its region file, as the build makes them (no gzip here: inflate is handed in). */
function regionFile() {
  const lines = createLayer(SIZE, SIZE);
  drawRing(lines, 20, 20, 10, 2);
  const labels = labelRegions(lines);
  const packed = packRegions(lines, labels, new Uint8Array(8));
  return { file: packed.slice().buffer, regions: regionsFromLabels(labels) };
}
const asIs = async (file: ArrayBuffer) => file;

describe("the coloring sheet's early fill worker", () => {
  it("fills the region under a press with the engine's fill and answers that region's rectangle", async () => {
    const { file, regions } = regionFile();
    const handle = createEarlyFillWorker(asIs);
    expect(await handle({ file, width: SIZE, height: SIZE })).toBe(1);
    const patch = (await handle({ x: 0.5, y: 0.5, color: red })) as EarlyFillPatch;
    // What the engine itself paints for that press, cut to the same rectangle.
    const expected = createLayer(SIZE, SIZE);
    fillRegion(expected, regions, regionAt(regions, 20, 20), red);
    const rows = [];
    for (let row = 0; row < patch.h; row++) {
      const start = ((patch.y + row) * SIZE + patch.x) * 4;
      rows.push(...expected.data.subarray(start, start + patch.w * 4));
    }
    expect(patch.w * patch.h).toBeGreaterThan(0);
    expect([...new Uint8ClampedArray(patch.buffer)]).toEqual(rows);
  });

  it("refuses a file that is not a region file or not the sheet's size, and paints nothing before a file", async () => {
    const { file } = regionFile();
    const handle = createEarlyFillWorker(asIs);
    expect(await handle({ x: 0.5, y: 0.5, color: red })).toBeNull();
    expect(await handle({ file: new ArrayBuffer(64), width: SIZE, height: SIZE })).toBe(0);
    expect(await handle({ file, width: SIZE + 1, height: SIZE })).toBe(0);
    expect(await handle({ x: 0.5, y: 0.5, color: red })).toBeNull();
  });

  it("is built, with the engine's code it uses, into one script", async () => {
    const { default: script } = await import("./early-fill-worker.script.ts?inline-script");
    expect(script).toContain("DecompressionStream");
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
  });
});
