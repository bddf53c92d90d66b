// Builds the jigsaw pictures (public/art/puzzles/scene01..scene24.svg, 1200×900; 13–24 are in
// puzzle-scenes.ts, titled in puzzle-scene-titles.ts) and
// public/art/puzzles/index.json with their titles in the 8 site locales. Every scene is busy
// and colourful on purpose, so that puzzle pieces can be told apart.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Pen, colorPen, gOpen, svgDoc, n, rng } from "./lib/svg.ts";
import { character } from "./lib/characters.ts";
import {
  sun,
  moon,
  cloud,
  hills,
  road,
  tree,
  pine,
  bush,
  flower,
  house,
  building,
  birds,
  cone,
  hydrant,
  helipad,
  crate,
} from "./lib/scenery.ts";
import {
  linearGradient,
  radialGradient,
  sky,
  sea,
  sailboat,
  lighthouse,
  container,
  mountain,
  palm,
  umbrella,
  beachBall,
  sandcastle,
  snowman,
  snowflakes,
  rain,
  stars,
  garageBuilding,
  trafficLight,
  streetLamp,
  checkerBlanket,
  basket,
  pond,
  duck,
  balloon,
  bunting,
  lantern,
  firework,
  ferrisWheel,
  stall,
  bench,
  fence,
  flag,
  windsock,
  controlTower,
  plane,
  cat,
  zebra,
  puddle,
  hedgeRow,
  sparkles,
} from "./lib/props.ts";
import { MORE_SCENES } from "./puzzle-scene-titles.ts";

const OUT = join(import.meta.dirname, "../../public/art/puzzles");
const W = 1200;
const H = 900;
const pen: Pen = colorPen(4);

type Locale = "en" | "ko" | "zh-cn" | "zh-hk" | "zh-tw" | "ja" | "ru" | "id";

interface Scene {
  key: string;
  title: Record<Locale, string>;
  draw: () => { defs: string; body: string };
}

const PALETTE = ["#f6a5a5", "#ffd48a", "#9fd3a8", "#b9a6e8", "#8ecae6", "#f7c59f", "#ffb3c7", "#a0e0d0"];

function skyline(ground: number, seed: number, o: { lit?: number; dark?: boolean } = {}): string {
  const r = rng(seed);
  let s = "";
  let x = -20;
  let i = 0;
  while (x < W) {
    const w = 110 + r() * 90;
    const h = 170 + r() * 170;
    const wall = o.dark
      ? ["#2d3b5e", "#34466e", "#263352", "#3b4a73"][i % 4]
      : PALETTE[(i * 3 + seed) % PALETTE.length];
    s += building(pen, x, ground, w, h, wall, {
      cols: Math.max(2, Math.round(w / 55)),
      rows: Math.max(3, Math.round(h / 60)),
      lit: o.lit ?? 0,
      glass: o.dark ? "#1b2440" : "#bfe6fb",
      seed: seed * 10 + i,
      roof: i % 3 === 0 ? (o.dark ? "#1e2946" : "#7d8896") : undefined,
    });
    x += w + 6 + r() * 20;
    i++;
  }
  return s;
}

function kite(x: number, y: number, s: number, c1: string, c2: string): string {
  return (
    `<path d="M${n(x)} ${n(y + 60 * s)}q-30 40 10 70t0 70" fill="none" stroke-width="2"/>` +
    `<path d="M${n(x)} ${n(y - 60 * s)}L${n(x + 40 * s)} ${n(y)}L${n(x)} ${n(y + 60 * s)}L${n(x - 40 * s)} ${n(y)}Z" fill="${c1}"/>` +
    `<path d="M${n(x)} ${n(y - 60 * s)}L${n(x + 40 * s)} ${n(y)}L${n(x)} ${n(y)}Z" fill="${c2}"/>` +
    `<path d="M${n(x)} ${n(y + 60 * s)}L${n(x - 40 * s)} ${n(y)}L${n(x)} ${n(y)}Z" fill="${c2}"/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M${n(x - 8 + (i % 2) * 16)} ${n(y + 90 * s + i * 40)}l10 -8l10 8l-10 8Z" fill="${[c1, c2, "#ffd23f"][i]}"/>`,
      )
      .join("")
  );
}

