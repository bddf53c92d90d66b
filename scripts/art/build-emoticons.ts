// Builds the 24 reaction emoticons (p1..p6, r1..r6, a1..a6, h1..h6): the front of each rescue
// vehicle with its face, in six expressions. Output: public/art/emoticons/*.svg + README.md.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Pen, colorPen, gOpen, svgDoc, NAVY, n } from "./lib/svg.ts";
import { type Expression, type FaceSpot, EXPRESSIONS, eyes, mouth, extras, thumbsUp } from "./lib/faces.ts";

const OUT = join(import.meta.dirname, "../../public/art/emoticons");
const SIZE = 96;
const TYRE = "#3b4452";
const HUB = "#c9d1dc";
const GLASS = "#a8ddf7";

interface Front {
  key: string;
  name: string;
  body: (pen: Pen) => string;
  face: FaceSpot;
}

const glassShine = (d: string): string => `<path d="${d}" fill="#fff" opacity="0.45" stroke="none"/>`;

const poli: Front = {
  key: "p",
  name: "Poli",
  face: {
    left: { cx: 37, cy: 40, rx: 8.5, ry: 10 },
    right: { cx: 59, cy: 40, rx: 8.5, ry: 10 },
    mx: 48,
    my: 62,
    mw: 20,
  },
  body: () =>
    `<rect x="11" y="70" width="17" height="21" rx="5" fill="${TYRE}"/><rect x="68" y="70" width="17" height="21" rx="5" fill="${TYRE}"/>` +
    `<rect x="29" y="11" width="19" height="10" rx="3" fill="#e63b2e"/><rect x="48" y="11" width="19" height="10" rx="3" fill="#3d7bff"/>` +
    `<path d="M14 52L22 24Q23.5 19 29 19L67 19Q72.5 19 74 24L82 52Z" fill="#2f6fdc"/>` +
    `<path d="M20.5 29L22 24Q23.5 19 29 19L67 19Q72.5 19 74 24L75.5 29Z" fill="#fff"/>` +
    `<path d="M19 52L24.5 31L71.5 31L77 52Z" fill="${GLASS}"/>` +
    glassShine("M26 34L31 34L25 48L22 48Z") +
    `<rect x="6" y="50" width="84" height="30" rx="8" fill="#2f6fdc"/>` +
    `<circle cx="16" cy="61" r="6" fill="#fff3b0"/><circle cx="80" cy="61" r="6" fill="#fff3b0"/>` +
    `<rect x="9" y="76" width="78" height="10" rx="5" fill="${HUB}"/>`,
};

const roy: Front = {
  key: "r",
  name: "Roy",
  face: { left: { cx: 36, cy: 40, rx: 9, ry: 10 }, right: { cx: 60, cy: 40, rx: 9, ry: 10 }, mx: 48, my: 66, mw: 20 },
  body: () =>
    `<rect x="11" y="72" width="18" height="20" rx="5" fill="${TYRE}"/><rect x="67" y="72" width="18" height="20" rx="5" fill="${TYRE}"/>` +
    // ladder lying on the roof, seen end-on and a little from above
    `<rect x="5" y="7" width="86" height="11" rx="3" fill="#9aa5b4"/>` +
    `<path d="M17 8.5L17 16.5M29 8.5L29 16.5M41 8.5L41 16.5M55 8.5L55 16.5M67 8.5L67 16.5M79 8.5L79 16.5" fill="none"/>` +
    `<rect x="10" y="18" width="76" height="66" rx="9" fill="#e63b2e"/>` +
    `<rect x="17" y="25" width="62" height="30" rx="6" fill="${GLASS}"/>` +
    glassShine("M22 29L28 29L22 50L20 50Z") +
    `<rect x="10" y="57" width="76" height="6" fill="#ffd23f"/>` +
    `<circle cx="19" cy="70" r="5.5" fill="#fff3b0"/><circle cx="77" cy="70" r="5.5" fill="#fff3b0"/>` +
    `<rect x="7" y="78" width="82" height="10" rx="5" fill="${HUB}"/>`,
};

