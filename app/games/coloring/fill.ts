import { packRgba, pixelWords, type Layer } from "./layer.ts";
import type { Rgba } from "./palette.ts";
import type { RegionMap } from "./regions.ts";

/**
 * Paints every pixel of `region` (its inside and its share of the outline)
 * with an opaque colour. Regions come from the line layer, so this is one
 * write per listed pixel: no search, no tolerance, no halo.
 * Returns how many pixels changed.
 */
export function fillRegion(paint: Layer, map: RegionMap, region: number, color: Rgba): number {
  if (region < 0 || region >= map.regionCount) return 0;
  const words = pixelWords(paint);
  const word = packRgba(color.r, color.g, color.b, color.a);
  const { pixels } = map;
  const end = map.offsets[region + 1];
  let changed = 0;
  for (let k = map.offsets[region]; k < end; k++) {
    const i = pixels[k];
    if (words[i] !== word) {
      words[i] = word;
      changed++;
    }
  }
  return changed;
}

/** True when filling would change something; lets a caller skip recording an undo step. */
export function fillWouldChange(paint: Layer, map: RegionMap, region: number, color: Rgba): boolean {
  if (region < 0 || region >= map.regionCount) return false;
  const words = pixelWords(paint);
  const word = packRgba(color.r, color.g, color.b, color.a);
  const { pixels } = map;
  for (let k = map.offsets[region], end = map.offsets[region + 1]; k < end; k++) {
    if (words[pixels[k]] !== word) return true;
  }
  return false;
}
