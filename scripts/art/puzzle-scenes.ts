// Puzzle pictures 13–24 (issue 31): new scenes of the rescue team, 1200×900, in the same busy, colourful style as
// build-puzzles.ts, which writes them with the first twelve; their titles are in puzzle-scene-titles.ts.
import { type Pen, colorPen, n, rng } from "./lib/svg.ts";
import {
  bubbles,
  rainbow,
  tent,
  campfire,
  barn,
  hayBale,
  leaves,
  butterfly,
  gift,
  cake,
  hotAirBalloon,
} from "./lib/more-props.ts";
import { character } from "./lib/characters.ts";
import { sun, moon, cloud, hills, road, tree, pine, bush, flower, house, birds, cone, mailbox } from "./lib/scenery.ts";
import {
  linearGradient,
  sky,
  sea,
  sailboat,
  lighthouse,
  mountain,
  stars,
  garageBuilding,
  trafficLight,
  pier,
  balloon,
  bunting,
  fence,
  flag,
  puddle,
  umbrella,
  sparkles,
  hedgeRow,
} from "./lib/props.ts";

const W = 1200;
const H = 900;
const pen: Pen = colorPen(4);

const ROOF = ["#b5523b", "#3d5a80", "#7e57c2", "#2e7d4f", "#c94a3b"];
const WALL = ["#f7a072", "#8ecae6", "#ffd48a", "#f6a5a5", "#9fd3a8", "#b9a6e8"];

function blossomTree(x: number, ground: number, s: number, seed: number): string {
  const r = rng(seed);
  let dots = "";
  for (let i = 0; i < 14; i++)
    dots += `<circle cx="${n(x + (r() - 0.5) * 150 * s)}" cy="${n(ground - 150 * s + (r() - 0.5) * 100 * s)}" r="${n(7 * s)}" fill="#fff" stroke="none"/>`;
  return tree(pen, x, ground, s, "#f7a8c8") + dots;
}

function grass(y: number, color: string): string {
  return `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="${color}"/>`;
}

export function carWash(): { defs: string; body: string } {
  const defs = linearGradient("s13sky", [
    [0, "#6fc3ff"],
    [1, "#e6f7ff"],
  ]);
  const body =
    sky(W, H, "url(#s13sky)") +
    sun(pen, 1080, 110, 54) +
    cloud(pen, 260, 90, 190) +
    hills(pen, -20, W + 20, 520, 40, 4, 640, "#8fd18a", 131) +
    garageBuilding(pen, 180, 660, 760, 360, "#8ecae6", 2, "#f5f5f5", {
      open: [0, 1],
      sign: "#ff6f91",
      roof: "#2f6fdc",
    }) +
    `<rect x="230" y="390" width="300" height="24" rx="12" fill="#ffd23f"/><rect x="650" y="390" width="300" height="24" rx="12" fill="#ffd23f"/>` +
    grass(660, "#c7c9cc") +
    road(pen, 0, W, 760, 140, { dashes: false }) +
    tree(pen, 80, 660, 1.3, "#43a047") +
    tree(pen, 1120, 660, 1.2, "#4caf50", "#ffd23f") +
    puddle(pen, 360, 860, 140) +
    puddle(pen, 860, 860, 120) +
    character(pen, "cleany", 190, 770, 0.95, { expr: "laugh" }) +
    character(pen, "poli", 660, 770, 1.0, { expr: "wow" }) +
    bubbles(160, 1060, 360, 700, 46, 132) +
    cone(pen, 1040, 880, 0.7) +
    character(pen, "jin", 40, 900, 0.75);
  return { defs, body };
}