function grassTufts(y0: number, y1: number, count: number, seed: number, color = "#3e9b4f"): string {
  const r = rng(seed);
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = r() * W;
    const y = y0 + r() * (y1 - y0);
    d += `M${n(x - 8)} ${n(y)}l4 -14l4 14l4 -18l4 18`;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="3"/>`;
}

function scene01(): { defs: string; body: string } {
  const defs = linearGradient("s1sky", [
    [0, "#6fc3ff"],
    [1, "#d4f0ff"],
  ]);
  const body =
    sky(W, H, "url(#s1sky)") +
    cloud(pen, 190, 110, 200) +
    cloud(pen, 640, 70, 150) +
    cloud(pen, 1060, 140, 190) +
    skyline(560, 1) +
    road(pen, 0, W, 630, 270, { pavement: 70 }) +
    tree(pen, 300, 575, 2.0, "#43a047") +
    cat(pen, 282, 370, 1.1) +
    bush(pen, 610, 566, 0.9, "#66bb6a", "#ff6f91") +
    trafficLight(pen, 1150, 600, 1.0, "red") +
    streetLamp(pen, 760, 566, 1.0) +
    character(pen, "helly", 760, 340, 0.7, { expr: "laugh" }) +
    character(pen, "roy", 40, 770, 0.95) +
    character(pen, "amber", 850, 780, 0.88) +
    cone(pen, 490, 800, 0.8) +
    character(pen, "poli", 470, 880, 0.92, { expr: "wow" }) +
    birds(pen, [
      [460, 180, 1.2],
      [500, 160, 1],
      [940, 230, 1.1],
    ]);
  return { defs, body };
}

function scene02(): { defs: string; body: string } {
  const defs =
    linearGradient("s2sky", [
      [0, "#7fcfff"],
      [0.7, "#fdf0d8"],
      [1, "#ffe0b0"],
    ]) +
    linearGradient("s2sea", [
      [0, "#3aa0e8"],
      [1, "#1c6fb8"],
    ]);
  let containers = "";
  const cc = ["#e63b2e", "#2f6fdc", "#5cb85c", "#ff8a00", "#7e57c2", "#1fb5a8"];
  for (let i = 0; i < 3; i++) containers += container(pen, 830 + i * 120, 780, 110, 60, cc[i]);
  for (let i = 0; i < 2; i++) containers += container(pen, 890 + i * 120, 720, 110, 60, cc[i + 3]);
  containers += container(pen, 950, 660, 110, 60, cc[(5 + 1) % 6]);
  let bollards = "";
  for (let x = 60; x < W; x += 170) bollards += `<rect x="${x}" y="676" width="22" height="26" rx="6" fill="#3b4452"/>`;
  const body =
    sky(W, H, "url(#s2sky)") +
    sun(pen, 600, 150, 48) +
    cloud(pen, 230, 90, 190) +
    cloud(pen, 900, 110, 150) +
    hills(pen, -20, 560, 500, 40, 3, 540, "#7bc47f", 21) +
    sea(pen, 0, W, 520, 190, "url(#s2sea)", 22) +
    lighthouse(pen, 1080, 560, 0.85) +
    sailboat(pen, 250, 640, 0.9, "#e63b2e", "#fff7d6", "#ffd23f") +
    sailboat(pen, 640, 580, 0.5, "#2f6fdc", "#ff8fc7") +
    `<rect x="0" y="690" width="${W}" height="210" fill="#cdb896"/>` +
    `<rect x="0" y="690" width="${W}" height="16" fill="#a8916c"/>` +
    bollards +
    containers +
    character(pen, "cap", 360, 880, 1.0, { flip: true }) +
    character(pen, "poli", 30, 886, 0.8) +
    crate(pen, 740, 760, 0.6, "#c98b4e") +
    birds(pen, [
      [380, 200, 1.3],
      [420, 230, 1],
      [760, 260, 1.2],
      [820, 240, 0.9],
    ]);
  return { defs, body };
}

function scene03(): { defs: string; body: string } {
  const defs =
    linearGradient("s3sky", [
      [0, "#5ab8ff"],
      [1, "#e6f6ff"],
    ]) +
    linearGradient("s3river", [
      [0, "#7fd0ff"],
      [1, "#3a9be0"],
    ]);
  let forest = "";
  const r = rng(31);
  for (let i = 0; i < 16; i++)
    forest += pine(pen, 20 + i * 78 + r() * 20, 560 + r() * 20, 0.7 + r() * 0.3, i % 2 ? "#2e7d4f" : "#37905a");
  const body =
    sky(W, H, "url(#s3sky)") +
    cloud(pen, 160, 90, 160) +
    cloud(pen, 980, 70, 200) +
    mountain(pen, -120, 560, 620, 420, "#8ea5cc") +
    mountain(pen, 700, 560, 640, 460, "#7f95c2") +
    mountain(pen, 300, 560, 620, 330, "#6f86b4") +
    hills(pen, -20, W + 20, 560, 40, 5, H, "#7cc576", 33) +
    forest +
    `<path d="M900 560Q820 650 930 720Q1040 800 980 900L1120 900Q1160 800 1060 720Q980 660 1000 560Z" fill="url(#s3river)"/>` +
    `<path d="M-20 900Q200 760 520 780Q800 800 760 640Q740 590 840 570L870 575Q800 610 830 660Q880 840 540 830Q260 820 140 900Z" fill="#c9b28a"/>` +
    grassTufts(620, 880, 40, 34) +
    flower(pen, 60, 700, 0.8, "#ff6f91") +
    flower(pen, 110, 720, 0.7, "#ffd23f", "#ff8a00") +
    flower(pen, 1150, 760, 0.8, "#b39ddb") +
    `<ellipse cx="660" cy="880" rx="60" ry="22" fill="#9aa5b4"/><ellipse cx="620" cy="870" rx="34" ry="16" fill="#b8c1cd"/>` +
    character(pen, "helly", 640, 330, 0.8, { expr: "laugh" }) +
    character(pen, "amber", 90, 810, 0.78) +
    character(pen, "roy", 420, 760, 0.62) +
    birds(pen, [
      [520, 150, 1.2],
      [560, 130, 1],
    ]);
  return { defs, body };
}

function scene04(): { defs: string; body: string } {
  const defs =
    linearGradient("s4sky", [
      [0, "#62c9ff"],
      [1, "#fff1cf"],
    ]) +
    linearGradient("s4sea", [
      [0, "#2bb0d8"],
      [1, "#38c9c0"],
    ]);
  let shells = "";
  const r = rng(41);
  for (let i = 0; i < 14; i++)
    shells += `<circle cx="${n(r() * W)}" cy="${n(640 + r() * 130)}" r="${n(4 + r() * 4)}" fill="${["#ff8fa3", "#fff", "#ffd48a"][i % 3]}" stroke-width="2"/>`;
  const body =
    sky(W, H, "url(#s4sky)") +
    sun(pen, 120, 120, 60) +
    cloud(pen, 480, 100, 180) +
    cloud(pen, 900, 70, 140) +
    sea(pen, 0, W, 420, 200, "url(#s4sea)", 42) +
    sailboat(pen, 980, 520, 0.6, "#ff8a00", "#fff") +
    `<path d="M0 590Q300 560 600 600T1200 590V900H0Z" fill="#f6d794"/>` +
    `<path d="M0 590Q300 560 600 600T1200 590" fill="none" stroke="#ffffff" stroke-width="10" stroke-opacity="0.8"/>` +
    shells +
    palm(pen, 80, 800, 1.2) +
    palm(pen, 1130, 790, 1.1, -1) +
    umbrella(pen, 330, 760, 1.0, "#e63b2e", "#fff") +
    umbrella(pen, 870, 760, 0.9, "#2f6fdc", "#ffd23f") +
    `<rect x="380" y="700" width="140" height="56" rx="6" fill="#ff8fc7"/>` +
    sandcastle(pen, 640, 760, 0.9) +
    beachBall(pen, 760, 720, 26) +
    road(pen, 0, W, 790, 110, { color: "#7b8290" }) +
    character(pen, "helly", 560, 330, 0.62, { expr: "cool" }) +
    kite(820, 170, 0.6, "#ff6f91", "#3d7bff") +
    balloon(pen, 300, 250, 0.7, "#ffd23f", 60) +
    character(pen, "poli", 90, 896, 0.7) +
    character(pen, "amber", 720, 896, 0.7, { expr: "laugh" }) +
    birds(pen, [
      [700, 200, 1.2],
      [740, 180, 1],
      [380, 320, 1.1],
      [1080, 260, 1],
    ]);
  return { defs, body };
}

