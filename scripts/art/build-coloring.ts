// Builds the coloring pages (public/art/coloring/*.svg, the list in app/shared/constants.ts): black
// line art on white, every colourable area a closed region, drawn from the same character drawings as
// the puzzles. The character pages are below; the scene pages are in coloring-scenes.ts.
import { mkdirSync, writeFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { type Pen, linePen, gOpen, svgDoc } from "./lib/svg.ts";
import { type CharacterKey, SIZE, character } from "./lib/characters.ts";
import { COLORING_PAGES, type ColoringPageKey } from "../../app/shared/constants.ts";
import { SCENE_PAGES } from "./coloring-scenes.ts";
import {
  sun,
  cloud,
  hills,
  road,
  tree,
  pine,
  bush,
  flower,
  house,
  frame,
  cone,
  hydrant,
  mailbox,
  helipad,
  crate,
} from "./lib/scenery.ts";

const OUT = join(import.meta.dirname, "../../public/art/coloring");
const S = 1024;
const INSET = 20;
const pen: Pen = linePen(8);

export const PAGES = COLORING_PAGES;
export type PageKey = ColoringPageKey;

/** Sky and ground shared by the character pages; `extra` goes between the hills and the road. */
function landscape(seed: number, extra: string, o: { sunX?: number; roadY?: number } = {}): string {
  const roadY = o.roadY ?? 780;
  return (
    sun(pen, o.sunX ?? 850, 160, 62) +
    cloud(pen, 250, 150, 230) +
    cloud(pen, 580, 110, 160) +
    hills(pen, 0, S, 600, 70, 3, roadY, "x", seed) +
    extra +
    road(pen, 0, S, roadY, S - roadY, { dashes: false })
  );
}

/** One character, as large as fits, standing on the road. */
function hero(key: CharacterKey, ground = 950, maxW = 780, maxH = 560): string {
  const { w, h } = SIZE[key];
  const s = Math.min(maxW / w, maxH / h);
  return character(pen, key, (S - w * s) / 2, ground, s);
}

function page(key: PageKey): string {
  switch (key) {
    case "rescue_team":
      return (
        sun(pen, 880, 140, 56) +
        cloud(pen, 640, 120, 170) +
        hills(pen, 0, S, 530, 60, 3, 680, "x", 11) +
        road(pen, 0, S, 680, S - 680, { dashes: false }) +
        character(pen, "helly", 50, 390, 1.0) +
        character(pen, "amber", 36, 790, 1.0) +
        character(pen, "roy", 566, 790, 1.05) +
        character(pen, "poli", 320, 990, 1.18)
      );
    case "poli":
      return landscape(3, house(pen, 80, 700, 190, 150, "x", "x") + tree(pen, 870, 720, 1.3)) + hero("poli");
    case "roy":
      return (
        landscape(5, pine(pen, 110, 730, 1.3) + tree(pen, 900, 720, 1.2)) +
        hydrant(pen, 920, 1000, 1.0) +
        hero("roy", 930, 800)
      );
    case "amber":
      return landscape(7, house(pen, 720, 700, 200, 160, "x", "x") + pine(pen, 140, 730, 1.4)) + hero("amber");
    case "helly":
      return (
        sun(pen, 860, 150, 62) +
        cloud(pen, 200, 140, 220) +
        cloud(pen, 900, 400, 130) +
        hills(pen, 0, S, 740, 80, 3, S, "x", 9) +
        tree(pen, 110, 930, 1.1) +
        bush(pen, 920, 960, 1.4) +
        helipad(pen, 520, 900, 280) +
        character(pen, "helly", (S - 420 * 1.8) / 2, 690, 1.8)
      );
    case "mark":
      return (
        landscape(13, tree(pen, 910, 720, 1.2)) +
        flower(pen, 160, 1000, 1.1) +
        cone(pen, 70, 990, 1.2) +
        cone(pen, 960, 990, 1.0) +
        hero("mark", 950, 760)
      );
    case "cleany":
      return (
        landscape(17, tree(pen, 130, 720, 1.2) + bush(pen, 500, 730, 1.6) + tree(pen, 890, 720, 1.3)) +
        flower(pen, 70, 1000, 1.3) +
        hero("cleany", 945, 740)
      );
    case "posty":
      return (
        landscape(19, house(pen, 640, 700, 210, 160, "x", "x") + tree(pen, 130, 720, 1.2)) +
        mailbox(pen, 66, 1000, 0.8) +
        hero("posty", 950, 760)
      );
    case "cap":
      return (
        landscape(23, crate(pen, 30, 776, 1.3) + crate(pen, 134, 776, 1.3) + pine(pen, 930, 730, 1.2)) +
        hero("cap", 955, 720, 640)
      );
    case "schoolb":
      return (
        landscape(29, tree(pen, 90, 720, 1.3) + pine(pen, 940, 730, 1.3)) +
        flower(pen, 60, 1000, 1.2) +
        hero("schoolb", 950, 780)
      );
    case "blank":
      return "";
    default:
      return SCENE_PAGES[key](pen);
  }
}

function pageSvg(key: PageKey): string {
  const clip = `<clipPath id="page"><rect x="${INSET}" y="${INSET}" width="${S - 2 * INSET}" height="${S - 2 * INSET}" rx="40"/></clipPath>`;
  const scene = page(key);
  const body =
    `<rect width="${S}" height="${S}" fill="#fff"/>` +
    (scene ? `<g clip-path="url(#page)">${gOpen(pen)}${scene}</g></g>` : "") +
    frame(key === "blank" ? linePen(6) : pen, S, INSET, 40);
  return svgDoc(S, S, body, clip);
}

function main(): void {
  mkdirSync(OUT, { recursive: true });
  for (const key of PAGES) {
    const file = join(OUT, `${key}.svg`);
    writeFileSync(file, pageSvg(key));
    const kb = statSync(file).size / 1024;
    console.log(`${key}.svg ${kb.toFixed(1)} KB${kb >= 20 ? "  <-- over 20 KB" : ""}`);
  }
}

main();