export function farm(): { defs: string; body: string } {
  const defs = linearGradient("s14sky", [
    [0, "#74c7ff"],
    [1, "#fff4d6"],
  ]);
  let rows = "";
  for (let i = 0; i < 6; i++)
    rows += `<path d="M0 ${600 + i * 22}Q600 ${580 + i * 22} 1200 ${604 + i * 22}" fill="none" stroke="#b78a45" stroke-width="5"/>`;
  const body =
    sky(W, H, "url(#s14sky)") +
    sun(pen, 140, 130, 60) +
    cloud(pen, 520, 90, 200) +
    cloud(pen, 1000, 130, 170) +
    hills(pen, -20, W + 20, 470, 50, 3, 600, "#a5dc7c", 141) +
    `<rect x="0" y="590" width="${W}" height="140" fill="#e6c36a"/>` +
    rows +
    barn(760, 600, 1.2) +
    tree(pen, 1130, 600, 1.2, "#43a047", "#e63b2e") +
    pine(pen, 60, 600, 1.0, "#2e8b57") +
    grass(720, "#7cc576") +
    fence(pen, 0, W, 760, 60, "#f5f5f5") +
    hayBale(430, 730, 34) +
    hayBale(560, 730, 30) +
    road(pen, 0, W, 790, 110, { color: "#b08a5a", dashes: false }) +
    character(pen, "roy", 40, 880, 0.9, { expr: "happy" }) +
    character(pen, "jin", 520, 880, 0.8, { expr: "laugh" }) +
    character(pen, "posty", 780, 890, 0.8, { flip: true }) +
    birds(pen, [
      [380, 180, 1.2],
      [420, 160, 1],
    ]);
  return { defs, body };
}

export function autumn(): { defs: string; body: string } {
  const defs = linearGradient("s15sky", [
    [0, "#8cc8f0"],
    [1, "#ffe8c2"],
  ]);
  const body =
    sky(W, H, "url(#s15sky)") +
    sun(pen, 1060, 130, 56) +
    cloud(pen, 300, 100, 210) +
    hills(pen, -20, W + 20, 500, 50, 4, 700, "#c9b458", 151) +
    tree(pen, 120, 660, 1.7, "#ff8a00") +
    tree(pen, 420, 640, 1.3, "#e63b2e") +
    tree(pen, 760, 650, 1.5, "#ffb300") +
    tree(pen, 1080, 660, 1.6, "#c1582b") +
    house(pen, 520, 620, 180, 130, "#f7c59f", "#7a2e26") +
    grass(660, "#b7a24a") +
    road(pen, 0, W, 720, 180) +
    leaves(0, W, 300, 880, 70, 152) +
    `<path d="M860 900Q900 840 1000 850T1140 900Z" fill="#ff8a00"/><path d="M900 900Q950 860 1030 870T1100 900Z" fill="#e63b2e"/>` +
    character(pen, "cleany", 30, 880, 0.95, { expr: "laugh" }) +
    character(pen, "mark", 560, 885, 0.85, { flip: true });
  return { defs, body };
}

export function afterRain(): { defs: string; body: string } {
  const defs = linearGradient("s16sky", [
    [0, "#7fb8e6"],
    [1, "#e8f6ff"],
  ]);
  let street = "";
  for (let i = 0; i < 5; i++) street += house(pen, 30 + i * 235, 640, 180, 150 + (i % 2) * 30, WALL[i], ROOF[i]);
  const body =
    sky(W, H, "url(#s16sky)") +
    rainbow(600, 620, 560, 34) +
    cloud(pen, 150, 130, 240, "#f4f8fc") +
    cloud(pen, 1060, 150, 220, "#f4f8fc") +
    sun(pen, 980, 90, 44) +
    street +
    grass(640, "#d9d4c7") +
    road(pen, 0, W, 700, 200) +
    puddle(pen, 250, 860, 120) +
    puddle(pen, 700, 850, 100) +
    puddle(pen, 1050, 880, 90) +
    umbrella(pen, 1120, 700, 0.8, "#ff6f91", "#ffd23f") +
    character(pen, "poli", 40, 820, 0.9, { expr: "wow" }) +
    character(pen, "amber", 600, 830, 0.85, { flip: true, expr: "happy" }) +
    sparkles(pen, [
      [520, 200, 16, "#fff"],
      [700, 160, 12, "#fff"],
    ]);
  return { defs, body };
}