function scene05(): { defs: string; body: string } {
  const defs = linearGradient("s5sky", [
    [0, "#9fc8ea"],
    [1, "#eef6fb"],
  ]);
  const snowRoof = (x: number, ground: number, w: number, h: number): string =>
    `<path d="M${n(x - w * 0.12)} ${n(ground - h + 4)}Q${n(x + w / 2)} ${n(ground - h - h * 0.7)} ${n(x + w * 1.12)} ${n(ground - h + 4)}Q${n(x + w / 2)} ${n(ground - h - h * 0.45)} ${n(x - w * 0.12)} ${n(ground - h + 4)}Z" fill="#fff"/>`;
  const body =
    sky(W, H, "url(#s5sky)") +
    cloud(pen, 260, 90, 220, "#f4f8fc") +
    cloud(pen, 900, 110, 200, "#f4f8fc") +
    hills(pen, -20, W + 20, 480, 60, 4, H, "#f4f8fc", 51) +
    pine(pen, 80, 560, 1.0, "#2e7d4f", true) +
    pine(pen, 1000, 540, 0.9, "#2e7d4f", true) +
    pine(pen, 1120, 570, 1.1, "#37905a", true) +
    `<rect x="334" y="360" width="24" height="60" fill="#8d5a3b"/>` +
    `<path d="M346 350q-20 -20 0 -40t0 -40" fill="none" stroke="#dfe6ee" stroke-width="10"/>` +
    house(pen, 220, 580, 220, 170, "#f7a072", "#b5523b") +
    snowRoof(220, 580, 220, 170) +
    house(pen, 560, 570, 200, 150, "#8ecae6", "#3d5a80", "#e63b2e") +
    snowRoof(560, 570, 200, 150) +
    `<rect x="0" y="680" width="${W}" height="180" fill="#7b8494"/>` +
    `<path d="M0 680H${W}V696Q900 706 600 694T0 698Z" fill="#fff"/>` +
    `<path d="M0 850Q300 836 600 846T${W} 842V900H0Z" fill="#fff"/>` +
    snowman(pen, 880, 640, 0.8) +
    character(pen, "poli", 60, 830, 0.8) +
    character(pen, "cleany", 520, 840, 0.95, { expr: "laugh" }) +
    snowflakes(pen, W, H, 120, 52);
  return { defs, body };
}