const amber: Front = {
  key: "a",
  name: "Amber",
  face: {
    left: { cx: 37, cy: 44, rx: 8.5, ry: 9.5 },
    right: { cx: 59, cy: 44, rx: 8.5, ry: 9.5 },
    mx: 48,
    my: 67,
    mw: 18,
  },
  body: () =>
    `<rect x="12" y="72" width="17" height="20" rx="5" fill="${TYRE}"/><rect x="67" y="72" width="17" height="20" rx="5" fill="${TYRE}"/>` +
    `<rect x="30" y="6" width="18" height="9" rx="3" fill="#e63b2e"/><rect x="48" y="6" width="18" height="9" rx="3" fill="#3d7bff"/>` +
    `<rect x="10" y="14" width="76" height="70" rx="10" fill="#fff"/>` +
    `<path d="M44 17H52V21H56V29H52V33H44V29H40V21H44Z" fill="#e63b2e"/>` +
    `<path d="M10 24Q10 14 20 14L20 84Q10 84 10 74Z" fill="#f48fb1"/><path d="M86 24Q86 14 76 14L76 84Q86 84 86 74Z" fill="#f48fb1"/>` +
    `<rect x="23" y="34" width="50" height="21" rx="5" fill="${GLASS}"/>` +
    glassShine("M27 37L32 37L28 52L26 52Z") +
    `<rect x="20" y="58" width="56" height="5" fill="#f48fb1"/>` +
    `<circle cx="19" cy="66" r="5.5" fill="#fff3b0"/><circle cx="77" cy="66" r="5.5" fill="#fff3b0"/>` +
    `<rect x="8" y="78" width="80" height="10" rx="5" fill="${HUB}"/>`,
};

const helly: Front = {
  key: "h",
  name: "Helly",
  face: { left: { cx: 37, cy: 45, rx: 9, ry: 10 }, right: { cx: 59, cy: 45, rx: 9, ry: 10 }, mx: 48, my: 67, mw: 18 },
  body: () =>
    // skids: struts and feet
    `<path d="M30 78L22 90M66 78L74 90" fill="none" stroke-width="3.6" stroke="${NAVY}"/>` +
    `<path d="M30 78L22 90M66 78L74 90" fill="none" stroke-width="1.6" stroke="#9aa5b4"/>` +
    `<rect x="8" y="87" width="26" height="6" rx="3" fill="#9aa5b4"/><rect x="62" y="87" width="26" height="6" rx="3" fill="#9aa5b4"/>` +
    // rotor blades and mast
    `<rect x="3" y="10" width="90" height="6" rx="3" fill="#5b6675"/>` +
    `<rect x="42" y="13" width="12" height="15" rx="3" fill="#ffd23f"/>` +
    `<ellipse cx="48" cy="13" rx="8" ry="5" fill="#ffd23f"/>` +
    `<ellipse cx="48" cy="56" rx="38" ry="30" fill="#5cb85c"/>` +
    `<path d="M16 48Q18 28 48 27Q78 28 80 48Q80 56 72 57L24 57Q16 56 16 48Z" fill="${GLASS}"/>` +
    glassShine("M24 44Q26 33 36 31L36 34Q29 37 27 45Z") +
    `<path d="M14 70Q48 80 82 70L80 75Q48 86 16 75Z" fill="#ffd23f"/>` +
    `<circle cx="48" cy="82" r="3.5" fill="#fff3b0"/>`,
};

export const FRONTS: Front[] = [poli, roy, amber, helly];

const EXPRESSION_NAMES: Record<Expression, string> = {
  happy: "happy smile",
  laugh: "big laugh",
  love: "love (heart eyes)",
  wow: "surprised / wow",
  sad: "sad (a tear)",
  cool: "cool (sunglasses, thumbs-up, sparkles)",
};

export function emoticonSvg(front: Front, expr: Expression): string {
  const pen = colorPen(1.6);
  const body =
    gOpen(pen) +
    front.body(pen) +
    eyes(pen, front.face, expr) +
    mouth(pen, front.face, expr) +
    extras(pen, front.face, expr, SIZE) +
    (expr === "cool" ? thumbsUp(pen, 66, 62, 1.15) : "") +
    "</g>";
  return svgDoc(SIZE, SIZE, `<title>${front.name}: ${EXPRESSION_NAMES[expr]}</title>${body}`);
}

function main(): void {
  mkdirSync(OUT, { recursive: true });
  const rows: string[] = [];
  for (const front of FRONTS) {
    EXPRESSIONS.forEach((expr, i) => {
      const name = `${front.key}${i + 1}`;
      writeFileSync(join(OUT, `${name}.svg`), emoticonSvg(front, expr));
      rows.push(`| \`${name}\` | ${front.name} | ${EXPRESSION_NAMES[expr]} |`);
    });
  }
  const readme = [
    "# Reaction emoticons",
    "",
    "The 24 emoticons used for reactions on colorings (`:p1:` … `:h6:`). Each is the front of a",
    "rescue vehicle with its face, 96×96 SVG, drawn for this project (see DESIGN.md §4.19).",
    "Generated by `scripts/art/build-emoticons.ts`; edit the script, not the SVG files.",
    "",
    "| Name | Character | Expression |",
    "|---|---|---|",
    ...rows,
    "",
  ].join("\n");
  writeFileSync(join(OUT, "README.md"), readme);
  console.log(`wrote ${rows.length} emoticons to ${OUT} (${n(SIZE)}px)`);
}

main();
