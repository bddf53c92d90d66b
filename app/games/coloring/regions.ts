import type { Layer, Rect } from "./layer.ts";
import { assignLinePixels, LINE } from "./line-owners.ts";

/**
 * Fill regions are computed once from the LINE layer only, never from paint,
 * so a fill always covers the whole shape whatever was painted before, and a
 * fill is just a walk over a precomputed pixel list.
 *
 * Every line pixel is also handed to its nearest region: filling a region
 * then paints underneath the anti-aliased edge of its outline too, which is
 * what keeps a light halo from showing between the colour and the line.
 */
export interface RegionMap {
  readonly width: number;
  readonly height: number;
  readonly regionCount: number;
  /** Region of each pixel (line pixels: their nearest region); -1 where none. */
  readonly labels: Int32Array;
  /** Pixels of region r are `pixels[offsets[r]] … pixels[offsets[r + 1] - 1]`. */
  readonly offsets: Int32Array;
  readonly pixels: Int32Array;
  /** Per region: minX, minY, maxX + 1, maxY + 1. */
  readonly bounds: Int32Array;
}

export interface RegionOptions {
  /**
   * Line-layer alpha (0–255) from which a pixel walls regions apart. Well
   * below 50%: a thin anti-aliased line straddling two pixels covers each by
   * half or less (art scaled down gets sub-pixel lines) and must still close its shape.
   */
  lineThreshold?: number;
  /** Enclosed specks smaller than this (gaps inside thick strokes) count as line. */
  minRegionPixels?: number;
}

export const DEFAULT_LINE_THRESHOLD = 96;
export const DEFAULT_MIN_REGION_PIXELS = 4;

const UNSEEN = -2;

/**
 * Pure and synchronous: the browser may run it in a Web Worker and post the
 * result back with `regionTransferables(map)` as the transfer list.
 */
export function computeRegions(lines: Layer, options: RegionOptions = {}): RegionMap {
  return regionsFromLabels(labelRegions(lines, options));
}

/** Each pixel's region and, for line pixels exactly between two regions, the second one: all a region map is built from. */
export interface RegionLabels {
  readonly width: number;
  readonly height: number;
  readonly regionCount: number;
  /** Region of each pixel (line pixels: their nearest region); -1 where none. */
  readonly labels: Int32Array;
  /** A line pixel's second, equally near region; -1 elsewhere. */
  readonly shared: Int32Array;
}

/** The costly half of `computeRegions` (flood labelling, handing out line pixels): what a build step can precompute. */
export function labelRegions(lines: Layer, options: RegionOptions = {}): RegionLabels {
  const { width, height, data } = lines;
  const threshold = options.lineThreshold ?? DEFAULT_LINE_THRESHOLD;
  const minPixels = options.minRegionPixels ?? DEFAULT_MIN_REGION_PIXELS;
  const n = width * height;
  const labels = new Int32Array(n);
  for (let i = 0, a = 3; i < n; i++, a += 4) labels[i] = data[a] >= threshold ? LINE : UNSEEN;

  // 4-connectivity: a diagonal step of a 1 px line must not let colour through.
  const sizes: number[] = [];
  const stack: number[] = [];
  for (let i = 0; i < n; i++) {
    if (labels[i] === UNSEEN) sizes.push(labelComponent(labels, width, height, i, sizes.length, stack));
  }
  const regionCount = dropSpecks(labels, sizes, minPixels);
  const shared = assignLinePixels(labels, width, height);
  return { width, height, regionCount, labels, shared };
}

/** The cheap half: per-region pixel lists and bounds from the labels (one linear pass). */
export function regionsFromLabels(source: RegionLabels): RegionMap {
  return buildRegionLists(source.labels, source.shared, source.width, source.height, source.regionCount);
}

export function regionAt(map: RegionMap, x: number, y: number): number {
  const px = Math.floor(x);
  const py = Math.floor(y);
  if (px < 0 || py < 0 || px >= map.width || py >= map.height) return -1;
  return map.labels[py * map.width + px];
}

export function regionBounds(map: RegionMap, region: number): Rect {
  const b = map.bounds;
  const k = region * 4;
  return { x: b[k], y: b[k + 1], width: b[k + 2] - b[k], height: b[k + 3] - b[k + 1] };
}