export function camping(): { defs: string; body: string } {
  const defs = linearGradient("s17sky", [
    [0, "#0d1838"],
    [1, "#3b4f86"],
  ]);
  let forest = "";
  for (let i = 0; i < 9; i++) forest += pine(pen, 40 + i * 140, 600 + (i % 2) * 10, 0.9, i % 2 ? "#1f5e3d" : "#27704a");
  const body =
    sky(W, H, "url(#s17sky)") +
    stars(pen, W, 400, 70, 171) +
    moon(pen, 1020, 120, 56) +
    mountain(pen, -100, 600, 700, 380, "#34497a", "#dfe6ee") +
    mountain(pen, 500, 600, 800, 420, "#2c3f6b", "#dfe6ee") +
    forest +
    grass(600, "#2f6b45") +
    `<path d="M0 700Q600 660 1200 700V900H0Z" fill="#3d7d50"/>` +
    tent(300, 740, 1.2, "#ff8a00", "#ffd23f") +
    tent(860, 720, 0.9, "#3d7bff", "#8ecae6") +
    `<circle cx="600" cy="790" r="150" fill="#ffb347" fill-opacity="0.2" stroke="none"/>` +
    campfire(600, 800, 1.0) +
    character(pen, "roy", 40, 890, 0.8, { expr: "happy" }) +
    character(pen, "helly", 760, 880, 0.7, { flip: true, expr: "love" }) +
    character(pen, "jin", 470, 880, 0.6, { expr: "laugh" });
  return { defs, body };
}

export function bridge(): { defs: string; body: string } {
  const defs =
    linearGradient("s18sky", [
      [0, "#5fb6ff"],
      [1, "#dff3ff"],
    ]) +
    linearGradient("s18sea", [
      [0, "#3aa0e8"],
      [1, "#2a7cc4"],
    ]);
  let arches = "";
  for (let i = 0; i < 4; i++) {
    const x = 60 + i * 280;
    arches += `<path d="M${x} 720V560H${x + 280}V720Q${x + 250} 600 ${x + 140} 600Q${x + 30} 600 ${x} 720Z" fill="#d9a066"/>`;
  }
  let rail = "";
  for (let x = 70; x < 1180; x += 40) rail += `M${x} 500V540`;
  const body =
    sky(W, H, "url(#s18sky)") +
    cloud(pen, 240, 100, 200) +
    cloud(pen, 880, 80, 170) +
    mountain(pen, -60, 560, 520, 330, "#8ea5cc") +
    mountain(pen, 680, 560, 620, 380, "#7f95c2") +
    sea(pen, 0, W, 560, 340, "url(#s18sea)", 181) +
    arches +
    `<rect x="40" y="540" width="1140" height="30" fill="#b5523b"/>` +
    `<path d="${rail}M60 500H1170" fill="none" stroke-width="5"/>` +
    character(pen, "schoolb", 360, 540, 0.8) +
    character(pen, "poli", 820, 540, 0.7, { flip: true }) +
    sailboat(pen, 260, 860, 0.9, "#e63b2e", "#fff7d6", "#ffd23f") +
    sailboat(pen, 980, 870, 0.7, "#2f6fdc", "#ff8fc7") +
    character(pen, "helly", 480, 300, 0.6, { expr: "happy" }) +
    birds(pen, [
      [560, 170, 1.2],
      [600, 150, 1],
      [640, 180, 0.9],
    ]);
  return { defs, body };
}

export function mailDay(): { defs: string; body: string } {
  const defs = linearGradient("s19sky", [
    [0, "#6cc4ff"],
    [1, "#fff1cf"],
  ]);
  let street = "";
  for (let i = 0; i < 4; i++) street += house(pen, 40 + i * 300, 620, 220, 170 + (i % 2) * 40, WALL[i + 1], ROOF[i]);
  let letters = "";
  const r = rng(191);
  for (let i = 0; i < 6; i++) {
    const x = 420 + r() * 500;
    const y = 160 + r() * 200;
    letters += `<g transform="rotate(${Math.round((r() - 0.5) * 40)} ${n(x)} ${n(y)})"><rect x="${n(x - 26)}" y="${n(y - 17)}" width="52" height="34" rx="3" fill="#fff"/><path d="M${n(x - 26)} ${n(y - 17)}L${n(x)} ${n(y + 4)}L${n(x + 26)} ${n(y - 17)}" fill="none" stroke-width="3"/></g>`;
  }
  const body =
    sky(W, H, "url(#s19sky)") +
    sun(pen, 110, 110, 54) +
    cloud(pen, 700, 90, 190) +
    street +
    hedgeRow(pen, 0, W, 660, 40, "#4caf50") +
    grass(650, "#d9d4c7") +
    road(pen, 0, W, 710, 190) +
    mailbox(pen, 1080, 700, 0.9) +
    mailbox(pen, 300, 700, 0.8) +
    flower(pen, 200, 700, 0.9, "#ff6f91") +
    flower(pen, 980, 700, 0.9, "#b39ddb") +
    letters +
    character(pen, "posty", 380, 870, 1.0, { expr: "laugh" }) +
    character(pen, "jin", 60, 880, 0.8, { expr: "happy" });
  return { defs, body };
}

