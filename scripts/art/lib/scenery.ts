// Background pieces (sky, hills, road, trees, houses …) usable in colour and in line mode.
// Every shape is closed so coloring pages keep closed regions. Shapes inherit the outline from
// the enclosing group (see gOpen); decorations without outline use stroke="none".
import { type Pen, n, pts, fl, deco, rng, thick } from "./svg.ts";

/** Scalloped blob through `count` points on an ellipse: clouds, tree tops, bushes. */
export function blob(cx: number, cy: number, rx: number, ry: number, count: number, bulge = 0.55, phase = 0): string {
  const p: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) {
    const a = phase + (i / count) * Math.PI * 2;
    p.push([cx + Math.cos(a) * rx, cy + Math.sin(a) * ry]);
  }
  let d = `M${n(p[0][0])} ${n(p[0][1])}`;
  for (let i = 0; i < count; i++) {
    const [x2, y2] = p[(i + 1) % count];
    const [x1, y1] = p[i];
    const r = Math.hypot(x2 - x1, y2 - y1) * bulge + 0.01;
    d += `A${n(r)} ${n(r)} 0 0 1 ${n(x2)} ${n(y2)}`;
  }
  return d + "Z";
}

export function sun(pen: Pen, cx: number, cy: number, r: number, withFace = true): string {
  let rays = "";
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2 + 0.2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    const w = 0.16;
    const a1: [number, number] = [cx + Math.cos(a - w) * r * 1.2, cy + Math.sin(a - w) * r * 1.2];
    const a2: [number, number] = [cx + Math.cos(a + w) * r * 1.2, cy + Math.sin(a + w) * r * 1.2];
    rays += `<path d="M${pts([a1, [cx + c * r * 1.55, cy + s * r * 1.55], a2])}Z" ${fl(pen, "#ffb020")}/>`;
  }
  const body = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${fl(pen, "#ffd23f")}/>`;
  if (!withFace) return rays + body;
  const e = r * 0.3;
  return (
    rays +
    body +
    `<path d="M${n(cx - e - r * 0.12)} ${n(cy - r * 0.08)}Q${n(cx - e)} ${n(cy - r * 0.3)} ${n(cx - e + r * 0.12)} ${n(cy - r * 0.08)}M${n(cx + e - r * 0.12)} ${n(cy - r * 0.08)}Q${n(cx + e)} ${n(cy - r * 0.3)} ${n(cx + e + r * 0.12)} ${n(cy - r * 0.08)}" fill="none"/>` +
    `<path d="M${n(cx - r * 0.35)} ${n(cy + r * 0.2)}Q${n(cx)} ${n(cy + r * 0.6)} ${n(cx + r * 0.35)} ${n(cy + r * 0.2)}" fill="none"/>` +
    deco(
      pen,
      `<circle cx="${n(cx - r * 0.55)}" cy="${n(cy + r * 0.22)}" r="${n(r * 0.12)}" fill="#ff9f6b" stroke="none"/><circle cx="${n(cx + r * 0.55)}" cy="${n(cy + r * 0.22)}" r="${n(r * 0.12)}" fill="#ff9f6b" stroke="none"/>`,
    )
  );
}

export function moon(pen: Pen, cx: number, cy: number, r: number): string {
  return `<path d="M${n(cx)} ${n(cy - r)}A${n(r)} ${n(r)} 0 1 0 ${n(cx + r * 0.9)} ${n(cy + r * 0.45)}A${n(r * 0.8)} ${n(r * 0.8)} 0 0 1 ${n(cx)} ${n(cy - r)}Z" ${fl(pen, "#fff2b3")}/>`;
}

export function cloud(pen: Pen, cx: number, cy: number, w: number, color = "#ffffff"): string {
  const h = w * 0.5;
  const x0 = cx - w / 2;
  const yb = cy + h * 0.35;
  const top: Array<[number, number]> = [
    [x0 + w * 0.22, cy - h * 0.1],
    [x0 + w * 0.5, cy - h * 0.42],
    [x0 + w * 0.78, cy - h * 0.12],
  ];
  let d = `M${n(x0 + w * 0.08)} ${n(yb)}`;
  let prev: [number, number] = [x0 + w * 0.08, yb];
  for (const p of [...top, [x0 + w * 0.92, yb] as [number, number]]) {
    const r = Math.hypot(p[0] - prev[0], p[1] - prev[1]) * 0.58;
    d += `A${n(r)} ${n(r)} 0 0 1 ${n(p[0])} ${n(p[1])}`;
    prev = p;
  }
  d += `Q${n(cx)} ${n(yb + h * 0.12)} ${n(x0 + w * 0.08)} ${n(yb)}Z`;
  return (
    `<path d="${d}" ${fl(pen, color)}/>` +
    deco(
      pen,
      `<path d="M${n(x0 + w * 0.2)} ${n(yb - h * 0.05)}Q${n(cx)} ${n(yb + h * 0.06)} ${n(x0 + w * 0.8)} ${n(yb - h * 0.05)}" stroke="#dbe7f3" stroke-width="${n(pen.sw * 1.5)}" fill="none"/>`,
    )
  );
}

/** A rolling band of hills from x0 to x1, crest around `y`, filled down to `bottom`. */
export function hills(
  pen: Pen,
  x0: number,
  x1: number,
  y: number,
  amp: number,
  bumps: number,
  bottom: number,
  color: string,
  seed: number,
): string {
  const r = rng(seed);
  const step = (x1 - x0) / bumps;
  const p: Array<[number, number]> = [];
  for (let i = 0; i <= bumps; i++) p.push([x0 + i * step, y + (r() - 0.5) * amp]);
  let d = `M${n(x0)} ${n(bottom)}L${n(p[0][0])} ${n(p[0][1])}`;
  for (let i = 0; i < bumps; i++) {
    const [ax, ay] = p[i];
    const [bx, by] = p[i + 1];
    d += `Q${n((ax + bx) / 2)} ${n(Math.min(ay, by) - amp * (0.6 + r() * 0.5))} ${n(bx)} ${n(by)}`;
  }
  d += `L${n(x1)} ${n(bottom)}Z`;
  return `<path d="${d}" ${fl(pen, color)}/>`;
}

/** Road band with a dashed centre line and an optional pavement strip above it. */
export function road(
  pen: Pen,
  x0: number,
  x1: number,
  y: number,
  h: number,
  o: { pavement?: number; dashes?: boolean; color?: string } = {},
): string {
  let s = "";
  const pav = o.pavement ?? 0;
  if (pav > 0)
    s += `<rect x="${n(x0)}" y="${n(y - pav)}" width="${n(x1 - x0)}" height="${n(pav)}" ${fl(pen, "#d9d4c7")}/>`;
  s += `<rect x="${n(x0)}" y="${n(y)}" width="${n(x1 - x0)}" height="${n(h)}" ${fl(pen, o.color ?? "#6b7380")}/>`;
  if (o.dashes ?? true) {
    const dw = 70;
    const dh = Math.max(10, h * 0.06);
    for (let x = x0 + 30; x + dw < x1; x += dw * 2) {
      s += `<rect x="${n(x)}" y="${n(y + h / 2 - dh / 2)}" width="${dw}" height="${n(dh)}" rx="${n(dh / 2)}" ${fl(pen, "#fff")}/>`;
    }
  }
  return s;
}

export function tree(pen: Pen, x: number, ground: number, s: number, leaf = "#4caf50", fruit = ""): string {
  const trunk = `<path d="M${n(x - 12 * s)} ${n(ground)}L${n(x - 9 * s)} ${n(ground - 70 * s)}L${n(x + 9 * s)} ${n(ground - 70 * s)}L${n(x + 12 * s)} ${n(ground)}Z" ${fl(pen, "#8d5a3b")}/>`;
  const top = `<path d="${blob(x, ground - 110 * s, 58 * s, 50 * s, 8, 0.6, 0.3)}" ${fl(pen, leaf)}/>`;
  let extra = "";
  if (fruit && pen.mode === "color") {
    for (const [dx, dy] of [
      [-25, -120],
      [18, -95],
      [22, -140],
      [-10, -88],
    ]) {
      extra += `<circle cx="${n(x + dx * s)}" cy="${n(ground + dy * s)}" r="${n(7 * s)}" fill="${fruit}"/>`;
    }
  }
  return (
    trunk +
    top +
    extra +
    deco(
      pen,
      `<path d="${blob(x - 18 * s, ground - 128 * s, 18 * s, 14 * s, 6, 0.6)}" fill="#fff" opacity="0.18" stroke="none"/>`,
    )
  );
}

export function pine(pen: Pen, x: number, ground: number, s: number, leaf = "#2e8b57", snow = false): string {
  const trunk = `<rect x="${n(x - 9 * s)}" y="${n(ground - 30 * s)}" width="${n(18 * s)}" height="${n(30 * s)}" ${fl(pen, "#8d5a3b")}/>`;
  const p: Array<[number, number]> = [
    [x, ground - 170 * s],
    [x + 34 * s, ground - 118 * s],
    [x + 18 * s, ground - 118 * s],
    [x + 50 * s, ground - 72 * s],
    [x + 28 * s, ground - 72 * s],
    [x + 64 * s, ground - 28 * s],
    [x - 64 * s, ground - 28 * s],
    [x - 28 * s, ground - 72 * s],
    [x - 50 * s, ground - 72 * s],
    [x - 18 * s, ground - 118 * s],
    [x - 34 * s, ground - 118 * s],
  ];
  let cap = "";
  if (snow) {
    cap = `<path d="M${pts([
      [x, ground - 170 * s],
      [x + 22 * s, ground - 136 * s],
      [x + 10 * s, ground - 130 * s],
      [x, ground - 138 * s],
      [x - 10 * s, ground - 128 * s],
      [x - 22 * s, ground - 136 * s],
    ])}Z" fill="#fff"/>`;
  }
  return trunk + `<path d="M${pts(p)}Z" ${fl(pen, leaf)}/>` + cap;
}

