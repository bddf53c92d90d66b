// The ten coloring pages added for issue 31 (garage … mountain): whole scenes with the team at
// work or play, drawn with the line pen from the same characters and scenery as the puzzles.
// Every page is 1024×1024; build-coloring.ts frames and writes them.
import type { Pen } from "./lib/svg.ts";
import { n } from "./lib/svg.ts";
import { character } from "./lib/characters.ts";
import { sun, cloud, hills, road, tree, pine, bush, flower, house, cone, helipad, crate } from "./lib/scenery.ts";
import {
  sea,
  sailboat,
  lighthouse,
  mountain,
  palm,
  umbrella,
  beachBall,
  sandcastle,
  garageBuilding,
  trafficLight,
  basket,
  pond,
  balloon,
  bunting,
  stall,
  fence,
  windsock,
  controlTower,
  checkerBlanket,
} from "./lib/props.ts";

const S = 1024;
const X = "x"; // any colour: the line pen paints every fill white

/** A red-cross sign (hospital), a closed outline. */
function crossSign(cx: number, cy: number, s: number): string {
  return `<path d="M${n(cx - s * 0.3)} ${n(cy - s)}h${n(s * 0.6)}v${n(s * 0.7)}h${n(s * 0.7)}v${n(s * 0.6)}h${n(-s * 0.7)}v${n(s * 0.7)}h${n(-s * 0.6)}v${n(-s * 0.7)}h${n(-s * 0.7)}v${n(-s * 0.6)}h${n(s * 0.7)}Z" fill="#fff"/>`;
}

/** A snowman to color in: outlined body, hat, scarf, nose and stick arms (the puzzles' one is colour-only). */
function snowmanOutline(x: number, ground: number, s: number): string {
  const y = (v: number): string => n(ground - v * s);
  const k = (v: number): string => n(v * s);
  return (
    `<path d="M${n(x - 36 * s)} ${y(140)}L${n(x - 84 * s)} ${y(176)}M${n(x + 36 * s)} ${y(140)}L${n(x + 84 * s)} ${y(172)}" fill="none"/>` +
    `<circle cx="${n(x)}" cy="${y(52)}" r="${k(52)}" fill="#fff"/>` +
    `<circle cx="${n(x)}" cy="${y(136)}" r="${k(38)}" fill="#fff"/>` +
    `<circle cx="${n(x)}" cy="${y(196)}" r="${k(28)}" fill="#fff"/>` +
    `<path d="M${n(x - 32 * s)} ${y(172)}Q${n(x)} ${y(160)} ${n(x + 32 * s)} ${y(172)}L${n(x + 30 * s)} ${y(158)}Q${n(x)} ${y(146)} ${n(x - 30 * s)} ${y(158)}Z" fill="#fff"/>` +
    `<path d="M${n(x)} ${y(196)}L${n(x + 30 * s)} ${y(190)}L${n(x)} ${y(184)}Z" fill="#fff"/>` +
    `<rect x="${n(x - 26 * s)}" y="${y(226)}" width="${k(52)}" height="${k(8)}" fill="#fff"/>` +
    `<rect x="${n(x - 17 * s)}" y="${y(262)}" width="${k(34)}" height="${k(36)}" fill="#fff"/>`
  );
}

/** Zebra crossing as outlined stripes (the puzzles' zebra is colour-only). */
function crossing(x: number, y: number, w: number, h: number, stripes: number): string {
  const sw = w / (stripes * 2 - 1);
  let s = "";
  for (let i = 0; i < stripes; i++)
    s += `<rect x="${n(x + i * 2 * sw)}" y="${n(y)}" width="${n(sw)}" height="${n(h)}" fill="#fff"/>`;
  return s;
}