export function spring(): { defs: string; body: string } {
  const defs = linearGradient("s20sky", [
    [0, "#8fd6ff"],
    [1, "#fdf3ff"],
  ]);
  const body =
    sky(W, H, "url(#s20sky)") +
    sun(pen, 1080, 120, 56) +
    cloud(pen, 300, 100, 200) +
    hills(pen, -20, W + 20, 500, 60, 4, H, "#a5dc7c", 201) +
    blossomTree(150, 640, 1.6, 202) +
    blossomTree(560, 600, 1.2, 203) +
    blossomTree(1050, 650, 1.7, 204) +
    hedgeRow(pen, 640, 860, 660, 40, "#5cb85c") +
    `<path d="M-20 900Q400 700 620 720T1220 780V900Z" fill="#e8d4a8"/>` +
    [80, 260, 420, 700, 880, 1000, 1150]
      .map((x, i) => flower(pen, x, 700 + (i % 3) * 60, 1.0, ["#ff6f91", "#ffd23f", "#b39ddb", "#ff8a00"][i % 4]))
      .join("") +
    butterfly(420, 380, 1.4, "#ff6f91") +
    butterfly(780, 300, 1.2, "#ffd23f") +
    butterfly(960, 460, 1.1, "#7fd6ff") +
    character(pen, "amber", 60, 850, 0.85, { expr: "love" }) +
    character(pen, "mark", 620, 880, 0.85, { flip: true, expr: "laugh" }) +
    birds(pen, [
      [640, 160, 1.1],
      [680, 140, 1],
    ]);
  return { defs, body };
}

export function sunset(): { defs: string; body: string } {
  const defs =
    linearGradient("s21sky", [
      [0, "#3b2a78"],
      [0.45, "#ff7a7a"],
      [1, "#ffd08a"],
    ]) +
    linearGradient("s21sea", [
      [0, "#ff9f7a"],
      [1, "#3a5fa8"],
    ]);
  const body =
    sky(W, H, "url(#s21sky)") +
    stars(pen, W, 200, 30, 211) +
    sun(pen, 600, 520, 110, false) +
    cloud(pen, 250, 220, 220, "#ffc3a0") +
    cloud(pen, 960, 180, 190, "#ffc3a0") +
    sea(pen, 0, W, 520, 380, "url(#s21sea)", 212) +
    lighthouse(pen, 1040, 640, 1.0) +
    `<path d="M900 660Q1000 600 1160 620L1200 660V700H900Z" fill="#6b5a4a"/>` +
    sailboat(pen, 300, 640, 0.7, "#e63b2e", "#fff7d6", "#ffd23f") +
    sailboat(pen, 760, 610, 0.5, "#2f6fdc", "#ff8fc7") +
    pier(pen, 0, 700, 760, 140) +
    character(pen, "cap", 300, 738, 0.62) +
    character(pen, "poli", 30, 738, 0.62, { expr: "love" }) +
    birds(pen, [
      [480, 300, 1.2],
      [520, 280, 1],
      [860, 340, 1],
    ]);
  return { defs, body };
}

