// Paper crafts: a fold-up box car of one character on A4 landscape (millimetre units). A cuboid net —
// side, front, side, back in a row, roof above and floor below the first side — with solid cut lines,
// dashed fold lines and grey glue tabs. The legend is drawn as pictures, so it needs no language.
import { escapeXml, loadArt, placeArt, svgDocument } from "./art.ts";

export const CRAFT_CHARACTERS: Record<string, { name: string; body: string; dark: string }> = {
  poli: { name: "POLI", body: "#2f6fdc", dark: "#2457b3" },
  roy: { name: "ROY", body: "#e63b2e", dark: "#b82c22" },
  amber: { name: "AMBER", body: "#ffffff", dark: "#f48fb1" },
  helly: { name: "HELLY", body: "#5cb85c", dark: "#3f8f3f" },
  jin: { name: "JIN", body: "#e8850a", dark: "#b86500" },
  mark: { name: "MARK", body: "#ff8a00", dark: "#cc6e00" },
  cleany: { name: "CLEANY", body: "#1fb5a8", dark: "#168a80" },
  posty: { name: "POSTY", body: "#ffcc00", dark: "#d1a700" },
  cap: { name: "CAP", body: "#7e57c2", dark: "#5e3e9e" },
  schoolb: { name: "SCHOOL B", body: "#ffb300", dark: "#d18f00" },
};

const INK = "#1d2a3a";
const TAB_FILL = "#d9dde3";
const PAGE = { width: 297, height: 210 };
// box: length, width (front), height; glue-tab depth
const L = 86;
const W = 42;
const H = 46;
const T = 8;
const X0 = (PAGE.width - (2 * L + 2 * W + T)) / 2;
const Y_TOP = 46; // roof's far edge
const Y_ROW = Y_TOP + W; // top of the side row
const Y_BOT = Y_ROW + H; // bottom of the side row
const Y_END = Y_BOT + W; // floor's far edge
const INSET = T * 0.9;
/** The vehicles fill about this part of their 400×400 character art. */
const HERO_CROP = "10 30 385 335";

type Pt = [number, number];

function isLight(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 170;
}

function polygon(points: Pt[], attrs: string): string {
  return `<path d="M${points.map(([x, y]) => `${x.toFixed(2)} ${y.toFixed(2)}`).join("L")}Z" ${attrs}/>`;
}

/** The outer cut line, clockwise from the roof's top-left corner, tabs included. */
function outline(): Pt[] {
  const xr = X0 + 2 * L + 2 * W; // right end of the row
  return [
    [X0, Y_TOP],
    [X0 + INSET, Y_TOP - T],
    [X0 + L - INSET, Y_TOP - T],
    [X0 + L, Y_TOP],
    [X0 + L + T, Y_TOP + INSET],
    [X0 + L + T, Y_ROW - INSET],
    [X0 + L, Y_ROW],
    [xr, Y_ROW],
    [xr + T, Y_ROW + INSET],
    [xr + T, Y_BOT - INSET],
    [xr, Y_BOT],
    [X0 + L, Y_BOT],
    [X0 + L + T, Y_BOT + INSET],
    [X0 + L + T, Y_END - INSET],
    [X0 + L, Y_END],
    [X0 + L - INSET, Y_END + T],
    [X0 + INSET, Y_END + T],
    [X0, Y_END],
    [X0 - T, Y_END - INSET],
    [X0 - T, Y_BOT + INSET],
    [X0, Y_BOT],
    [X0, Y_ROW],
    [X0 - T, Y_ROW - INSET],
    [X0 - T, Y_TOP + INSET],
  ];
}

function foldLines(): string {
  const xs = [X0 + L, X0 + L + W, X0 + 2 * L + W, X0 + 2 * L + 2 * W];
  const lines: [number, number, number, number][] = [
    ...xs.map((x): [number, number, number, number] => [x, Y_ROW, x, Y_BOT]),
    [X0, Y_ROW, X0 + L, Y_ROW],
    [X0, Y_BOT, X0 + L, Y_BOT],
    [X0, Y_TOP, X0 + L, Y_TOP],
    [X0, Y_TOP, X0, Y_ROW],
    [X0 + L, Y_TOP, X0 + L, Y_ROW],
    [X0, Y_END, X0 + L, Y_END],
    [X0, Y_BOT, X0, Y_END],
    [X0 + L, Y_BOT, X0 + L, Y_END],
  ];
  return lines
    .map(
      ([a, b, c, d]) =>
        `<path d="M${a} ${b}L${c} ${d}" stroke="${INK}" stroke-width="0.5" stroke-dasharray="2.5 1.8" fill="none"/>`,
    )
    .join("");
}

export function scissors(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="${INK}" stroke-width="1.2" stroke-linecap="round"><circle cx="3" cy="3" r="2.4"/><circle cx="3" cy="11" r="2.4"/><path d="M5 4.5L14 10M5 9.5L14 4"/></g>`;
}

export function foldIcon(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="#fff" stroke="${INK}" stroke-width="1" stroke-linejoin="round"><path d="M1 1H9L13 5V13H1Z"/><path d="M9 1V5H13" fill="${TAB_FILL}"/><path d="M4 10Q7 6 10 8" fill="none"/><path d="M9 6.6L10.2 8.1L8.4 8.7" fill="none"/></g>`;
}