export function bush(pen: Pen, x: number, ground: number, s: number, color = "#66bb6a", berries = ""): string {
  const d = `M${n(x - 50 * s)} ${n(ground)}A${n(24 * s)} ${n(24 * s)} 0 0 1 ${n(x - 26 * s)} ${n(ground - 34 * s)}A${n(30 * s)} ${n(30 * s)} 0 0 1 ${n(x + 22 * s)} ${n(ground - 36 * s)}A${n(24 * s)} ${n(24 * s)} 0 0 1 ${n(x + 50 * s)} ${n(ground)}Z`;
  let b = "";
  if (berries && pen.mode === "color") {
    for (const [dx, dy] of [
      [-26, -18],
      [4, -30],
      [24, -14],
    ])
      b += `<circle cx="${n(x + dx * s)}" cy="${n(ground + dy * s)}" r="${n(5 * s)}" fill="${berries}" stroke="none"/>`;
  }
  return `<path d="${d}" ${fl(pen, color)}/>` + b;
}

export function flower(pen: Pen, x: number, ground: number, s: number, petal = "#ff6f91", center = "#ffd23f"): string {
  const cy = ground - 46 * s;
  let petals = "";
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i / 5) * Math.PI * 2;
    petals += `<circle cx="${n(x + Math.cos(a) * 13 * s)}" cy="${n(cy + Math.sin(a) * 13 * s)}" r="${n(10 * s)}" ${fl(pen, petal)}/>`;
  }
  return (
    `<path d="M${n(x)} ${n(ground)}L${n(x)} ${n(cy + 12 * s)}" fill="none"/>` +
    `<path d="M${n(x)} ${n(ground - 14 * s)}Q${n(x + 18 * s)} ${n(ground - 30 * s)} ${n(x + 24 * s)} ${n(ground - 18 * s)}Q${n(x + 12 * s)} ${n(ground - 10 * s)} ${n(x)} ${n(ground - 14 * s)}Z" ${fl(pen, "#5cb85c")}/>` +
    petals +
    `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(9 * s)}" ${fl(pen, center)}/>`
  );
}

