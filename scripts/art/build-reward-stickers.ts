// Builds the reward stickers of the sticker book (issue 31): three sets beyond the vehicle faces, six each.
//   props   — the rescue team's gear: ladder, hose, cone, wrench, flashlight, helmet
//   scenery — Broomstown: tree, cloud, sun, house, lighthouse, rainbow
//   badges  — star, heart, medal, trophy, shield, ribbon
// Each is drawn on a white die-cut sticker backing with the shared navy outline. Output: public/art/stickers/<set>-<name>.svg
//   node scripts/art/build-reward-stickers.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { lighthouse } from "./lib/props.ts";
import { cloud, cone, house, sun, tree } from "./lib/scenery.ts";
import { NAVY, colorPen, gOpen, n, place, svgDoc, type Pen } from "./lib/svg.ts";

const OUT = join(import.meta.dirname, "../../public/art/stickers");
const SIZE = 120;
const C = SIZE / 2;
const pen = colorPen(3);

/** A drawing in its own units, placed and scaled into the sticker, with an outline of 3 sticker units. */
function placed(draw: (p: Pen) => string, x: number, y: number, s: number): string {
  return `${gOpen({ ...pen, sw: pen.sw / s }, place(x, y, s))}${draw({ ...pen, sw: pen.sw / s })}</g>`;
}

/** Five-point star path around (cx, cy). */
function starPath(cx: number, cy: number, r: number, inner = 0.45): string {
  const p: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * inner : r;
    p.push(`${n(cx + Math.cos(a) * rr)},${n(cy + Math.sin(a) * rr)}`);
  }
  return `M${p.join("L")}Z`;
}

const heartPath = (cx: number, cy: number, s: number) =>
  `M${n(cx)} ${n(cy + 30 * s)}C${n(cx - 46 * s)} ${n(cy)} ${n(cx - 34 * s)} ${n(cy - 36 * s)} ${n(cx)} ${n(cy - 16 * s)}` +
  `C${n(cx + 34 * s)} ${n(cy - 36 * s)} ${n(cx + 46 * s)} ${n(cy)} ${n(cx)} ${n(cy + 30 * s)}Z`;

const shine = (d: string) => `<path d="${d}" fill="#fff" opacity="0.5" stroke="none"/>`;

