// Rasterises the art the site serves as bitmaps:
//   public/art/coloring/{name}.svg  -> public/coloring/preview/{name}.png   (512×512, palette PNG)
//   public/art/puzzles/{key}.svg     -> public/art/puzzles/{key}.jpg         (1200×900, quality 82)
//                                    -> public/art/puzzles/{key}-thumb.webp  (400×300)
// Idempotent: the same SVG always gives the same bytes, and a file is only rewritten when its
// bytes would change, so running it twice leaves the tree untouched.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { COLORING_PAGES as COLORING_PAGE_LIST } from "../../app/shared/constants.ts";

const ROOT = join(import.meta.dirname, "../..");
const COLORING_SVG = join(ROOT, "public/art/coloring");
const COLORING_PNG = join(ROOT, "public/coloring/preview");
const PUZZLES = join(ROOT, "public/art/puzzles");

export const COLORING_PAGES = COLORING_PAGE_LIST;
/** The puzzle scenes build-puzzles.ts wrote (its index.json lists them). */
export const PUZZLE_KEYS = (
  JSON.parse(readFileSync(join(PUZZLES, "index.json"), "utf8")) as Array<{ key: string }>
).map((scene) => scene.key);

/** Render an SVG at twice the target size and scale down, for smooth lines. */
function raster(svgFile: string, width: number, height: number): Sharp {
  const svg = readFileSync(svgFile);
  const density = 144 * (width / Number(/viewBox="0 0 (\d+)/.exec(svg.toString())?.[1] ?? width));
  return sharp(svg, { density })
    .resize(width, height, { fit: "fill", kernel: "lanczos3" })
    .flatten({ background: "#ffffff" });
}

function writeIfChanged(file: string, data: Buffer): "written" | "unchanged" {
  if (existsSync(file) && readFileSync(file).equals(data)) return "unchanged";
  writeFileSync(file, data);
  return "written";
}

async function main(): Promise<void> {
  mkdirSync(COLORING_PNG, { recursive: true });
  const log: string[] = [];
  for (const name of COLORING_PAGES) {
    const png = await raster(join(COLORING_SVG, `${name}.svg`), 512, 512)
      .greyscale()
      .png({ palette: true, colours: 16, compressionLevel: 9, effort: 10 })
      .toBuffer();
    const out = join(COLORING_PNG, `${name}.png`);
    log.push(
      `${writeIfChanged(out, png).padEnd(9)} public/coloring/preview/${name}.png (${(png.length / 1024).toFixed(1)} KB)`,
    );
  }
  for (const key of PUZZLE_KEYS) {
    const svg = join(PUZZLES, `${key}.svg`);
    const jpg = await raster(svg, 1200, 900).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    const webp = await raster(svg, 400, 300).webp({ quality: 80, effort: 6 }).toBuffer();
    log.push(
      `${writeIfChanged(join(PUZZLES, `${key}.jpg`), jpg).padEnd(9)} public/art/puzzles/${key}.jpg (${(jpg.length / 1024).toFixed(1)} KB)`,
    );
    log.push(
      `${writeIfChanged(join(PUZZLES, `${key}-thumb.webp`), webp).padEnd(9)} public/art/puzzles/${key}-thumb.webp (${(webp.length / 1024).toFixed(1)} KB)`,
    );
  }
  console.log(log.join("\n"));
}

await main();
