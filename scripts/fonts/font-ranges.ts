// The brand font's Latin characters, split in two files (scripts/fonts/subset-nunito.ts); global.css declares the
// same ranges (font-ranges.test.ts holds them equal).
import fs from "node:fs";
import path from "node:path";

/** A code point range, both ends included. */
export type Range = readonly [number, number];

/** The installed @fontsource-variable/nunito package: the Latin file, its unicode-range list and its licence. */
export const FONTSOURCE_DIR = path.resolve("node_modules/@fontsource-variable/nunito");
export const SOURCE_FILE = path.join(FONTSOURCE_DIR, "files/nunito-latin-wght-normal.woff2");
export const FONT_DIR = path.resolve("app/features/frame/fonts");
/** The weights the site's CSS uses (400 text, 600–800 labels and headings); the source file spans 200–1000. */
export const WEIGHTS = { min: 400, max: 800 } as const;

/** A CSS unicode-range value (U+0000-00FF,U+0131,…) as ranges. */
export function parseUnicodeRange(value: string): Range[] {
  return value.split(",").map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as const;
  });
}

/** @fontsource-variable/nunito's Latin file's unicode-range, from the package's own list. */
export const FONTSOURCE_LATIN: Range[] = parseUnicodeRange(
  (
    JSON.parse(fs.readFileSync(path.join(FONTSOURCE_DIR, "unicode.json"), "utf8")) as {
      latin: string;
    }
  ).latin,
);

/**
 * What the site's own texts use in every language (app/locales): ASCII with the control characters and the no-break
 * space, © × · « », the dashes, the curly quotes, the bullet, the ellipsis, ‹ ›, the minus sign and the byte-order mark.
 */
export const LATIN_CORE: Range[] = [
  [0x0000, 0x00a0],
  [0x00a9, 0x00a9],
  [0x00ab, 0x00ab],
  [0x00b7, 0x00b7],
  [0x00bb, 0x00bb],
  [0x00d7, 0x00d7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x2212, 0x2212],
  [0xfeff, 0xfeff],
];

export function codePoints(ranges: readonly Range[]): number[] {
  return ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, index) => from + index));
}

/** The code points of `ranges` as ranges again, merged and in order. */
export function toRanges(points: Iterable<number>): Range[] {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const point of sorted) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges;
}

/** The rest of Fontsource's Latin range: everything in it that is not in the core. */
const corePoints = new Set(codePoints(LATIN_CORE));
export const LATIN_REST: Range[] = toRanges(codePoints(FONTSOURCE_LATIN).filter((point) => !corePoints.has(point)));

/** A CSS unicode-range value: U+0000-00A0, U+00A9, … */
export function unicodeRange(ranges: readonly Range[]): string {
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}
