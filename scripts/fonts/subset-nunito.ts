// Splits the brand font's Latin file in two (run: npm run fonts; the output is committed, app/features/frame/fonts/).
// @fontsource-variable/nunito's Latin file (39 kB) covers all of Latin-1 and the whole weight axis (200–1000), and
// every public page asks for it first. Our own texts in every language use ASCII and a dozen other characters
// (LATIN_CORE) and the weights 400–800, so the core file holds those (22 kB) and the rest of the original
// range goes to a second file that the browser fetches only when a page shows one of its characters (a visitor's
// name, a title), as Google Fonts splits by unicode-range. Re-run after updating @fontsource-variable/nunito:
// scripts/fonts/font-ranges.test.ts compares the recorded source hash with the installed file.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";
import {
  FONTSOURCE_DIR,
  FONT_DIR,
  LATIN_CORE,
  LATIN_REST,
  SOURCE_FILE,
  WEIGHTS,
  codePoints,
  type Range,
} from "./font-ranges.ts";

async function subset(source: Buffer, ranges: Range[]): Promise<Buffer> {
  const text = String.fromCodePoint(...codePoints(ranges));
  return subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght: WEIGHTS } });
}

const source = await fs.readFile(SOURCE_FILE);
await fs.mkdir(FONT_DIR, { recursive: true });
for (const [name, ranges] of [
  ["nunito-latin-core-wght.woff2", LATIN_CORE],
  ["nunito-latin-rest-wght.woff2", LATIN_REST],
] as const) {
  const file = await subset(source, ranges);
  await fs.writeFile(path.join(FONT_DIR, name), file);
  console.log(`${name}: ${file.length} bytes`);
}
// The SIL Open Font License travels with the modified files (it names no reserved font name).
await fs.copyFile(path.join(FONTSOURCE_DIR, "LICENSE"), path.join(FONT_DIR, "OFL.txt"));
const sha256 = crypto.createHash("sha256").update(source).digest("hex");
await fs.writeFile(
  path.join(FONT_DIR, "source.json"),
  `${JSON.stringify({ source: path.basename(SOURCE_FILE), sha256 }, null, 2)}\n`,
);