function scene06(): { defs: string; body: string } {
  const defs = linearGradient("s6sky", [
    [0, "#7fcfff"],
    [1, "#e3f6ff"],
  ]);
  let bricks = "";
  for (let y = 330; y < 640; y += 26) {
    for (let x = 90 + ((y / 26) % 2) * 30; x < 880; x += 60) bricks += `M${x} ${y}h40`;
  }
  const body =
    sky(W, H, "url(#s6sky)") +
    cloud(pen, 200, 80, 170) +
    cloud(pen, 1000, 110, 210) +
    hills(pen, -20, W + 20, 560, 50, 4, 700, "#8fd18a", 61) +
    `<rect x="100" y="150" width="130" height="180" fill="#c94a3b"/>` +
    `<path d="M90 150L165 90L240 150Z" fill="#7a2e26"/>` +
    `<circle cx="165" cy="210" r="34" fill="#fff"/><path d="M165 190V210L182 218" fill="none" stroke-width="4"/>` +
    garageBuilding(pen, 80, 640, 800, 310, "#d4533f", 3, "#f5f5f5", { open: [0], sign: "#ffd23f", roof: "#7a2e26" }) +
    `<path d="${bricks}" stroke="#a8392b" stroke-width="2" fill="none" opacity="0.5"/>` +
    helipad(pen, 520, 306, 110) +
    character(pen, "helly", 430, 304, 0.45) +
    `<rect x="0" y="640" width="${W}" height="120" fill="#c7c9cc"/>` +
    road(pen, 0, W, 760, 140) +
    tree(pen, 1000, 640, 1.3, "#4caf50", "#ff7043") +
    tree(pen, 1140, 650, 1.1) +
    flag(pen, 930, 640, 1.0, "#e63b2e") +
    hydrant(pen, 900, 750, 0.8) +
    character(pen, "roy", 110, 740, 0.9) +
    character(pen, "amber", 520, 745, 0.8) +
    character(pen, "jin", 1010, 760, 0.85) +
    character(pen, "poli", 700, 890, 0.8, { flip: true });
  return { defs, body };
}

