// Colors the 11 coloring pages the way children do, with the site's own coloring engine (app/games/coloring), for the
// gallery's demo content: content/demo/colorings/<page>.png, credited to the demo children by the seed.
// Each picture has its own palette and habits: careful or wild fills, a few regions left white, brush scribbles
// (grass, a sun, a rainbow, hearts), and on some an emoticon sticker or two. Deterministic: the same PNGs each run.
// Run: node scripts/art/build-gallery-demo.ts   (Node 24; then commit the PNGs)
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { createColoringPage, toLineLayer, type ColoringPage, type Layer } from "../../app/games/coloring/index.ts";
import { DEMO_COLORINGS, type DemoColoring } from "../../content/demo/colorings.ts";
import { rng } from "./lib/svg.ts";

const ROOT = join(import.meta.dirname, "../..");
const OUT = join(ROOT, "content/demo/colorings");
const SIZE = 768;

const PALETTES: Record<DemoColoring["palette"], string[]> = {
  bright: ["#e53935", "#fb8c00", "#fdd835", "#43a047", "#008ed0", "#8e24aa", "#f06292", "#4fc3f7"],
  pastel: ["#ffcdd2", "#ffe0b2", "#fff9c4", "#c8e6c9", "#b3e5fc", "#d1c4e9", "#f8bbd0", "#ffcc80"],
  ocean: ["#0277bd", "#4fc3f7", "#26a69a", "#80deea", "#283593", "#b2ebf2", "#9ccc65", "#fdd835"],
  sunset: ["#ff7043", "#ffa726", "#ffd54f", "#ec407a", "#ab47bc", "#8d6e63", "#ffcc80", "#e53935"],
  forest: ["#2e7d32", "#9ccc65", "#8d6e63", "#fdd835", "#4fc3f7", "#e53935", "#a1887f", "#c5e1a5"],
  candy: ["#f06292", "#ba68c8", "#4dd0e1", "#fff176", "#aed581", "#ff8a65", "#9575cd", "#ffffff"],
};

async function rasterize(file: string, size: number): Promise<Layer> {
  const { data, info } = await sharp(file, { density: 300 })
    .resize(size, size, { fit: "contain", background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
  };
}

async function stickerBitmap(name: string): Promise<Layer> {
  const { data, info } = await sharp(join(ROOT, "public/art/emoticons", `${name}.svg`), { density: 144 })
    .resize(160, 160)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
  };
}

/** Fills every region big enough to aim at; a child skips a few and sometimes colors the sky. */
function fillRegions(page: ColoringPage, demo: DemoColoring, rnd: () => number): void {
  const { regions } = page;
  const colors = PALETTES[demo.palette];
  for (let r = 0; r < regions.regionCount; r++) {
    const size = regions.offsets[r + 1] - regions.offsets[r];
    if (size < 40) continue;
    const touchesEdge = regions.bounds[r * 4] === 0 || regions.bounds[r * 4 + 1] === 0;
    if (touchesEdge && size > SIZE * SIZE * 0.12 && !demo.sky) continue; // the big background: left white unless the child paints the sky
    if (rnd() < demo.skip) continue;
    const pixel = regions.pixels[regions.offsets[r] + Math.floor(size / 2)];
    const color = touchesEdge && demo.sky ? demo.sky : colors[Math.floor(rnd() * colors.length)];
    page.fillAt(pixel % regions.width, Math.floor(pixel / regions.width), color);
  }
}

/** A wobbly brush line through the points, like a hand that does not quite stay on course. */
function scribble(
  page: ColoringPage,
  points: [number, number][],
  color: string,
  size: number,
  rnd: () => number,
): void {
  const [first, ...rest] = points;
  page.beginStroke({ x: first[0], y: first[1] }, { color, size });
  for (const [x, y] of rest) page.strokeTo({ x: x + (rnd() - 0.5) * 10, y: y + (rnd() - 0.5) * 10 });
  page.endStroke();
}

function scribbles(page: ColoringPage, demo: DemoColoring, rnd: () => number): void {
  for (const kind of demo.scribbles) {
    if (kind === "grass") {
      const pts: [number, number][] = [];
      for (let x = 10; x < SIZE - 10; x += 18) pts.push([x, SIZE - 30 - (pts.length % 2 ? 26 : 0)]);
      scribble(page, pts, "#43a047", 10, rnd);
    } else if (kind === "sun") {
      const pts: [number, number][] = [];
      for (let a = 0; a <= Math.PI * 4; a += 0.35)
        pts.push([80 + Math.cos(a) * (30 - a * 3), 80 + Math.sin(a) * (30 - a * 3)]);
      scribble(page, pts, "#fdd835", 16, rnd);
    } else if (kind === "rainbow") {
      ["#e53935", "#fb8c00", "#fdd835", "#43a047", "#008ed0", "#8e24aa"].forEach((color, i) => {
        const pts: [number, number][] = [];
        for (let a = Math.PI; a <= Math.PI * 2 + 0.01; a += 0.2)
          pts.push([SIZE / 2 + Math.cos(a) * (330 - i * 14), 360 + Math.sin(a) * (300 - i * 14)]);
        scribble(page, pts, color, 12, rnd);
      });
    } else {
      for (let h = 0; h < 3; h++) {
        const cx = 90 + rnd() * (SIZE - 180);
        const cy = 60 + rnd() * 120;
        const pts: [number, number][] = [];
        for (let t = 0; t <= Math.PI * 2 + 0.01; t += 0.3) {
          const x = 16 * Math.sin(t) ** 3;
          const y = -(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t));
          pts.push([cx + x * 1.6, cy + y * 1.6]);
        }
        scribble(page, pts, "#f06292", 9, rnd);
      }
    }
  }
}

mkdirSync(OUT, { recursive: true });
const stickerImages = new Map<string, Layer>();
for (const demo of DEMO_COLORINGS) {
  const rnd = rng(demo.seed);
  const lines = toLineLayer(await rasterize(join(ROOT, "public/art/coloring", `${demo.page}.svg`), SIZE));
  const page = createColoringPage({ lines });
  fillRegions(page, demo, rnd);
  scribbles(page, demo, rnd);
  for (const [i, name] of demo.stickers.entries()) {
    if (!stickerImages.has(name)) stickerImages.set(name, await stickerBitmap(name));
    page.addSticker(name, SIZE - 110 - i * 120, 110 + i * 30, 120);
  }
  const image = page.toImage({ background: "#ffffff", stickerImages });
  const png = await sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .flatten({ background: "#ffffff" })
    .png({ palette: true, quality: 90, effort: 10, colors: 128 })
    .toBuffer();
  writeFileSync(join(OUT, `${demo.page}.png`), png);
  console.log(`${demo.page}.png  ${(png.length / 1024).toFixed(0)} kB  by ${demo.by}`);
}