const STICKERS: Record<string, () => string> = {
  "props-ladder": () => {
    let rungs = "";
    for (let y = 30; y <= 92; y += 15.5)
      rungs += `<rect x="44" y="${n(y)}" width="32" height="6" rx="2" fill="#c9d1dc"/>`;
    return (
      `<g transform="rotate(-12 60 60)">${rungs}` +
      `<rect x="36" y="18" width="10" height="86" rx="4" fill="#e63b2e"/><rect x="74" y="18" width="10" height="86" rx="4" fill="#e63b2e"/></g>`
    );
  },
  "props-hose": () =>
    `<path d="M28 86C18 62 36 40 58 44C82 48 90 70 74 80C62 88 50 76 58 66" fill="none" stroke="#e63b2e" stroke-width="13"/>` +
    `<path d="M28 86C18 62 36 40 58 44C82 48 90 70 74 80C62 88 50 76 58 66" fill="none" stroke="#ff7a6b" stroke-width="5" opacity="0.8"/>` +
    `<path d="M52 64L66 54L86 30L96 38L76 62L62 72Z" fill="#ffd23f"/><rect x="84" y="26" width="14" height="10" rx="3" transform="rotate(40 91 31)" fill="#c9d1dc"/>` +
    `<path d="M98 22q6 -6 10 -2M100 30q8 -2 10 4" fill="none" stroke="#5ab4ff" stroke-width="3"/>`,
  "props-cone": () => placed((p) => cone(p, 0, 0, 1), C, 98, 0.9),
  "props-wrench": () =>
    `<g transform="rotate(-40 60 60)"><rect x="52" y="40" width="16" height="62" rx="8" fill="#8a97a8"/>` +
    `<path d="M60 12a22 22 0 1 1 -0.1 0ZM53 12L53 30L67 30L67 12Z" fill="#8a97a8" fill-rule="evenodd"/>` +
    `<circle cx="60" cy="90" r="4" fill="#fff"/>${shine("M56 46h3v40h-3z")}</g>`,
  "props-flashlight": () =>
    `<path d="M72 42L108 26L108 78L72 62Z" fill="#fff3b0" opacity="0.8"/>` +
    `<rect x="20" y="44" width="40" height="16" rx="6" fill="#3d7bff"/><path d="M58 40L76 36L76 68L58 64Z" fill="#2f6fdc"/>` +
    `<rect x="74" y="34" width="6" height="36" rx="2" fill="#ffd23f"/><rect x="30" y="47" width="10" height="10" rx="3" fill="#ffd23f"/>`,
  "props-helmet": () =>
    `<path d="M20 78Q20 34 60 30Q100 34 100 78Z" fill="#e63b2e"/><rect x="12" y="74" width="96" height="14" rx="7" fill="#c42b20"/>` +
    `<path d="M52 30L60 22L68 30L68 74L52 74Z" fill="#ffd23f"/><path d="${starPath(60, 56, 11)}" fill="#ffd23f"/>` +
    shine("M30 64Q32 44 48 38Q36 48 36 64Z"),
  "scenery-tree": () => placed((p) => tree(p, 0, 0, 0.55, "#4caf50", "#e63b2e"), C, 104, 1),
  "scenery-cloud": () =>
    placed((p) => cloud(p, 0, 0, 96), C, 52, 1) +
    `<path d="M40 82l-4 10M60 84l-4 10M80 82l-4 10" fill="none" stroke="#5ab4ff" stroke-width="4"/>`,
  "scenery-sun": () => placed((p) => sun(p, 0, 0, 30), C, C, 1),
  "scenery-house": () => placed((p) => house(p, 0, 0, 70, 50, "#ffe08a", "#e63b2e"), 25, 100, 1),
  "scenery-lighthouse": () => placed((p) => lighthouse(p, 0, 0, 1), 52, 110, 0.3),
  "scenery-rainbow": () =>
    ["#e63b2e", "#ff9f1a", "#ffd23f", "#4caf50", "#3d7bff", "#8e4ec6"]
      .map((c, i) => {
        const r = 46 - i * 6;
        return `<path d="M${n(C - r)} 84A${r} ${r} 0 0 1 ${n(C + r)} 84" fill="none" stroke="${c}" stroke-width="7" stroke-linecap="butt"/>`;
      })
      .join("") +
    placed((p) => cloud(p, 0, 0, 40), 22, 84, 1) +
    placed((p) => cloud(p, 0, 0, 40), 98, 84, 1),
  "badges-star": () => `<path d="${starPath(C, 62, 46)}" fill="#ffd23f"/>` + shine(starPath(52, 52, 10)),
  "badges-heart": () =>
    `<path d="${heartPath(C, 60, 1.5)}" fill="#ff5a7a"/>` + shine("M36 50q2 -12 14 -12q-10 4 -10 14z"),
  "badges-medal": () =>
    `<path d="M38 14L54 52L66 52L50 14Z" fill="#3d7bff"/><path d="M82 14L66 52L54 52L70 14Z" fill="#e63b2e"/>` +
    `<circle cx="60" cy="76" r="28" fill="#ffb020"/><circle cx="60" cy="76" r="20" fill="#ffd23f"/><path d="${starPath(60, 77, 12)}" fill="#ffb020"/>`,
  "badges-trophy": () =>
    `<path d="M36 22H84V44Q84 70 60 72Q36 70 36 44Z" fill="#ffd23f"/>` +
    `<path d="M36 28H22Q20 50 40 56M84 28H98Q100 50 80 56" fill="none" stroke-width="5"/>` +
    `<rect x="54" y="70" width="12" height="16" fill="#ffb020"/><rect x="38" y="86" width="44" height="16" rx="4" fill="#8d5a3b"/>` +
    shine("M44 28h6v22q-6 -6 -6 -22z"),
  "badges-shield": () =>
    `<path d="M60 14L98 26Q98 80 60 106Q22 80 22 26Z" fill="#2f6fdc"/><path d="M60 26L86 34Q86 74 60 94Q34 74 34 34Z" fill="#fff"/>` +
    `<path d="M52 46h16v12h12v16h-12v12h-16v-12h-12v-16h12Z" fill="#e63b2e"/>`,
  "badges-ribbon": () =>
    `<path d="M46 66L34 108L48 100L56 110L62 70Z" fill="#3d7bff"/><path d="M74 66L86 108L72 100L64 110L58 70Z" fill="#3d7bff"/>` +
    `<circle cx="60" cy="50" r="34" fill="#8e4ec6"/><circle cx="60" cy="50" r="24" fill="#fff"/>` +
    `<path d="M48 50l8 8l16 -16" fill="none" stroke="#30a46c" stroke-width="7"/>`,
};

/** White die-cut backing with a soft shadow, then the drawing outlined in the shared navy. */
function sticker(draw: () => string): string {
  const backing =
    `<circle cx="${C}" cy="${C + 3}" r="57" fill="${NAVY}" opacity="0.18"/>` +
    `<circle cx="${C}" cy="${C}" r="57" fill="#fff" stroke="#dfe7ee" stroke-width="2"/>`;
  return svgDoc(SIZE, SIZE, `${backing}${gOpen(pen)}${draw()}</g>`);
}

mkdirSync(OUT, { recursive: true });
for (const [id, draw] of Object.entries(STICKERS)) writeFileSync(join(OUT, `${id}.svg`), sticker(draw));
console.log(`${Object.keys(STICKERS).length} reward stickers → ${OUT}`);