function scene07(): { defs: string; body: string } {
  const defs = linearGradient("s7sky", [
    [0, "#8bd3ff"],
    [1, "#f0fbff"],
  ]);
  const cross = (cx: number, cy: number, s: number): string =>
    `<path d="M${cx - s * 0.3} ${cy - s}h${s * 0.6}v${s * 0.7}h${s * 0.7}v${s * 0.6}h${-s * 0.7}v${s * 0.7}h${-s * 0.6}v${-s * 0.7}h${-s * 0.7}v${-s * 0.6}h${s * 0.7}Z" fill="#e63b2e"/>`;
  const body =
    sky(W, H, "url(#s7sky)") +
    cloud(pen, 150, 100, 180) +
    cloud(pen, 1050, 80, 170) +
    hills(pen, -20, W + 20, 580, 40, 4, 700, "#9bd68f", 71) +
    building(pen, 330, 640, 620, 430, "#f2f6fa", { cols: 8, rows: 6, glass: "#9fd6f5", seed: 72, roof: "#8ecae6" }) +
    `<rect x="560" y="270" width="160" height="110" rx="10" fill="#fff"/>` +
    cross(640, 325, 44) +
    `<rect x="560" y="520" width="160" height="120" fill="#a8ddf7"/><path d="M640 520V640" fill="none"/>` +
    `<path d="M530 520H750L730 490H550Z" fill="#f48fb1"/>` +
    helipad(pen, 640, 206, 120) +
    character(pen, "helly", 550, 206, 0.48, { expr: "love" }) +
    `<rect x="0" y="640" width="${W}" height="150" fill="#8fd18a"/>` +
    `<path d="M560 640H720L760 790H520Z" fill="#d9d4c7"/>` +
    tree(pen, 90, 660, 1.2, "#43a047", "#ffd23f") +
    tree(pen, 1120, 660, 1.3) +
    bench(pen, 170, 740, 1.0) +
    flower(pen, 320, 760, 0.9, "#ff6f91") +
    flower(pen, 360, 770, 0.8, "#b39ddb") +
    flower(pen, 880, 760, 0.9, "#ffd23f", "#ff8a00") +
    flower(pen, 930, 770, 0.8, "#ff6f91") +
    bush(pen, 1000, 700, 1.0, "#66bb6a", "#e63b2e") +
    road(pen, 0, W, 790, 110) +
    character(pen, "amber", 720, 770, 0.85, { expr: "happy" }) +
    character(pen, "poli", 40, 890, 0.72) +
    character(pen, "posty", 860, 895, 0.7, { flip: true });
  return { defs, body };
}

function scene08(): { defs: string; body: string } {
  const defs = linearGradient("s8sky", [
    [0, "#4fb0ff"],
    [1, "#dcf2ff"],
  ]);
  let dashes = "";
  for (let x = 30; x < W; x += 150)
    dashes += `<rect x="${x}" y="752" width="80" height="12" rx="4" fill="#fff" stroke="none"/>`;
  const body =
    sky(W, H, "url(#s8sky)") +
    cloud(pen, 300, 90, 200) +
    cloud(pen, 820, 140, 160) +
    cloud(pen, 1100, 70, 130) +
    plane(pen, 980, 230, 0.7, "#ffffff", "#e63b2e") +
    hills(pen, -20, W + 20, 560, 50, 4, 700, "#8fd18a", 81) +
    `<path d="M40 620V470Q40 360 250 360Q460 360 460 470V620Z" fill="#aab4c2"/>` +
    `<path d="M100 620V500H400V620Z" fill="#5b6675"/>` +
    `<path d="M100 530H400M100 560H400M100 590H400" stroke="#48525f" stroke-width="3"/>` +
    `<rect x="170" y="398" width="160" height="40" rx="8" fill="#ffd23f"/>` +
    controlTower(pen, 1060, 620, 1.0) +
    `<rect x="0" y="610" width="${W}" height="290" fill="#79c46e"/>` +
    grassTufts(620, 690, 30, 82, "#4a9e48") +
    `<rect x="0" y="690" width="${W}" height="130" fill="#59616e"/>` +
    dashes +
    windsock(pen, 880, 690, 0.9) +
    cone(pen, 560, 840, 0.6) +
    cone(pen, 700, 840, 0.6) +
    cone(pen, 840, 840, 0.6) +
    grassTufts(840, 890, 30, 83, "#4a9e48") +
    character(pen, "helly", 380, 600, 1.05, { expr: "wow" }) +
    sparkles(pen, [
      [360, 420, 14, "#fff"],
      [860, 470, 12, "#fff"],
    ]) +
    character(pen, "mark", 880, 890, 0.75, { flip: true }) +
    character(pen, "jin", 60, 890, 0.9);
  return { defs, body };
}