export function birthday(): { defs: string; body: string } {
  const defs = linearGradient("s22sky", [
    [0, "#7fd6ff"],
    [1, "#fff6e0"],
  ]);
  const colors = ["#e63b2e", "#ffd23f", "#3d7bff", "#5cb85c", "#ff6f91", "#7e57c2"];
  const body =
    sky(W, H, "url(#s22sky)") +
    cloud(pen, 200, 90, 180) +
    cloud(pen, 1000, 100, 200) +
    hills(pen, -20, W + 20, 520, 50, 4, H, "#8fd18a", 221) +
    bunting(pen, 0, 180, 1200, 200, 70, colors, 14) +
    tree(pen, 100, 620, 1.5, "#43a047") +
    tree(pen, 1110, 630, 1.4, "#4caf50", "#ff7043") +
    `<rect x="360" y="600" width="480" height="30" rx="8" fill="#ffd48a"/>` +
    `<path d="M380 630V740M820 630V740" stroke-width="12" stroke="#8d5a3b"/>` +
    cake(600, 600, 1.0) +
    gift(400, 600, 70, "#3d7bff", "#ffd23f") +
    gift(730, 600, 60, "#ff6f91", "#5cb85c") +
    balloon(pen, 260, 380, 1.0, "#e63b2e", 120) +
    balloon(pen, 320, 340, 0.9, "#ffd23f", 140) +
    balloon(pen, 900, 360, 1.0, "#3d7bff", 130) +
    balloon(pen, 960, 400, 0.9, "#5cb85c", 110) +
    character(pen, "helly", 470, 330, 0.5, { expr: "laugh" }) +
    character(pen, "poli", 30, 880, 0.75, { expr: "laugh" }) +
    character(pen, "roy", 380, 890, 0.7, { expr: "happy" }) +
    character(pen, "amber", 740, 885, 0.72, { flip: true, expr: "love" }) +
    sparkles(pen, [
      [560, 420, 14, "#fff"],
      [680, 440, 12, "#fff"],
    ]);
  return { defs, body };
}

export function tunnel(): { defs: string; body: string } {
  const defs = linearGradient("s23sky", [
    [0, "#5ab8ff"],
    [1, "#e6f6ff"],
  ]);
  let forest = "";
  const r = rng(231);
  for (let i = 0; i < 7; i++)
    forest += pine(pen, 700 + i * 75, 560 + r() * 20, 0.8 + r() * 0.3, i % 2 ? "#2e7d4f" : "#37905a");
  const body =
    sky(W, H, "url(#s23sky)") +
    sun(pen, 1080, 110, 52) +
    cloud(pen, 220, 90, 190) +
    cloud(pen, 760, 70, 150) +
    mountain(pen, -200, 720, 1000, 600, "#8d9fc0") +
    forest +
    hills(pen, 600, W + 20, 560, 40, 3, 700, "#7cc576", 232) +
    `<path d="M180 720V560Q180 440 300 440Q420 440 420 560V720Z" fill="#b8a58a"/>` +
    `<path d="M210 720V570Q210 470 300 470Q390 470 390 570V720Z" fill="#2b2f3a"/>` +
    `<path d="M0 720H1200V900H0Z" fill="#6b7380"/>` +
    road(pen, 0, W, 720, 180) +
    trafficLight(pen, 500, 720, 0.9, "green") +
    bush(pen, 620, 720, 1.0, "#66bb6a", "#e63b2e") +
    cone(pen, 1100, 890, 0.6) +
    character(pen, "poli", 160, 860, 0.85, { expr: "happy" }) +
    character(pen, "schoolb", 620, 880, 0.85, { flip: true }) +
    birds(pen, [
      [520, 200, 1.2],
      [560, 180, 1],
    ]);
  return { defs, body };
}

export function balloons(): { defs: string; body: string } {
  const defs = linearGradient("s24sky", [
    [0, "#4fb0ff"],
    [1, "#fff0dc"],
  ]);
  const body =
    sky(W, H, "url(#s24sky)") +
    sun(pen, 120, 120, 56) +
    cloud(pen, 460, 110, 200) +
    cloud(pen, 1020, 230, 170) +
    hotAirBalloon(300, 330, 1.2, "#e63b2e", "#ffd23f") +
    hotAirBalloon(760, 200, 1.0, "#3d7bff", "#fff") +
    hotAirBalloon(1060, 420, 0.8, "#5cb85c", "#ff8a00") +
    hotAirBalloon(560, 470, 0.6, "#ff6f91", "#b39ddb") +
    hills(pen, -20, W + 20, 640, 60, 4, H, "#a5dc7c", 241) +
    hills(pen, -20, W + 20, 720, 50, 3, H, "#7cc576", 242) +
    tree(pen, 100, 760, 1.2, "#43a047") +
    tree(pen, 1120, 760, 1.1, "#4caf50", "#ffd23f") +
    flag(pen, 980, 820, 1.0, "#ff6f91") +
    character(pen, "helly", 700, 440, 0.6, { flip: true, expr: "laugh" }) +
    character(pen, "jin", 200, 870, 0.8, { expr: "wow" }) +
    character(pen, "cleany", 420, 885, 0.8, { expr: "happy" }) +
    birds(pen, [
      [900, 120, 1.2],
      [940, 100, 1],
    ]);
  return { defs, body };
}
