// Coloring engine fill benchmark: node bench/coloring-fill.ts (Node 24 strips the types).
// Prints one JSON line, then one line for people. Numbers, not a pass/fail check.
import { ColoringPage } from "../app/games/coloring/coloring-page.ts";
import { fillRegion } from "../app/games/coloring/fill.ts";
import { computeRegions, regionSize } from "../app/games/coloring/regions.ts";
import { busyLineArt, seededRandom } from "../app/games/coloring/test-fixtures.ts";

const SIZE = 1024;
const FILLS = 200;

function stats(samples: number[]): { median: number; p95: number; max: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { median: round(at(0.5)), p95: round(at(0.95)), max: round(s[s.length - 1]) };
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

const lines = busyLineArt(SIZE, 12, 160);

// Preprocessing: first run includes JIT warm-up, as a page load in the browser would.
let t = performance.now();
const regions = computeRegions(lines);
const preprocessFirstMs = performance.now() - t;
const preprocessRuns: number[] = [];
for (let k = 0; k < 5; k++) {
  t = performance.now();
  computeRegions(lines);
  preprocessRuns.push(performance.now() - t);
}

const page = new ColoringPage({ lines, regions, historyLimit: 50 });
const random = seededRandom(42);
const randomColor = () =>
  `#${Math.floor(random() * 0xffffff)
    .toString(16)
    .padStart(6, "0")}`;

// Largest region first: the page background, the worst case for one fill.
let largest = 0;
for (let r = 1; r < regions.regionCount; r++) if (regionSize(regions, r) > regionSize(regions, largest)) largest = r;

// `fillAt` is what a tap costs: region lookup, undo capture (RLE), the fill itself.
const tapMs: number[] = [];
const rawMs: number[] = [];
for (let k = 0; k < FILLS; k++) {
  const region = k === 0 ? largest : Math.floor(random() * regions.regionCount);
  const k0 = regions.pixels[regions.offsets[region]];
  const x = k0 % SIZE;
  const y = Math.floor(k0 / SIZE);
  t = performance.now();
  page.fillAt(x, y, randomColor());
  tapMs.push(performance.now() - t);
  const c = parseInt(randomColor().slice(1), 16);
  t = performance.now();
  fillRegion(page.fills, regions, region, { r: c >> 16, g: (c >> 8) & 255, b: c & 255, a: 255 });
  rawMs.push(performance.now() - t);
}

// Worst case for one tap: the blank page, a single region of every pixel, with a different colour each time.
const blank = new ColoringPage({ width: SIZE, height: SIZE });
const wholePageMs: number[] = [];
for (let k = 0; k < 20; k++) {
  t = performance.now();
  blank.fillAt(10, 10, randomColor());
  wholePageMs.push(performance.now() - t);
}

const result = {
  bench: "coloring-fill",
  page: `${SIZE}x${SIZE}`,
  regions: regions.regionCount,
  largestRegionPixels: regionSize(regions, largest),
  preprocessMs: { first: round(preprocessFirstMs), ...stats(preprocessRuns) },
  fills: FILLS,
  fillAtMs: stats(tapMs),
  fillRegionMs: stats(rawMs),
  wholePageFillAtMs: stats(wholePageMs),
  historyBytes: page.history.byteLength,
  historySteps: page.history.undoDepth,
  node: process.version,
};
console.log(JSON.stringify(result));
console.log(
  `coloring fill on ${SIZE}×${SIZE} with ${regions.regionCount} regions: preprocessing ${result.preprocessMs.median} ms ` +
    `(first ${result.preprocessMs.first} ms); tap fill with undo capture median ${result.fillAtMs.median} ms, ` +
    `p95 ${result.fillAtMs.p95} ms, max ${result.fillAtMs.max} ms (raw fill max ${result.fillRegionMs.max} ms) over ${FILLS} fills; ` +
    `whole-page fill median ${result.wholePageFillAtMs.median} ms, max ${result.wholePageFillAtMs.max} ms`,
);