export function regionSize(map: RegionMap, region: number): number {
  return map.offsets[region + 1] - map.offsets[region];
}

export function regionTransferables(map: RegionMap): ArrayBuffer[] {
  return [map.labels, map.offsets, map.pixels, map.bounds].map((a) => a.buffer as ArrayBuffer);
}

/** Scanline flood: labels whole horizontal spans at once, seeding the rows above and below. */
function labelComponent(
  labels: Int32Array,
  width: number,
  height: number,
  seed: number,
  label: number,
  stack: number[],
): number {
  let size = 0;
  stack.push(seed);
  for (let s = stack.pop(); s !== undefined; s = stack.pop()) {
    if (labels[s] !== UNSEEN) continue;
    const y = (s / width) | 0;
    const rowStart = y * width;
    const rowEnd = rowStart + width - 1;
    let l = s;
    while (l > rowStart && labels[l - 1] === UNSEEN) l--;
    let r = s;
    while (r < rowEnd && labels[r + 1] === UNSEEN) r++;
    for (let i = l; i <= r; i++) labels[i] = label;
    size += r - l + 1;
    if (y > 0) pushRunStarts(labels, l - width, r - width, stack);
    if (y + 1 < height) pushRunStarts(labels, l + width, r + width, stack);
  }
  return size;
}

function pushRunStarts(labels: Int32Array, from: number, to: number, stack: number[]): void {
  let inRun = false;
  for (let i = from; i <= to; i++) {
    if (labels[i] === UNSEEN) {
      if (!inRun) stack.push(i);
      inRun = true;
    } else inRun = false;
  }
}

/** Turns too-small components into line pixels and renumbers the rest densely. */
function dropSpecks(labels: Int32Array, sizes: number[], minPixels: number): number {
  const remap = new Int32Array(sizes.length);
  let kept = 0;
  for (let r = 0; r < sizes.length; r++) remap[r] = sizes[r] >= minPixels ? kept++ : LINE;
  if (kept !== sizes.length) {
    for (let i = 0; i < labels.length; i++) if (labels[i] >= 0) labels[i] = remap[labels[i]];
  }
  return kept;
}

/** Builds per-region pixel lists (CSR) and bounds; a shared line pixel is listed in both regions. */
function buildRegionLists(
  labels: Int32Array,
  shared: Int32Array,
  width: number,
  height: number,
  regionCount: number,
): RegionMap {
  const offsets = new Int32Array(regionCount + 1);
  const bounds = new Int32Array(regionCount * 4);
  for (let r = 0; r < regionCount; r++) {
    bounds[r * 4] = width;
    bounds[r * 4 + 1] = height;
  }
  // Work per horizontal run of one label, not per pixel: regions are mostly long runs.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width;) {
      const l = labels[row + x];
      const start = x;
      while (x < width && labels[row + x] === l) x++;
      if (l >= 0) addRun(offsets, bounds, l, start, x, y);
    }
  }
  for (let i = 0; i < shared.length; i++) {
    const m = shared[i];
    if (m >= 0) addRun(offsets, bounds, m, i % width, (i % width) + 1, (i / width) | 0);
  }
  for (let r = 0; r < regionCount; r++) offsets[r + 1] += offsets[r];
  const pixels = new Int32Array(offsets[regionCount]);
  const cursor = offsets.slice(0, regionCount);
  for (let i = 0; i < labels.length; i++) {
    const l = labels[i];
    if (l >= 0) pixels[cursor[l]++] = i;
    const m = shared[i];
    if (m >= 0) pixels[cursor[m]++] = i;
  }
  return { width, height, regionCount, labels, offsets, pixels, bounds };
}

function addRun(offsets: Int32Array, bounds: Int32Array, region: number, x0: number, x1: number, y: number): void {
  offsets[region + 1] += x1 - x0;
  const k = region * 4;
  if (x0 < bounds[k]) bounds[k] = x0;
  if (y < bounds[k + 1]) bounds[k + 1] = y;
  if (x1 > bounds[k + 2]) bounds[k + 2] = x1;
  if (y >= bounds[k + 3]) bounds[k + 3] = y + 1;
}