function scene09(): { defs: string; body: string } {
  const defs = linearGradient("s9sky", [
    [0, "#86c9f7"],
    [0.65, "#ffe1b8"],
    [1, "#ffc48a"],
  ]);
  let winRow = "";
  for (let i = 0; i < 6; i++)
    for (let j = 0; j < 2; j++)
      winRow += `<rect x="${440 + i * 95}" y="${400 + j * 85}" width="60" height="55" rx="6" fill="${(i + j) % 3 === 0 ? "#ffe27a" : "#bfe6fb"}"/>`;
  const body =
    sky(W, H, "url(#s9sky)") +
    sun(pen, 130, 180, 56) +
    cloud(pen, 420, 90, 160) +
    cloud(pen, 1040, 120, 180) +
    hills(pen, -20, W + 20, 560, 50, 4, 700, "#97d38a", 91) +
    `<rect x="400" y="360" width="600" height="260" fill="#f4b266"/>` +
    `<path d="M380 360H1020L960 320H440Z" fill="#b5523b"/>` +
    `<rect x="630" y="230" width="140" height="130" fill="#f4b266"/>` +
    `<path d="M615 230L700 170L785 230Z" fill="#b5523b"/>` +
    `<circle cx="700" cy="290" r="40" fill="#fff"/><path d="M700 262V290H722" fill="none" stroke-width="5"/>` +
    winRow +
    `<rect x="660" y="540" width="80" height="80" fill="#8d5a3b"/><path d="M700 540V620" fill="none"/>` +
    flag(pen, 1060, 620, 1.1, "#2f6fdc") +
    fence(pen, 0, 380, 640, 50) +
    tree(pen, 250, 630, 1.1, "#66bb6a") +
    `<rect x="0" y="640" width="${W}" height="40" fill="#d9d4c7"/>` +
    road(pen, 0, W, 680, 220, { dashes: false }) +
    zebra(pen, 360, 690, 230, 200, 6) +
    trafficLight(pen, 330, 680, 0.9, "red") +
    character(pen, "schoolb", 620, 870, 1.05) +
    character(pen, "poli", 30, 880, 0.82, { expr: "happy" }) +
    birds(pen, [
      [300, 110, 1.1],
      [340, 90, 0.9],
    ]);
  return { defs, body };
}

function scene10(): { defs: string; body: string } {
  const defs = linearGradient("s10sky", [
    [0, "#7fd6ff"],
    [1, "#eafbff"],
  ]);
  const body =
    sky(W, H, "url(#s10sky)") +
    cloud(pen, 240, 110, 200) +
    cloud(pen, 900, 80, 150) +
    kite(1040, 200, 0.9, "#e63b2e", "#ffd23f") +
    hills(pen, -20, W + 20, 480, 60, 4, H, "#a5dc7c", 101) +
    hills(pen, -20, W + 20, 580, 50, 3, H, "#7cc576", 102) +
    tree(pen, 120, 590, 1.4, "#43a047", "#e63b2e") +
    tree(pen, 520, 570, 1.1, "#4caf50") +
    tree(pen, 1110, 600, 1.3, "#2e9e5b", "#ffb300") +
    hedgeRow(pen, 620, 860, 600, 50, "#3d9a4f") +
    pond(pen, 980, 690, 170, 50) +
    duck(pen, 930, 690, 0.8) +
    duck(pen, 1040, 700, 0.7, true) +
    `<path d="M-20 900Q300 760 600 770T1220 740V800Q900 820 620 830T80 900Z" fill="#e8d4a8"/>` +
    checkerBlanket(pen, 250, 690, 300, 90, "#e63b2e", "#fff") +
    basket(pen, 450, 735, 0.8) +
    balloon(pen, 310, 560, 0.9, "#ff6f91") +
    balloon(pen, 350, 540, 0.8, "#3d7bff") +
    balloon(pen, 385, 565, 0.85, "#ffd23f") +
    flower(pen, 40, 800, 0.9, "#ff6f91") +
    flower(pen, 600, 720, 0.8, "#b39ddb") +
    flower(pen, 1160, 820, 0.9, "#ffd23f", "#e63b2e") +
    grassTufts(640, 880, 40, 103) +
    character(pen, "jin", 170, 760, 0.75, { expr: "laugh" }) +
    character(pen, "helly", 560, 300, 0.6, { expr: "happy" }) +
    character(pen, "cleany", 680, 890, 0.78, { flip: true, expr: "laugh" }) +
    character(pen, "poli", 20, 895, 0.7, { expr: "love" });
  return { defs, body };
}