export function house(
  pen: Pen,
  x: number,
  ground: number,
  w: number,
  h: number,
  wall: string,
  roof: string,
  door = "#8d5a3b",
): string {
  const rh = h * 0.55;
  const win = w * 0.22;
  return (
    `<rect x="${n(x)}" y="${n(ground - h)}" width="${n(w)}" height="${n(h)}" ${fl(pen, wall)}/>` +
    `<path d="M${n(x - w * 0.1)} ${n(ground - h)}L${n(x + w / 2)} ${n(ground - h - rh)}L${n(x + w * 1.1)} ${n(ground - h)}Z" ${fl(pen, roof)}/>` +
    `<rect x="${n(x + w * 0.4)}" y="${n(ground - h * 0.55)}" width="${n(w * 0.22)}" height="${n(h * 0.55)}" rx="${n(w * 0.03)}" ${fl(pen, door)}/>` +
    `<rect x="${n(x + w * 0.1)}" y="${n(ground - h * 0.7)}" width="${n(win)}" height="${n(win)}" rx="3" ${fl(pen, "#a8ddf7")}/>` +
    `<rect x="${n(x + w * 0.7)}" y="${n(ground - h * 0.7)}" width="${n(win)}" height="${n(win)}" rx="3" ${fl(pen, "#a8ddf7")}/>` +
    deco(
      pen,
      `<path d="M${n(x + w * 0.21)} ${n(ground - h * 0.7)}V${n(ground - h * 0.7 + win)}M${n(x + w * 0.1)} ${n(ground - h * 0.7 + win / 2)}H${n(x + w * 0.32)}M${n(x + w * 0.81)} ${n(ground - h * 0.7)}V${n(ground - h * 0.7 + win)}M${n(x + w * 0.7)} ${n(ground - h * 0.7 + win / 2)}H${n(x + w * 0.92)}" fill="none" stroke-width="${n(pen.sw * 0.7)}"/>`,
    )
  );
}

