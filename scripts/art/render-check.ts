// Checks the site's illustrations in public/art (the coloring, puzzle and emoticon folders have
// their own checks) and rasterises them so they can be looked at:
//
//   node scripts/art/render-check.ts [--out <dir>]      (default <os tmpdir>/art-check)
//
// Every SVG must have a root <svg> with a viewBox, no width/height, role="img" and a <title>;
// files over SIZE_WARN bytes are reported, files over SIZE_MAX fail. Writes one PNG per file and
// a contact sheet per folder (characters.png, avatars.png, seasons.png, ...) into the out dir.
import { readFileSync, readdirSync, mkdirSync, statSync } from "node:fs";
import { join, relative, dirname } from "node:path";
import { tmpdir } from "node:os";
import { pathToFileURL } from "node:url";
import sharp from "sharp";

const ROOT = join(import.meta.dirname, "../../public/art");
const SKIP = new Set(["coloring", "puzzles", "emoticons"]);
export const SIZE_WARN = 12 * 1024;
export const SIZE_MAX = 24 * 1024;
/** Contact-sheet cell width per folder (px). */
const CELL: Record<string, number> = {
  characters: 200,
  avatars: 96,
  seasons: 400,
  apps: 120,
  licensed: 120,
  icons: 48,
  ".": 300,
};

/** Problems with one SVG's text (empty when it is fine). */
export function checkSvg(text: string): string[] {
  const problems: string[] = [];
  const open = /<svg\b[^>]*>/.exec(text)?.[0];
  if (!open) return ["no <svg> root"];
  if (!/\sviewBox="[\d.\s-]+"/.test(open)) problems.push("root has no viewBox");
  if (/\s(width|height)=/.test(open)) problems.push("root sets width/height");
  if (!/\srole="img"/.test(open)) problems.push('root has no role="img"');
  if (!/<title>[^<]+<\/title>/.test(text)) problems.push("no <title>");
  return problems;
}

function listSvgs(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!SKIP.has(name)) out.push(...listSvgs(full));
    } else if (name.endsWith(".svg")) out.push(full);
  }
  return out;
}

async function contactSheet(files: string[], cell: number, target: string): Promise<void> {
  const cols = Math.max(1, Math.min(files.length, Math.floor(1600 / (cell + 10))));
  const tiles = await Promise.all(
    files.map(async (f) => {
      const input = await sharp(f, { density: 150 })
        .resize(cell, cell, { fit: "contain", background: "#00000000" })
        .png()
        .toBuffer();
      return input;
    }),
  );
  const rows = Math.ceil(files.length / cols);
  await sharp({
    create: { width: cols * (cell + 10) + 10, height: rows * (cell + 10) + 10, channels: 4, background: "#f4f1ea" },
  })
    .composite(
      tiles.map((input, i) => ({
        input,
        left: 10 + (i % cols) * (cell + 10),
        top: 10 + Math.floor(i / cols) * (cell + 10),
      })),
    )
    .png()
    .toFile(target);
}

async function main(): Promise<void> {
  const i = process.argv.indexOf("--out");
  const outDir = i > 0 && process.argv[i + 1] ? process.argv[i + 1] : join(tmpdir(), "art-check");
  mkdirSync(outDir, { recursive: true });
  const files = listSvgs(ROOT);
  let failed = 0;
  const groups = new Map<string, string[]>();
  for (const file of files) {
    const rel = relative(ROOT, file);
    const text = readFileSync(file, "utf8");
    const problems = checkSvg(text);
    const size = Buffer.byteLength(text);
    if (size > SIZE_MAX) problems.push(`${size} bytes (max ${SIZE_MAX})`);
    if (problems.length) {
      failed++;
      console.log(`FAIL ${rel}: ${problems.join("; ")}`);
    } else if (size > SIZE_WARN) console.log(`note ${rel}: ${size} bytes`);
    const png = join(outDir, rel.replace(/[\\/]/g, "_").replace(/\.svg$/, ".png"));
    await sharp(file, { density: 150 }).flatten({ background: "#ffffff" }).png().toFile(png);
    const group = dirname(rel).split(/[\\/]/).pop() ?? ".";
    groups.set(group, [...(groups.get(group) ?? []), file]);
  }
  for (const [group, list] of groups) {
    await contactSheet(list, CELL[group] ?? 200, join(outDir, `${group === "." ? "misc" : group}.png`));
  }
  console.log(`${files.length} files checked, ${failed} failing; PNGs and contact sheets in ${outDir}`);
  if (failed) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
