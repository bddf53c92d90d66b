import { fillRegion } from "~/games/coloring/fill.ts";
import { createLayer, type Layer } from "~/games/coloring/layer.ts";
import type { Rgba } from "~/games/coloring/palette.ts";
import { unpackRegions } from "~/games/coloring/region-pack.ts";
import { regionAt, regionBounds, type RegionMap } from "~/games/coloring/regions.ts";

/** What the page sends the early fill's worker: the region file (gzip) with the sheet's size, then each press. */
export type EarlyFillRequest =
  { file: ArrayBuffer; width: number; height: number } | { x: number; y: number; color: Rgba };
/** The rectangle around a filled region: the worker's copy of the fill layer there (RGBA). */
export interface EarlyFillPatch {
  x: number;
  y: number;
  w: number;
  h: number;
  buffer: ArrayBuffer;
}

/**
 * The early fill's worker (early-fill-page.ts starts it): it holds the region file off the page's main thread and
 * paints with the engine's own code (games/coloring: unpackRegions, regionAt, fillRegion). Given the file it answers
 * 1 (ready) or 0 (unusable: not a region file, or not the sheet's size); then for each press ({x, y} as fractions of
 * the sheet) it fills the region under it in its own copy of the fill layer and answers with that region's
 * rectangle; a press outside every region gets no answer.
 */
export function createEarlyFillWorker(inflate: (file: ArrayBuffer) => Promise<ArrayBuffer>) {
  let regions: RegionMap | null = null;
  let paint: Layer | null = null;
  return async (request: EarlyFillRequest): Promise<0 | 1 | EarlyFillPatch | null> => {
    if ("file" in request) {
      try {
        const unpacked = unpackRegions(new Uint8Array(await inflate(request.file))).regions;
        if (unpacked.width !== request.width || unpacked.height !== request.height) return 0;
        regions = unpacked;
        paint = createLayer(unpacked.width, unpacked.height);
        return 1;
      } catch {
        return 0;
      }
    }
    if (!regions || !paint) return null;
    const region = regionAt(regions, request.x * regions.width, request.y * regions.height);
    if (region < 0) return null;
    fillRegion(paint, regions, region, request.color);
    const box = regionBounds(regions, region);
    const out = new Uint8ClampedArray(box.width * box.height * 4);
    for (let row = 0; row < box.height; row++) {
      const start = ((box.y + row) * paint.width + box.x) * 4;
      out.set(paint.data.subarray(start, start + box.width * 4), row * box.width * 4);
    }
    return { x: box.x, y: box.y, w: box.width, h: box.height, buffer: out.buffer };
  };
}