export const SCENE_PAGES = {
  /** Jin opens the garage; Poli rolls out. */
  garage: (pen: Pen) =>
    sun(pen, 880, 130, 56) +
    cloud(pen, 260, 120, 200) +
    garageBuilding(pen, 70, 720, 880, 380, X, 2, X, { open: [0], sign: X, roof: X }) +
    road(pen, 0, S, 720, S - 720, { dashes: false }) +
    cone(pen, 90, 990, 1.1) +
    cone(pen, 940, 990, 1.1) +
    character(pen, "poli", 120, 960, 1.25) +
    character(pen, "jin", 640, 965, 1.15),
  /** Amber builds sandcastles under the palm. */
  beach: (pen: Pen) =>
    sun(pen, 160, 150, 62) +
    cloud(pen, 620, 120, 220) +
    sea(pen, 0, S, 430, 200, "#fff", 1) +
    sailboat(pen, 520, 560, 0.9, X, X) +
    `<path d="M0 630Q260 600 520 640T${S} 620V${S}H0Z" fill="#fff"/>` +
    palm(pen, 900, 820, 1.5, -1) +
    umbrella(pen, 130, 800, 1.3, X, X) +
    sandcastle(pen, 820, 990, 1.0) +
    beachBall(pen, 700, 720, 40) +
    character(pen, "amber", 180, 975, 1.3, { expr: "laugh" }),
  /** Cleany and the snowman in front of a snowy house. */
  snowday: (pen: Pen) =>
    cloud(pen, 250, 140, 240) +
    cloud(pen, 760, 110, 200) +
    hills(pen, 0, S, 560, 70, 3, S, X, 41) +
    pine(pen, 90, 690, 1.2, X, true) +
    house(pen, 620, 700, 260, 190, X, X) +
    pine(pen, 950, 700, 1.0, X, true) +
    snowmanOutline(800, 980, 1.25) +
    character(pen, "cleany", 60, 960, 1.4, { expr: "laugh" }),
  /** Cap at the harbor: a lighthouse, a sailboat and crates on the quay. */
  harbor: (pen: Pen) =>
    sun(pen, 540, 140, 56) +
    cloud(pen, 200, 130, 210) +
    cloud(pen, 820, 100, 170) +
    sea(pen, 0, S, 520, 240, "#fff", 2) +
    lighthouse(pen, 880, 620, 1.1) +
    sailboat(pen, 330, 690, 1.1, X, X) +
    `<rect x="0" y="760" width="${S}" height="${S - 760}" fill="#fff"/>` +
    crate(pen, 820, 990, 1.2) +
    crate(pen, 880, 906, 1.0) +
    character(pen, "cap", 200, 990, 1.25),
  /** Helly takes off at the airfield. */
  airfield: (pen: Pen) =>
    sun(pen, 150, 140, 58) +
    cloud(pen, 520, 110, 200) +
    cloud(pen, 880, 240, 160) +
    hills(pen, 0, S, 640, 50, 3, 740, X, 43) +
    controlTower(pen, 880, 760, 1.3) +
    windsock(pen, 80, 760, 1.2) +
    road(pen, 0, S, 760, S - 760) +
    cone(pen, 120, 990, 1.0) +
    cone(pen, 900, 990, 1.0) +
    character(pen, "helly", 170, 640, 1.4, { expr: "wow" }) +
    character(pen, "mark", 330, 985, 0.95),
  /** A picnic by the duck pond with Poli and balloons. */
  picnic: (pen: Pen) =>
    sun(pen, 880, 140, 56) +
    cloud(pen, 300, 120, 220) +
    hills(pen, 0, S, 520, 70, 3, S, X, 47) +
    tree(pen, 140, 640, 1.6) +
    pond(pen, 780, 700, 190, 56) +
    bush(pen, 600, 660, 1.2) +
    flower(pen, 930, 790, 1.3) +
    checkerBlanket(pen, 560, 800, 400, 120, "#fff", "#fff") +
    basket(pen, 820, 900, 1.3) +
    balloon(pen, 660, 560, 1.3, X) +
    character(pen, "poli", 60, 980, 1.25, { expr: "love" }),
  /** School Bus waits at the zebra crossing by the school. */
  crossing: (pen: Pen) =>
    sun(pen, 150, 130, 54) +
    cloud(pen, 560, 110, 200) +
    house(pen, 420, 650, 460, 240, X, X) +
    fence(pen, 20, 400, 650, 70) +
    tree(pen, 930, 650, 1.3) +
    `<rect x="0" y="650" width="${S}" height="60" fill="#fff"/>` +
    road(pen, 0, S, 710, S - 710, { dashes: false }) +
    crossing(700, 720, 280, 290, 4) +
    trafficLight(pen, 660, 700, 1.1, "red") +
    character(pen, "schoolb", 40, 960, 1.3),
  /** Roy at the fair: stalls, bunting and balloons. */
  festival: (pen: Pen) =>
    cloud(pen, 820, 110, 200) +
    bunting(pen, 20, 120, 1004, 150, 50, [X], 9) +
    stall(pen, 70, 680, 380, 290, X, X, [X, X, X]) +
    stall(pen, 560, 680, 380, 290, X, X, [X, X]) +
    `<rect x="0" y="680" width="${S}" height="${S - 680}" fill="#fff"/>` +
    balloon(pen, 500, 520, 1.2, X) +
    balloon(pen, 960, 640, 1.0, X) +
    character(pen, "roy", 180, 970, 1.4, { expr: "laugh" }),
  /** Amber at the hospital door; Helly lands on the roof. */
  hospital: (pen: Pen) =>
    sun(pen, 900, 120, 50) +
    cloud(pen, 200, 110, 200) +
    `<rect x="250" y="330" width="520" height="400" fill="#fff"/>` +
    `<rect x="430" y="380" width="160" height="120" rx="10" fill="#fff"/>` +
    crossSign(510, 440, 46) +
    `<rect x="440" y="580" width="140" height="150" fill="#fff"/><path d="M510 580V730" fill="none"/>` +
    `<rect x="300" y="400" width="90" height="90" rx="6" fill="#fff"/><rect x="630" y="400" width="90" height="90" rx="6" fill="#fff"/>` +
    helipad(pen, 510, 300, 200) +
    character(pen, "helly", 370, 300, 0.7, { expr: "love" }) +
    tree(pen, 120, 730, 1.3) +
    bush(pen, 900, 740, 1.4) +
    road(pen, 0, S, 730, S - 730, { dashes: false }) +
    flower(pen, 80, 1000, 1.3) +
    character(pen, "amber", 310, 975, 1.25),
  /** Roy and Helly on a mountain rescue. */
  mountain: (pen: Pen) =>
    sun(pen, 880, 130, 50) +
    cloud(pen, 240, 100, 180) +
    mountain(pen, -80, 620, 620, 440, X) +
    mountain(pen, 400, 620, 700, 500, X) +
    hills(pen, 0, S, 620, 50, 3, S, X, 53) +
    pine(pen, 80, 760, 1.3) +
    pine(pen, 950, 760, 1.4) +
    road(pen, 0, S, 800, S - 800, { dashes: false }) +
    character(pen, "helly", 420, 330, 0.95, { expr: "happy" }) +
    character(pen, "roy", 180, 985, 1.3),
} satisfies Record<string, (pen: Pen) => string>;

export type ScenePageKey = keyof typeof SCENE_PAGES;