export function glueIcon(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})" stroke="${INK}" stroke-width="1" stroke-linejoin="round"><path d="M3 6H11V14H3Z" fill="#fff"/><path d="M5 3H9V6H5Z" fill="${TAB_FILL}"/><path d="M7 0.5Q8.6 2.4 7 3Q5.4 2.4 7 0.5Z" fill="#8ecae6"/><path d="M5 9H9" fill="none"/></g>`;
}

function legend(): string {
  const y = 14;
  const item = (x: number, icon: string, sample: string) =>
    `${icon}<g transform="translate(${x + 20} 0)">${sample}</g>`;
  return [
    item(150, scissors(150, y, 0.9), `<path d="M0 ${y + 6}H22" stroke="${INK}" stroke-width="0.6"/>`),
    item(
      196,
      foldIcon(196, y - 0.5, 0.9),
      `<path d="M0 ${y + 6}H22" stroke="${INK}" stroke-width="0.5" stroke-dasharray="2.5 1.8"/>`,
    ),
    item(
      242,
      glueIcon(242, y - 1, 0.9),
      polygon(
        [
          [0, y + 10],
          [3, y + 2],
          [19, y + 2],
          [22, y + 10],
        ],
        `fill="${TAB_FILL}" stroke="${INK}" stroke-width="0.6"`,
      ),
    ),
  ].join("");
}

export function craftSvg(character: string): string {
  const c = CRAFT_CHARACTERS[character];
  if (!c) throw new Error(`no craft colours for ${character}`);
  const hero = loadArt(`characters/${character}.svg`);
  const face = loadArt(`avatars/${character}.svg`);
  const badge = loadArt("logo-mark.svg");
  const stroke = `stroke="${INK}" stroke-width="0.3"`;
  const face1 = X0 + L; // front face x
  const side2 = X0 + L + W;
  const back = X0 + 2 * L + W;
  const body = [
    `<rect width="${PAGE.width}" height="${PAGE.height}" fill="#fff"/>`,
    placeArt(badge, 12, 8, 22, 22),
    `<text x="38" y="24" font-family="Helvetica" font-weight="bold" font-size="11" fill="${INK}">${escapeXml(c.name)}</text>`,
    legend(),
    // glue tabs first (under the outline), then faces
    polygon(outline(), `fill="${TAB_FILL}" stroke="none"`),
    `<rect x="${X0}" y="${Y_TOP}" width="${L}" height="${Y_END - Y_TOP}" fill="${c.body}"/>`,
    `<rect x="${X0}" y="${Y_ROW}" width="${2 * L + 2 * W}" height="${H}" fill="${c.body}"/>`,
    // floor darker, wheels' shadow line on the sides
    `<rect x="${X0}" y="${Y_BOT}" width="${L}" height="${W}" fill="${c.dark}" opacity="0.35"/>`,
    `<rect x="${X0}" y="${Y_BOT - 5}" width="${2 * L + 2 * W}" height="5" fill="${c.dark}"/>`,
    // roof: name and badge, read from the first side
    placeArt(badge, X0 + 6, Y_TOP + 8, 22, 22),
    `<text x="${X0 + 32}" y="${Y_TOP + 24}" font-family="Helvetica" font-weight="bold" font-size="9" fill="${isLight(c.body) ? INK : "#fff"}" stroke="${INK}" stroke-width="0.25">${escapeXml(c.name)}</text>`,
    // sides: the character facing the front (mirrored on the first side), front: the face, back: lights
    placeArt(hero, X0 + 3, Y_ROW + 1, L - 6, H - 5, { mirror: true, viewBox: HERO_CROP }),
    placeArt(hero, side2 + 3, Y_ROW + 1, L - 6, H - 5, { viewBox: HERO_CROP }),
    placeArt(face, face1 + 3, Y_ROW + 4, W - 6, W - 6),
    `<rect x="${back + 5}" y="${Y_ROW + 26}" width="9" height="6" rx="1.5" fill="#e63b2e" ${stroke}/>`,
    `<rect x="${back + W - 14}" y="${Y_ROW + 26}" width="9" height="6" rx="1.5" fill="#e63b2e" ${stroke}/>`,
    `<rect x="${back + W / 2 - 8}" y="${Y_ROW + 10}" width="16" height="9" rx="1.5" fill="#cdeeff" ${stroke}/>`,
    // glue marks on every tab
    ...[
      [X0 + L / 2 - 5, Y_TOP - T + 0.5],
      [X0 + L / 2 - 5, Y_END + 0.5],
      [X0 - T + 0.5, (Y_TOP + Y_ROW) / 2 - 5],
      [X0 - T + 0.5, (Y_BOT + Y_END) / 2 - 5],
      [X0 + L + 0.5, (Y_TOP + Y_ROW) / 2 - 5],
      [X0 + L + 0.5, (Y_BOT + Y_END) / 2 - 5],
      [X0 + 2 * L + 2 * W + 0.5, (Y_ROW + Y_BOT) / 2 - 5],
    ].map(([x, y]) => glueIcon(x, y, 0.5)),
    foldLines(),
    polygon(outline(), `fill="none" stroke="${INK}" stroke-width="0.6" stroke-linejoin="round"`),
    scissors(X0 - T - 1, Y_TOP - T - 9, 0.6),
  ].join("");
  return svgDocument(PAGE.width, PAGE.height, body, "mm");
}
