import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { REGION_FILES } from "../../app/features/coloring/region-files.ts";
import { REGION_PAGES, svgTag } from "./build-coloring-regions.ts";
import { createLayer } from "../../app/games/coloring/layer.ts";
import { packRegions, regionPackTag, unpackRegions } from "../../app/games/coloring/region-pack.ts";
import { computeRegions, labelRegions } from "../../app/games/coloring/regions.ts";
import { drawRing, drawSegment } from "../../app/games/coloring/test-fixtures.ts";

const ROOT = join(import.meta.dirname, "../..");

describe("precomputed regions", () => {
  it("unpack gives back the same line layer and regions as computing them", () => {
    const lines = createLayer(120, 90);
    drawRing(lines, 40, 45, 25, 3, 2);
    drawSegment(lines, 70, 10, 110, 80, 2, 1.5);
    const tag = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]);
    const packed = packRegions(lines, labelRegions(lines), tag);
    const { lines: back, regions } = unpackRegions(packed);
    expect(back.data).toEqual(lines.data);
    expect(regions).toEqual(computeRegions(lines));
    expect(regionPackTag(packed)).toEqual(tag);
    expect(() => unpackRegions(packed.subarray(0, 100))).toThrow();
  });

  it("has an up-to-date file for every fixed page (run scripts/art/build-coloring-regions.ts after changing a page)", () => {
    expect(Object.keys(REGION_FILES).sort()).toEqual([...REGION_PAGES].sort());
    for (const page of REGION_PAGES) {
      const svg = readFileSync(join(ROOT, "public/art/coloring", `${page}.svg`));
      const packed = new Uint8Array(gunzipSync(readFileSync(join(ROOT, "public", REGION_FILES[page]))));
      expect(regionPackTag(packed), page).toEqual(svgTag(svg));
    }
  });
});
