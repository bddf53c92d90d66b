// Makes every file offered on /play's downloads from the project's own art: wallpapers (JPEG/PNG),
// offline coloring sheets and paper crafts (A4 PDF), plus a WebP preview of each, and writes their
// sizes to public/downloads/manifest.json. Idempotent: a file is only rewritten when its bytes change.
// Run: npx tsx scripts/downloads/generate.ts
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { DOWNLOAD_SOURCES } from "../../content/downloads.ts";
import { craftSvg } from "./crafts.ts";
import { svgToPdf } from "./pdf.ts";
import { coloringSheetSvg } from "./sheets.ts";
import { desktopWallpaper, mobileWallpaper } from "./wallpapers.ts";

const OUT = path.resolve(import.meta.dirname, "../../public/downloads");
const PREVIEW_WIDTH = 360;

let written = 0;
function write(relative: string, bytes: Buffer): number {
  const file = path.join(OUT, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || !fs.readFileSync(file).equals(bytes)) {
    fs.writeFileSync(file, bytes);
    written += 1;
    console.log(`wrote ${path.relative(process.cwd(), file)} (${bytes.length} bytes)`);
  }
  return bytes.length;
}

async function preview(source: Buffer): Promise<Buffer> {
  return sharp(source, { density: 96 })
    .resize({ width: PREVIEW_WIDTH })
    .flatten({ background: "#ffffff" })
    .webp({ quality: 78 })
    .toBuffer();
}

async function build(item: (typeof DOWNLOAD_SOURCES)[number]): Promise<{ file: Buffer; picture: Buffer }> {
  switch (item.kind) {
    case "wallpaper-desktop": {
      const file = await desktopWallpaper(item.art);
      return { file, picture: file };
    }
    case "wallpaper-mobile": {
      const file = await mobileWallpaper(item.art);
      return { file, picture: file };
    }
    case "coloring-sheet": {
      const svg = coloringSheetSvg(item.art);
      return { file: await svgToPdf(svg, { title: `Coloring sheet: ${item.art}` }), picture: Buffer.from(svg) };
    }
    case "paper-craft": {
      const svg = craftSvg(item.art);
      return {
        file: await svgToPdf(svg, { title: `Paper craft: ${item.art} box car`, landscape: true }),
        picture: Buffer.from(svg),
      };
    }
  }
}

const files: Record<string, number> = {};
for (const item of DOWNLOAD_SOURCES) {
  const { file, picture } = await build(item);
  files[item.name] = write(item.name, file);
  write(`previews/${item.id}.webp`, await preview(picture));
}
const manifest = Buffer.from(`${JSON.stringify({ files }, Object.keys({ files, ...files }).sort(), 2)}\n`);
write("manifest.json", manifest);
console.log(`${DOWNLOAD_SOURCES.length} downloads, ${written} file(s) changed`);
