// Checks that the coloring pages are made of closed regions, as a flood fill in the coloring
// app sees them: rasterise each page at 1024×1024, threshold the lines, count the connected
// white regions (4-connectivity) and report the count and the largest region.
// A page whose only real region is the background is broken (an outline has a gap).
// It also checks the file rules: under 20 KB, white fills only, black strokes only.
//
//   node scripts/art/check-coloring-regions.ts [--debug <dir>]
// --debug writes each page with every region painted a random colour, to spot leaks by eye.
import { readFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { COLORING_PAGES } from "../../app/shared/constants.ts";

const DIR = join(import.meta.dirname, "../../public/art/coloring");
const PAGES = COLORING_PAGES;
const SIZE = 1024;
/** Regions smaller than this (pupil glints, anti-aliasing specks) are not counted as colourable. */
const MIN_REGION = 50;

export interface RegionReport {
  page: string;
  regions: number;
  tiny: number;
  largest: number;
  largestShare: number;
  ok: boolean;
  problems: string[];
}

/** File rules for a coloring page: small, white fills only, black strokes only. */
export function lintPage(svg: string): string[] {
  const problems: string[] = [];
  if (svg.length >= 20 * 1024) problems.push(`file is ${(svg.length / 1024).toFixed(1)} KB (limit 20 KB)`);
  const fills = new Set([...svg.matchAll(/fill="([^"]*)"/g)].map((m) => m[1].toLowerCase()));
  const strokes = new Set([...svg.matchAll(/stroke="([^"]*)"/g)].map((m) => m[1].toLowerCase()));
  const badFills = [...fills].filter((f) => !["#fff", "#ffffff", "white", "none"].includes(f));
  const badStrokes = [...strokes].filter((c) => !["#000", "#000000", "black", "none"].includes(c));
  if (badFills.length) problems.push(`non-white fills: ${badFills.join(", ")}`);
  if (badStrokes.length) problems.push(`non-black strokes: ${badStrokes.join(", ")}`);
  if (/opacity=/.test(svg)) problems.push("uses opacity");
  return problems;
}

/** Label white pixels (value 1) into 4-connected regions; returns labels and region sizes. */
export function labelRegions(white: Uint8Array, w: number, h: number): { labels: Int32Array; sizes: number[] } {
  const labels = new Int32Array(w * h).fill(-1);
  const sizes: number[] = [];
  const stack = new Int32Array(w * h);
  for (let start = 0; start < w * h; start++) {
    if (!white[start] || labels[start] !== -1) continue;
    const id = sizes.length;
    let top = 0;
    let size = 0;
    stack[top++] = start;
    labels[start] = id;
    while (top > 0) {
      const p = stack[--top];
      size++;
      const x = p % w;
      const neighbours = [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, p - w, p + w];
      for (const q of neighbours) {
        if (q >= 0 && q < w * h && white[q] && labels[q] === -1) {
          labels[q] = id;
          stack[top++] = q;
        }
      }
    }
    sizes.push(size);
  }
  return { labels, sizes };
}

async function checkPage(page: string, debugDir: string | undefined): Promise<RegionReport> {
  const svg = readFileSync(join(DIR, `${page}.svg`));
  const problems = lintPage(svg.toString());
  const { data, info } = await sharp(svg, { density: 72 })
    .resize(SIZE, SIZE)
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const white = new Uint8Array(info.width * info.height);
  for (let i = 0; i < white.length; i++) white[i] = data[i] >= 128 ? 1 : 0;
  const { labels, sizes } = labelRegions(white, info.width, info.height);
  const real = sizes.filter((s) => s >= MIN_REGION);
  const largest = Math.max(0, ...sizes);
  if (debugDir) {
    const rgb = Buffer.alloc(white.length * 3);
    const colours = sizes.map((_, i) => [((i * 97) % 200) + 40, ((i * 57) % 200) + 40, ((i * 151) % 200) + 40]);
    for (let i = 0; i < white.length; i++) {
      const c = labels[i] >= 0 ? colours[labels[i]] : [0, 0, 0];
      rgb[i * 3] = c[0];
      rgb[i * 3 + 1] = c[1];
      rgb[i * 3 + 2] = c[2];
    }
    mkdirSync(debugDir, { recursive: true });
    await sharp(rgb, { raw: { width: info.width, height: info.height, channels: 3 } })
      .png()
      .toFile(join(debugDir, `${page}.png`));
  }
  return {
    page,
    regions: real.length,
    tiny: sizes.length - real.length,
    largest,
    largestShare: largest / white.length,
    // blank is the frame only: inside and outside the frame. Others need many closed regions.
    ok: (page === "blank" ? real.length >= 2 : real.length > 1) && problems.length === 0,
    problems,
  };
}

async function main(): Promise<void> {
  const i = process.argv.indexOf("--debug");
  const debugDir = i > 0 ? process.argv[i + 1] : undefined;
  let failed = 0;
  console.log("page          regions  tiny  largest region");
  for (const page of PAGES) {
    const r = await checkPage(page, debugDir);
    if (!r.ok) failed++;
    console.log(
      `${r.page.padEnd(13)} ${String(r.regions).padStart(7)} ${String(r.tiny).padStart(5)}  ${String(r.largest).padStart(7)} px (${(r.largestShare * 100).toFixed(1)}%)`,
    );
    if (r.regions <= 1) console.log("  BROKEN: the background is the only region (an outline has a gap)");
    for (const p of r.problems) console.log(`  BROKEN: ${p}`);
  }
  if (failed) {
    console.error(`${failed} page(s) broken`);
    process.exit(1);
  }
}

await main();
