// The committed downloads match the catalog: the counts of spec §9, real sizes and formats, and the
// byte sizes the play page shows. (Regenerate with npx tsx scripts/downloads/generate.ts.)
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DOWNLOAD_SOURCES } from "../../content/downloads";

const PUBLIC = path.resolve(import.meta.dirname, "../../public");
const count = (kind: string) => DOWNLOAD_SOURCES.filter((d) => d.kind === kind).length;

describe("downloads", () => {
  it("has 3 desktop and 4 phone wallpapers, 8 coloring sheets and 10 paper crafts", () => {
    expect([
      count("wallpaper-desktop"),
      count("wallpaper-mobile"),
      count("coloring-sheet"),
      count("paper-craft"),
    ]).toEqual([3, 4, 8, 10]);
    expect(new Set(DOWNLOAD_SOURCES.map((d) => d.file)).size).toBe(DOWNLOAD_SOURCES.length);
  });

  it("every file exists with the size the page shows, and a preview", () => {
    for (const d of DOWNLOAD_SOURCES) {
      const file = path.join(PUBLIC, d.file);
      expect(fs.existsSync(file), d.file).toBe(true);
      expect(fs.statSync(file).size, d.file).toBe(d.bytes);
      expect(fs.existsSync(path.join(PUBLIC, d.preview)), d.preview).toBe(true);
    }
  });

  it("wallpapers have their real pixel sizes and formats", async () => {
    for (const d of DOWNLOAD_SOURCES.filter((x) => x.kind.startsWith("wallpaper"))) {
      const meta = await sharp(path.join(PUBLIC, d.file)).metadata();
      expect({ width: meta.width, height: meta.height, format: meta.format }, d.file).toEqual({
        width: d.width,
        height: d.height,
        format: d.format === "JPEG" ? "jpeg" : "png",
      });
    }
  });

  it("printables are one-page A4 PDFs, crafts lying across the page", () => {
    for (const d of DOWNLOAD_SOURCES.filter((x) => x.format === "PDF")) {
      const text = fs.readFileSync(path.join(PUBLIC, d.file), "latin1");
      expect(text.startsWith("%PDF-"), d.file).toBe(true);
      expect(text.match(/\/Type \/Page\b/g)?.length, d.file).toBe(1);
      const box = text.match(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/);
      const [w, h] = [Number(box?.[1]), Number(box?.[2])];
      const a4 = d.kind === "paper-craft" ? [841.89, 595.28] : [595.28, 841.89];
      expect(w, d.file).toBeCloseTo(a4[0], 1);
      expect(h, d.file).toBeCloseTo(a4[1], 1);
    }
  });
});