function scene11(): { defs: string; body: string } {
  const defs =
    linearGradient("s11sky", [
      [0, "#0c1733"],
      [1, "#2d4472"],
    ]) +
    linearGradient("s11road", [
      [0, "#3a4250"],
      [1, "#252b36"],
    ]) +
    radialGradient("s11glow", [
      [0, "#ff5a5a", 0.6],
      [0.5, "#5a8cff", 0.25],
      [1, "#5a8cff", 0],
    ]);
  const body =
    sky(W, H, "url(#s11sky)") +
    stars(pen, W, 260, 40, 111) +
    moon(pen, 980, 120, 50) +
    cloud(pen, 900, 160, 220, "#5c6d91") +
    cloud(pen, 300, 110, 260, "#4d5d80") +
    cloud(pen, 620, 70, 180, "#55668a") +
    skyline(600, 3, { lit: 0.55, dark: true }) +
    `<rect x="0" y="600" width="${W}" height="50" fill="#4a5363"/>` +
    `<rect x="0" y="650" width="${W}" height="250" fill="url(#s11road)"/>` +
    streetLamp(pen, 180, 620, 1.1, true) +
    streetLamp(pen, 700, 620, 1.1, true) +
    streetLamp(pen, 1100, 620, 1.0, true) +
    puddle(pen, 300, 860, 110) +
    puddle(pen, 820, 880, 90) +
    puddle(pen, 1080, 760, 70) +
    `<circle cx="190" cy="620" r="200" fill="url(#s11glow)" stroke="none"/>` +
    character(pen, "poli", 40, 800, 0.9, { expr: "happy" }) +
    character(pen, "mark", 560, 830, 0.9, { flip: true }) +
    character(pen, "amber", 800, 700, 0.55) +
    rain(pen, W, H, 260, 112);
  return { defs, body };
}

function scene12(): { defs: string; body: string } {
  const defs = linearGradient("s12sky", [
    [0, "#241a5c"],
    [0.55, "#8a4fb0"],
    [1, "#ff9a6b"],
  ]);
  const lanterns = [160, 290, 420, 550, 680, 810]
    .map((x, i) => lantern(pen, x, 210 + (i % 2) * 20, 0.9, ["#e63b2e", "#ff8a00", "#ffd23f", "#ff6f91"][i % 4]))
    .join("");
  const body =
    sky(W, H, "url(#s12sky)") +
    stars(pen, W, 300, 50, 121) +
    firework(pen, 200, 120, 70, "#ffd23f") +
    firework(pen, 560, 90, 56, "#ff6f91", 12) +
    firework(pen, 1080, 150, 64, "#7fe3ff", 16) +
    firework(pen, 760, 170, 40, "#a5ff8a", 10) +
    ferrisWheel(pen, 940, 640, 200, ["#e63b2e", "#ffd23f", "#3d7bff", "#5cb85c"]) +
    `<path d="M60 160Q420 300 880 160" fill="none" stroke-width="3"/>` +
    lanterns +
    bunting(pen, 0, 330, 700, 320, 40, ["#e63b2e", "#ffd23f", "#3d7bff", "#5cb85c", "#ff6f91"], 12) +
    stall(pen, 40, 640, 240, 170, "#e63b2e", "#fff", ["#ffd23f", "#ff6f91", "#5cb85c", "#3d7bff"]) +
    stall(pen, 330, 640, 240, 170, "#3d7bff", "#fff", ["#ff8a00", "#e63b2e", "#ffd23f"]) +
    stall(pen, 620, 640, 200, 150, "#5cb85c", "#ffd23f", ["#fff", "#ff6f91"]) +
    `<rect x="0" y="640" width="${W}" height="260" fill="#d2b48c"/>` +
    `<path d="M0 700H${W}M0 770H${W}M0 840H${W}" stroke="#b89a72" stroke-width="3"/>` +
    balloon(pen, 1140, 520, 0.8, "#ff6f91") +
    balloon(pen, 1100, 560, 0.7, "#ffd23f") +
    character(pen, "helly", 40, 330, 0.5, { expr: "laugh" }) +
    character(pen, "posty", 20, 860, 0.72, { expr: "laugh" }) +
    character(pen, "schoolb", 300, 880, 0.72) +
    character(pen, "roy", 760, 890, 0.72, { flip: true, expr: "cool" });
  return { defs, body };
}