/** Town block with a grid of windows (colour) or a few large windows (line). */
export function building(
  pen: Pen,
  x: number,
  ground: number,
  w: number,
  h: number,
  wall: string,
  o: { cols?: number; rows?: number; glass?: string; lit?: number; seed?: number; roof?: string } = {},
): string {
  const cols = o.cols ?? 3;
  const rows = o.rows ?? 4;
  const r = rng(o.seed ?? 1);
  let s = `<rect x="${n(x)}" y="${n(ground - h)}" width="${n(w)}" height="${n(h)}" ${fl(pen, wall)}/>`;
  if (o.roof)
    s += `<rect x="${n(x - 6)}" y="${n(ground - h - 14)}" width="${n(w + 12)}" height="14" ${fl(pen, o.roof)}/>`;
  const gx = w / cols;
  const gy = (h - 40) / rows;
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const lit = r() < (o.lit ?? 0);
      const c = lit ? "#ffe27a" : (o.glass ?? "#a8ddf7");
      s += `<rect x="${n(x + i * gx + gx * 0.2)}" y="${n(ground - h + 14 + j * gy)}" width="${n(gx * 0.6)}" height="${n(gy * 0.62)}" rx="3" ${fl(pen, c)}/>`;
    }
  }
  return s;
}

export function birds(pen: Pen, list: Array<[number, number, number]>): string {
  if (pen.mode === "line") return "";
  return list
    .map(
      ([x, y, s]) =>
        `<path d="M${n(x - 12 * s)} ${n(y)}Q${n(x - 6 * s)} ${n(y - 8 * s)} ${n(x)} ${n(y)}Q${n(x + 6 * s)} ${n(y - 8 * s)} ${n(x + 12 * s)} ${n(y)}" fill="none" stroke-width="${n(thick(pen, 0.8))}"/>`,
    )
    .join("");
}

/** Thin rounded page frame used by every coloring page. */
export function frame(pen: Pen, size: number, inset: number, radius: number): string {
  return `<rect x="${n(inset)}" y="${n(inset)}" width="${n(size - 2 * inset)}" height="${n(size - 2 * inset)}" rx="${n(radius)}" fill="none" stroke="${pen.ink}" stroke-width="${n(pen.sw)}"/>`;
}

export function cone(pen: Pen, x: number, ground: number, s: number): string {
  return (
    `<path d="M${n(x - 30 * s)} ${n(ground)}L${n(x - 10 * s)} ${n(ground - 80 * s)}Q${n(x)} ${n(ground - 88 * s)} ${n(x + 10 * s)} ${n(ground - 80 * s)}L${n(x + 30 * s)} ${n(ground)}Z" ${fl(pen, "#ff7a1a")}/>` +
    `<path d="M${n(x - 20 * s)} ${n(ground - 40 * s)}L${n(x - 15 * s)} ${n(ground - 58 * s)}L${n(x + 15 * s)} ${n(ground - 58 * s)}L${n(x + 20 * s)} ${n(ground - 40 * s)}Z" fill="#fff"/>` +
    `<rect x="${n(x - 40 * s)}" y="${n(ground - 10 * s)}" width="${n(80 * s)}" height="${n(10 * s)}" rx="${n(4 * s)}" ${fl(pen, "#ff7a1a")}/>`
  );
}

export function hydrant(pen: Pen, x: number, ground: number, s: number): string {
  return (
    `<rect x="${n(x - 22 * s)}" y="${n(ground - 70 * s)}" width="${n(44 * s)}" height="${n(70 * s)}" rx="${n(8 * s)}" ${fl(pen, "#e63b2e")}/>` +
    `<path d="M${n(x - 22 * s)} ${n(ground - 70 * s)}Q${n(x)} ${n(ground - 100 * s)} ${n(x + 22 * s)} ${n(ground - 70 * s)}Z" ${fl(pen, "#e63b2e")}/>` +
    `<rect x="${n(x - 34 * s)}" y="${n(ground - 56 * s)}" width="${n(68 * s)}" height="${n(18 * s)}" rx="${n(6 * s)}" ${fl(pen, "#ffd23f")}/>` +
    `<rect x="${n(x - 30 * s)}" y="${n(ground - 12 * s)}" width="${n(60 * s)}" height="${n(12 * s)}" rx="${n(4 * s)}" ${fl(pen, "#c9352a")}/>`
  );
}

export function mailbox(pen: Pen, x: number, ground: number, s: number): string {
  return (
    `<rect x="${n(x - 8 * s)}" y="${n(ground - 90 * s)}" width="${n(16 * s)}" height="${n(90 * s)}" ${fl(pen, "#8d5a3b")}/>` +
    `<path d="M${n(x - 40 * s)} ${n(ground - 90 * s)}V${n(ground - 140 * s)}A${n(40 * s)} ${n(30 * s)} 0 0 1 ${n(x + 40 * s)} ${n(ground - 140 * s)}V${n(ground - 90 * s)}Z" ${fl(pen, "#e63b2e")}/>` +
    `<rect x="${n(x - 24 * s)}" y="${n(ground - 148 * s)}" width="${n(48 * s)}" height="${n(10 * s)}" rx="${n(5 * s)}" fill="#fff"/>` +
    `<path d="M${n(x + 40 * s)} ${n(ground - 150 * s)}H${n(x + 58 * s)}V${n(ground - 176 * s)}H${n(x + 88 * s)}V${n(ground - 150 * s)}H${n(x + 72 * s)}V${n(ground - 124 * s)}H${n(x + 40 * s)}Z" ${fl(pen, "#ffcc00")}/>`
  );
}

export function helipad(pen: Pen, cx: number, cy: number, rx: number): string {
  const ry = rx * 0.28;
  const hx = rx * 0.22;
  const hy = ry * 0.6;
  const t = rx * 0.06;
  const hPath = `M${n(cx - hx)} ${n(cy - hy)}h${n(t)}v${n(hy - t / 3)}h${n(2 * hx - 2 * t)}v${n(-hy + t / 3)}h${n(t)}v${n(2 * hy)}h${n(-t)}v${n(-hy + t / 3)}h${n(-2 * hx + 2 * t)}v${n(hy - t / 3)}h${n(-t)}Z`;
  return (
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" ${fl(pen, "#7d8896")}/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 0.72)}" ry="${n(ry * 0.72)}" ${fl(pen, "#ffd23f")}/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 0.6)}" ry="${n(ry * 0.6)}" ${fl(pen, "#7d8896")}/>` +
    `<path d="${hPath}" fill="#fff"/>`
  );
}

export function crate(pen: Pen, x: number, ground: number, s: number, color = "#d9a066"): string {
  return (
    `<rect x="${n(x)}" y="${n(ground - 70 * s)}" width="${n(80 * s)}" height="${n(70 * s)}" rx="${n(4 * s)}" ${fl(pen, color)}/>` +
    `<rect x="${n(x + 12 * s)}" y="${n(ground - 58 * s)}" width="${n(56 * s)}" height="${n(46 * s)}" rx="${n(3 * s)}" ${fl(pen, color)}/>`
  );
}