export const SCENES: Scene[] = [
  {
    key: "scene01",
    title: {
      en: "Rescue in Town",
      ko: "마을 구조 작전",
      "zh-cn": "小镇救援",
      "zh-hk": "小鎮救援",
      "zh-tw": "小鎮救援",
      ja: "まちの レスキュー",
      ru: "Спасение в городе",
      id: "Penyelamatan di Kota",
    },
    draw: scene01,
  },
  {
    key: "scene02",
    title: {
      en: "At the Harbor",
      ko: "항구에서",
      "zh-cn": "在港口",
      "zh-hk": "在海港",
      "zh-tw": "在港口",
      ja: "みなとで",
      ru: "В гавани",
      id: "Di Pelabuhan",
    },
    draw: scene02,
  },
  {
    key: "scene03",
    title: {
      en: "Mountain Adventure",
      ko: "산속 모험",
      "zh-cn": "山间冒险",
      "zh-hk": "山間冒險",
      "zh-tw": "山間冒險",
      ja: "やまの ぼうけん",
      ru: "Приключение в горах",
      id: "Petualangan di Gunung",
    },
    draw: scene03,
  },
  {
    key: "scene04",
    title: {
      en: "A Day at the Beach",
      ko: "바닷가의 하루",
      "zh-cn": "海滩的一天",
      "zh-hk": "海灘的一天",
      "zh-tw": "海灘的一天",
      ja: "うみべの いちにち",
      ru: "День на пляже",
      id: "Sehari di Pantai",
    },
    draw: scene04,
  },
  {
    key: "scene05",
    title: {
      en: "Snowy Day",
      ko: "눈 오는 날",
      "zh-cn": "下雪天",
      "zh-hk": "下雪天",
      "zh-tw": "下雪天",
      ja: "ゆきの ひ",
      ru: "Снежный день",
      id: "Hari Bersalju",
    },
    draw: scene05,
  },
  {
    key: "scene06",
    title: {
      en: "At the Fire Station",
      ko: "소방서에서",
      "zh-cn": "在消防站",
      "zh-hk": "在消防局",
      "zh-tw": "在消防局",
      ja: "しょうぼうしょで",
      ru: "В пожарной части",
      id: "Di Pos Pemadam Kebakaran",
    },
    draw: scene06,
  },
  {
    key: "scene07",
    title: {
      en: "At the Hospital",
      ko: "병원에서",
      "zh-cn": "在医院",
      "zh-hk": "在醫院",
      "zh-tw": "在醫院",
      ja: "びょういんで",
      ru: "У больницы",
      id: "Di Rumah Sakit",
    },
    draw: scene07,
  },
  {
    key: "scene08",
    title: {
      en: "Take-off at the Airfield",
      ko: "비행장에서 이륙",
      "zh-cn": "机场起飞",
      "zh-hk": "機場起飛",
      "zh-tw": "機場起飛",
      ja: "ひこうじょうで りりく",
      ru: "Взлёт на аэродроме",
      id: "Lepas Landas di Lapangan Terbang",
    },
    draw: scene08,
  },
  {
    key: "scene09",
    title: {
      en: "School Morning",
      ko: "등교하는 아침",
      "zh-cn": "上学的早晨",
      "zh-hk": "上學的早晨",
      "zh-tw": "上學的早晨",
      ja: "がっこうの あさ",
      ru: "Утро у школы",
      id: "Pagi di Sekolah",
    },
    draw: scene09,
  },
  {
    key: "scene10",
    title: {
      en: "Picnic in the Park",
      ko: "공원 소풍",
      "zh-cn": "公园野餐",
      "zh-hk": "公園野餐",
      "zh-tw": "公園野餐",
      ja: "こうえんで ピクニック",
      ru: "Пикник в парке",
      id: "Piknik di Taman",
    },
    draw: scene10,
  },
  {
    key: "scene11",
    title: {
      en: "Rainy Night",
      ko: "비 오는 밤",
      "zh-cn": "下雨的夜晚",
      "zh-hk": "下雨的夜晚",
      "zh-tw": "下雨的夜晚",
      ja: "あめの よる",
      ru: "Дождливая ночь",
      id: "Malam Hujan",
    },
    draw: scene11,
  },
  {
    key: "scene12",
    title: {
      en: "Festival Night",
      ko: "축제의 밤",
      "zh-cn": "节日之夜",
      "zh-hk": "節日之夜",
      "zh-tw": "節慶之夜",
      ja: "おまつりの よる",
      ru: "Праздничный вечер",
      id: "Malam Festival",
    },
    draw: scene12,
  },
  ...MORE_SCENES,
];

function sceneSvg(scene: Scene): string {
  const { defs, body } = scene.draw();
  return svgDoc(W, H, `<title>${scene.title.en}</title>${gOpen(pen)}${body}</g>`, defs);
}

function main(): void {
  mkdirSync(OUT, { recursive: true });
  for (const scene of SCENES) writeFileSync(join(OUT, `${scene.key}.svg`), sceneSvg(scene));
  const index = SCENES.map((s) => ({ key: s.key, title: s.title }));
  writeFileSync(join(OUT, "index.json"), JSON.stringify(index, null, 2) + "\n");
  console.log(`wrote ${SCENES.length} scenes and index.json to ${OUT}`);
}

main();
