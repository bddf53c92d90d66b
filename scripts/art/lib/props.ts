// Extra scenery for the full-colour puzzle pictures: harbour, beach, snow, buildings, festival…
// Shapes inherit the outline from the enclosing group; colour-only, but still pen-aware.
import { type Pen, n, pts, fl, deco, rng, thick } from "./svg.ts";

export function linearGradient(id: string, stops: Array<[number, string]>, x2 = 0, y2 = 1): string {
  const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radialGradient(id: string, stops: Array<[number, string, number?]>): string {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`)
    .join("");
  return `<radialGradient id="${id}">${s}</radialGradient>`;
}

export function sky(w: number, h: number, fill: string): string {
  return `<rect width="${w}" height="${h}" fill="${fill}" stroke="none"/>`;
}

/** Sea band with rows of little wave marks. */
export function sea(pen: Pen, x0: number, x1: number, y: number, h: number, fill: string, seed: number): string {
  const r = rng(seed);
  let waves = "";
  for (let row = 0; row < 6; row++) {
    const yy = y + 18 + row * (h / 6);
    for (let x = x0 + r() * 60; x < x1; x += 90 + r() * 70) {
      const w = 22 + r() * 16;
      waves += `M${n(x)} ${n(yy)}q${n(w / 4)} ${n(-8)} ${n(w / 2)} 0t${n(w / 2)} 0`;
    }
  }
  return (
    `<rect x="${n(x0)}" y="${n(y)}" width="${n(x1 - x0)}" height="${n(h)}" fill="${fill}"/>` +
    deco(
      pen,
      `<path d="${waves}" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${n(pen.sw * 0.8)}"/>`,
    )
  );
}

export function sailboat(
  pen: Pen,
  x: number,
  y: number,
  s: number,
  hull: string,
  sail: string,
  sail2 = "#ffffff",
): string {
  return (
    `<path d="M${n(x + 2 * s)} ${n(y - 40 * s)}L${n(x + 2 * s)} ${n(y - 150 * s)}L${n(x + 70 * s)} ${n(y - 48 * s)}Z" ${fl(pen, sail)}/>` +
    `<path d="M${n(x - 4 * s)} ${n(y - 44 * s)}L${n(x - 4 * s)} ${n(y - 130 * s)}L${n(x - 56 * s)} ${n(y - 48 * s)}Z" ${fl(pen, sail2)}/>` +
    `<path d="M${n(x - 80 * s)} ${n(y - 40 * s)}H${n(x + 90 * s)}L${n(x + 66 * s)} ${n(y)}H${n(x - 60 * s)}Z" ${fl(pen, hull)}/>` +
    `<rect x="${n(x - 40 * s)}" y="${n(y - 30 * s)}" width="${n(12 * s)}" height="${n(12 * s)}" rx="${n(6 * s)}" fill="#fff"/>` +
    `<rect x="${n(x - 10 * s)}" y="${n(y - 30 * s)}" width="${n(12 * s)}" height="${n(12 * s)}" rx="${n(6 * s)}" fill="#fff"/>`
  );
}

export function lighthouse(pen: Pen, x: number, ground: number, s: number): string {
  const band = (y0: number, y1: number, c: string): string => {
    const wb = 40 - ((ground - y0) / s) * 0.08;
    const wt = 40 - ((ground - y1) / s) * 0.08;
    return `<path d="M${pts([
      [x - wb * s, y0],
      [x - wt * s, y1],
      [x + wt * s, y1],
      [x + wb * s, y0],
    ])}Z" ${fl(pen, c)}/>`;
  };
  const H = 260 * s;
  return (
    `<path d="M${n(x - 70 * s)} ${n(ground)}Q${n(x - 60 * s)} ${n(ground - 40 * s)} ${n(x)} ${n(ground - 44 * s)}Q${n(x + 70 * s)} ${n(ground - 40 * s)} ${n(x + 80 * s)} ${n(ground)}Z" ${fl(pen, "#8a8f99")}/>` +
    band(ground - 40 * s, ground - 100 * s, "#ffffff") +
    band(ground - 100 * s, ground - 160 * s, "#e63b2e") +
    band(ground - 160 * s, ground - 220 * s, "#ffffff") +
    band(ground - 220 * s, ground - H + 20 * s, "#e63b2e") +
    `<rect x="${n(x - 30 * s)}" y="${n(ground - H - 30 * s)}" width="${n(60 * s)}" height="${n(50 * s)}" rx="${n(6 * s)}" ${fl(pen, "#fff3b0")}/>` +
    `<path d="M${n(x - 40 * s)} ${n(ground - H - 30 * s)}L${n(x)} ${n(ground - H - 66 * s)}L${n(x + 40 * s)} ${n(ground - H - 30 * s)}Z" ${fl(pen, "#1d4e89")}/>` +
    deco(
      pen,
      `<path d="M${n(x + 30 * s)} ${n(ground - H - 16 * s)}L${n(x + 190 * s)} ${n(ground - H - 50 * s)}L${n(x + 190 * s)} ${n(ground - H + 20 * s)}Z" fill="#fff3b0" opacity="0.45" stroke="none"/>`,
    ) +
    `<rect x="${n(x - 10 * s)}" y="${n(ground - 90 * s)}" width="${n(20 * s)}" height="${n(36 * s)}" rx="${n(8 * s)}" ${fl(pen, "#1d4e89")}/>`
  );
}

export function pier(pen: Pen, x0: number, x1: number, y: number, postsDown: number): string {
  let s = "";
  for (let x = x0 + 20; x < x1; x += 80)
    s += `<rect x="${n(x)}" y="${n(y)}" width="16" height="${n(postsDown)}" ${fl(pen, "#7a5236")}/>`;
  s += `<rect x="${n(x0)}" y="${n(y - 22)}" width="${n(x1 - x0)}" height="26" ${fl(pen, "#b07a4f")}/>`;
  s += deco(
    pen,
    Array.from(
      { length: Math.floor((x1 - x0) / 40) },
      (_, i) => `<path d="M${n(x0 + 40 * (i + 1))} ${n(y - 22)}v26" stroke-width="${n(pen.sw * 0.6)}"/>`,
    ).join(""),
  );
  return s;
}

export function container(pen: Pen, x: number, ground: number, w: number, h: number, color: string): string {
  let ribs = "";
  for (let xx = x + 14; xx < x + w - 8; xx += 14) ribs += `M${n(xx)} ${n(ground - h + 8)}V${n(ground - 8)}`;
  return (
    `<rect x="${n(x)}" y="${n(ground - h)}" width="${n(w)}" height="${n(h)}" rx="3" ${fl(pen, color)}/>` +
    deco(pen, `<path d="${ribs}" stroke="#000" stroke-opacity="0.22" stroke-width="${n(pen.sw * 0.8)}"/>`)
  );
}

export function mountain(
  pen: Pen,
  x: number,
  base: number,
  w: number,
  h: number,
  color: string,
  snow = "#ffffff",
): string {
  const top: [number, number] = [x + w / 2, base - h];
  const body = `<path d="M${pts([[x, base], top, [x + w, base]])}Z" ${fl(pen, color)}/>`;
  const k = 0.3;
  const l: [number, number] = [top[0] - (w / 2) * k, top[1] + h * k];
  const r: [number, number] = [top[0] + (w / 2) * k, top[1] + h * k];
  const cap = `<path d="M${pts([top, r, [r[0] - w * 0.05, r[1] - h * 0.05], [top[0] + w * 0.03, r[1] + h * 0.02], [top[0] - w * 0.04, r[1] - h * 0.06], [l[0] + w * 0.04, l[1] + h * 0.03], l])}Z" ${fl(pen, snow)}/>`;
  return body + cap;
}

export function palm(pen: Pen, x: number, ground: number, s: number, lean = 1): string {
  const tx = x + 40 * s * lean;
  const ty = ground - 230 * s;
  let leaves = "";
  const dirs: Array<[number, number]> = [
    [-1, -0.2],
    [-0.8, 0.5],
    [1, -0.1],
    [0.9, 0.55],
    [0.1, -1],
    [-0.4, 0.9],
  ];
  for (const [dx, dy] of dirs) {
    const ex = tx + dx * 95 * s;
    const ey = ty + dy * 60 * s + 20 * s;
    const cx = tx + dx * 60 * s;
    const cy = ty + dy * 40 * s - 30 * s;
    leaves += `<path d="M${n(tx)} ${n(ty)}Q${n(cx)} ${n(cy - 16 * s)} ${n(ex)} ${n(ey)}Q${n(cx)} ${n(cy + 14 * s)} ${n(tx)} ${n(ty)}Z" ${fl(pen, dx > 0 ? "#3fa34d" : "#2e8b3e")}/>`;
  }
  return (
    `<path d="M${n(x - 14 * s)} ${n(ground)}Q${n(x + 10 * s)} ${n(ground - 120 * s)} ${n(tx - 8 * s)} ${n(ty)}L${n(tx + 8 * s)} ${n(ty)}Q${n(x + 30 * s)} ${n(ground - 120 * s)} ${n(x + 14 * s)} ${n(ground)}Z" ${fl(pen, "#a06a3f")}/>` +
    leaves +
    `<circle cx="${n(tx - 8 * s)}" cy="${n(ty + 10 * s)}" r="${n(9 * s)}" ${fl(pen, "#7a5236")}/><circle cx="${n(tx + 8 * s)}" cy="${n(ty + 12 * s)}" r="${n(9 * s)}" ${fl(pen, "#7a5236")}/>`
  );
}

export function umbrella(pen: Pen, x: number, ground: number, s: number, c1: string, c2: string): string {
  const top = ground - 170 * s;
  const w = 110 * s;
  let seg = "";
  const k = 5;
  for (let i = 0; i < k; i++) {
    const a = x - w + (2 * w * i) / k;
    const b = x - w + (2 * w * (i + 1)) / k;
    seg += `<path d="M${n(x)} ${n(top)}L${n(a)} ${n(top + 60 * s)}Q${n((a + b) / 2)} ${n(top + 48 * s)} ${n(b)} ${n(top + 60 * s)}Z" ${fl(pen, i % 2 ? c2 : c1)}/>`;
  }
  return (
    `<rect x="${n(x - 4 * s)}" y="${n(top)}" width="${n(8 * s)}" height="${n(170 * s)}" ${fl(pen, "#8d5a3b")}/>` + seg
  );
}

export function beachBall(pen: Pen, x: number, y: number, r: number): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fff"/>` +
    `<path d="M${n(x)} ${n(y - r)}Q${n(x - r * 0.7)} ${n(y)} ${n(x)} ${n(y + r)}Q${n(x - r * 1.1)} ${n(y + r * 0.2)} ${n(x)} ${n(y - r)}Z" ${fl(pen, "#e63b2e")}/>` +
    `<path d="M${n(x)} ${n(y - r)}Q${n(x + r * 0.7)} ${n(y)} ${n(x)} ${n(y + r)}Q${n(x + r * 1.1)} ${n(y + r * 0.2)} ${n(x)} ${n(y - r)}Z" ${fl(pen, "#3d7bff")}/>`
  );
}

export function sandcastle(pen: Pen, x: number, ground: number, s: number): string {
  const c = "#e8c07a";
  const tower = (cx: number, w: number, h: number): string =>
    `<path d="M${n(cx - w / 2)} ${n(ground)}V${n(ground - h)}h${n(w / 5)}v${n(-10 * s)}h${n(w / 5)}v${n(10 * s)}h${n(w / 5)}v${n(-10 * s)}h${n(w / 5)}v${n(10 * s)}h${n(w / 5)}V${n(ground)}Z" ${fl(pen, c)}/>`;
  return (
    tower(x - 50 * s, 50 * s, 70 * s) +
    tower(x + 50 * s, 50 * s, 70 * s) +
    tower(x, 70 * s, 110 * s) +
    `<path d="M${n(x - 12 * s)} ${n(ground)}V${n(ground - 24 * s)}A${n(12 * s)} ${n(12 * s)} 0 0 1 ${n(x + 12 * s)} ${n(ground - 24 * s)}V${n(ground)}Z" ${fl(pen, "#b8894a")}/>` +
    `<path d="M${n(x)} ${n(ground - 120 * s)}V${n(ground - 160 * s)}L${n(x + 26 * s)} ${n(ground - 150 * s)}L${n(x)} ${n(ground - 142 * s)}" ${fl(pen, "#e63b2e")}/>`
  );
}

export function snowman(pen: Pen, x: number, ground: number, s: number, scarf = "#e63b2e"): string {
  return (
    `<circle cx="${n(x)}" cy="${n(ground - 50 * s)}" r="${n(52 * s)}" fill="#fff"/>` +
    `<circle cx="${n(x)}" cy="${n(ground - 135 * s)}" r="${n(38 * s)}" fill="#fff"/>` +
    `<circle cx="${n(x)}" cy="${n(ground - 196 * s)}" r="${n(28 * s)}" fill="#fff"/>` +
    `<path d="M${n(x - 32 * s)} ${n(ground - 172 * s)}Q${n(x)} ${n(ground - 160 * s)} ${n(x + 32 * s)} ${n(ground - 172 * s)}L${n(x + 30 * s)} ${n(ground - 160 * s)}L${n(x + 38 * s)} ${n(ground - 120 * s)}L${n(x + 22 * s)} ${n(ground - 120 * s)}L${n(x + 18 * s)} ${n(ground - 152 * s)}Q${n(x)} ${n(ground - 146 * s)} ${n(x - 30 * s)} ${n(ground - 160 * s)}Z" ${fl(pen, scarf)}/>` +
    `<path d="M${n(x)} ${n(ground - 196 * s)}L${n(x + 30 * s)} ${n(ground - 190 * s)}L${n(x)} ${n(ground - 186 * s)}Z" ${fl(pen, "#ff8a00")}/>` +
    `<circle cx="${n(x - 10 * s)}" cy="${n(ground - 206 * s)}" r="${n(3.5 * s)}" fill="#1d2a3a"/><circle cx="${n(x + 10 * s)}" cy="${n(ground - 206 * s)}" r="${n(3.5 * s)}" fill="#1d2a3a"/>` +
    `<circle cx="${n(x)}" cy="${n(ground - 130 * s)}" r="${n(4 * s)}" fill="#1d2a3a"/><circle cx="${n(x)}" cy="${n(ground - 110 * s)}" r="${n(4 * s)}" fill="#1d2a3a"/>` +
    `<path d="M${n(x - 24 * s)} ${n(ground - 218 * s)}H${n(x + 24 * s)}V${n(ground - 224 * s)}H${n(x - 24 * s)}Z" fill="#1d2a3a"/><rect x="${n(x - 16 * s)}" y="${n(ground - 256 * s)}" width="${n(32 * s)}" height="${n(34 * s)}" fill="#1d2a3a"/>` +
    `<path d="M${n(x - 36 * s)} ${n(ground - 140 * s)}L${n(x - 80 * s)} ${n(ground - 170 * s)}M${n(x + 36 * s)} ${n(ground - 140 * s)}L${n(x + 80 * s)} ${n(ground - 168 * s)}" stroke="#7a5236" stroke-width="${n(pen.sw * 1.6)}" fill="none"/>`
  );
}

export function snowflakes(pen: Pen, w: number, h: number, count: number, seed: number): string {
  const r = rng(seed);
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = r() * w;
    const y = r() * h;
    const s = 4 + r() * 6;
    d += `M${n(x - s)} ${n(y)}h${n(2 * s)}M${n(x)} ${n(y - s)}v${n(2 * s)}M${n(x - s * 0.7)} ${n(y - s * 0.7)}l${n(1.4 * s)} ${n(1.4 * s)}M${n(x + s * 0.7)} ${n(y - s * 0.7)}l${n(-1.4 * s)} ${n(1.4 * s)}`;
  }
  return deco(pen, `<path d="${d}" stroke="#ffffff" stroke-width="2.4" fill="none"/>`);
}

export function rain(pen: Pen, w: number, h: number, count: number, seed: number): string {
  const r = rng(seed);
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = r() * (w + 100);
    const y = r() * h;
    const l = 16 + r() * 18;
    d += `M${n(x)} ${n(y)}l${n(-l * 0.3)} ${n(l)}`;
  }
  return deco(pen, `<path d="${d}" stroke="#9ec9ff" stroke-opacity="0.75" stroke-width="3" fill="none"/>`);
}

export function stars(pen: Pen, w: number, h: number, count: number, seed: number): string {
  const r = rng(seed);
  let s = "";
  for (let i = 0; i < count; i++) {
    const x = r() * w;
    const y = r() * h;
    const k = 2 + r() * 5;
    s += `<path d="M${n(x)} ${n(y - k)}Q${n(x)} ${n(y)} ${n(x + k)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y + k)}Q${n(x)} ${n(y)} ${n(x - k)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y - k)}Z" fill="#fff6c2" stroke="none"/>`;
  }
  return deco(pen, s);
}

export function garageBuilding(
  pen: Pen,
  x: number,
  ground: number,
  w: number,
  h: number,
  wall: string,
  doors: number,
  doorColor: string,
  o: { open?: number[]; sign?: string; roof?: string } = {},
): string {
  let s = `<rect x="${n(x)}" y="${n(ground - h)}" width="${n(w)}" height="${n(h)}" ${fl(pen, wall)}/>`;
  if (o.roof)
    s += `<rect x="${n(x - 10)}" y="${n(ground - h - 18)}" width="${n(w + 20)}" height="22" rx="4" ${fl(pen, o.roof)}/>`;
  const dw = (w - 30 * (doors + 1)) / doors;
  const dh = h * 0.62;
  for (let i = 0; i < doors; i++) {
    const dx = x + 30 + i * (dw + 30);
    const open = (o.open ?? []).includes(i);
    s += `<path d="M${n(dx)} ${n(ground)}V${n(ground - dh + 20)}Q${n(dx)} ${n(ground - dh)} ${n(dx + 20)} ${n(ground - dh)}H${n(dx + dw - 20)}Q${n(dx + dw)} ${n(ground - dh)} ${n(dx + dw)} ${n(ground - dh + 20)}V${n(ground)}Z" ${fl(pen, open ? "#3a3f4a" : doorColor)}/>`;
    if (!open) {
      let l = "";
      for (let yy = ground - dh + 26; yy < ground - 6; yy += 18) l += `M${n(dx + 6)} ${n(yy)}H${n(dx + dw - 6)}`;
      s += deco(pen, `<path d="${l}" stroke="#000" stroke-opacity="0.2" stroke-width="${n(pen.sw * 0.7)}"/>`);
    }
  }
  if (o.sign)
    s += `<rect x="${n(x + w / 2 - 110)}" y="${n(ground - h + 16)}" width="220" height="${n(h * 0.2)}" rx="10" ${fl(pen, o.sign)}/>`;
  return s;
}

export function trafficLight(pen: Pen, x: number, ground: number, s: number, on: "red" | "green" = "green"): string {
  return (
    `<rect x="${n(x - 5 * s)}" y="${n(ground - 170 * s)}" width="${n(10 * s)}" height="${n(170 * s)}" ${fl(pen, "#5b6675")}/>` +
    `<rect x="${n(x - 20 * s)}" y="${n(ground - 250 * s)}" width="${n(40 * s)}" height="${n(96 * s)}" rx="${n(10 * s)}" ${fl(pen, "#2b3340")}/>` +
    `<circle cx="${n(x)}" cy="${n(ground - 230 * s)}" r="${n(11 * s)}" ${fl(pen, on === "red" ? "#ff4b3e" : "#5a2a2a")}/>` +
    `<circle cx="${n(x)}" cy="${n(ground - 202 * s)}" r="${n(11 * s)}" ${fl(pen, "#6b5a20")}/>` +
    `<circle cx="${n(x)}" cy="${n(ground - 174 * s)}" r="${n(11 * s)}" ${fl(pen, on === "green" ? "#4cff7a" : "#24502f")}/>`
  );
}

export function streetLamp(pen: Pen, x: number, ground: number, s: number, lit = false): string {
  const glow = lit
    ? deco(
        pen,
        `<path d="M${n(x + 20 * s)} ${n(ground - 216 * s)}L${n(x - 50 * s)} ${n(ground)}L${n(x + 110 * s)} ${n(ground)}Z" fill="#fff3b0" opacity="0.25" stroke="none"/>`,
      )
    : "";
  return (
    glow +
    `<rect x="${n(x - 6 * s)}" y="${n(ground - 220 * s)}" width="${n(12 * s)}" height="${n(220 * s)}" ${fl(pen, "#3a4656")}/>` +
    `<path d="M${n(x)} ${n(ground - 220 * s)}Q${n(x)} ${n(ground - 240 * s)} ${n(x + 24 * s)} ${n(ground - 240 * s)}" fill="none" stroke-width="${n(thick(pen, 2))}"/>` +
    `<path d="M${n(x + 8 * s)} ${n(ground - 226 * s)}H${n(x + 40 * s)}L${n(x + 32 * s)} ${n(ground - 210 * s)}H${n(x + 16 * s)}Z" ${fl(pen, lit ? "#ffe27a" : "#dfe6ee")}/>`
  );
}

export function checkerBlanket(pen: Pen, x: number, y: number, w: number, h: number, c1: string, c2: string): string {
  let s = `<path d="M${pts([
    [x + 30, y],
    [x + w - 30, y],
    [x + w, y + h],
    [x, y + h],
  ])}Z" fill="${c2}"/>`;
  const cols = 6;
  const rows = 3;
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      if ((i + j) % 2) continue;
      const t0 = j / rows;
      const t1 = (j + 1) / rows;
      const lx = (t: number): number => x + 30 * (1 - t);
      const rx = (t: number): number => x + w - 30 * (1 - t);
      const X = (t: number, u: number): number => lx(t) + (rx(t) - lx(t)) * u;
      s += `<path d="M${pts([
        [X(t0, i / cols), y + h * t0],
        [X(t0, (i + 1) / cols), y + h * t0],
        [X(t1, (i + 1) / cols), y + h * t1],
        [X(t1, i / cols), y + h * t1],
      ])}Z" fill="${c1}" stroke="none"/>`;
    }
  }
  return (
    s +
    `<path d="M${pts([
      [x + 30, y],
      [x + w - 30, y],
      [x + w, y + h],
      [x, y + h],
    ])}Z" fill="none"/>`
  );
}

export function basket(pen: Pen, x: number, ground: number, s: number): string {
  return (
    `<path d="M${n(x - 40 * s)} ${n(ground - 50 * s)}Q${n(x)} ${n(ground - 110 * s)} ${n(x + 40 * s)} ${n(ground - 50 * s)}" fill="none" stroke-width="${n(thick(pen, 2))}"/>` +
    `<circle cx="${n(x - 18 * s)}" cy="${n(ground - 56 * s)}" r="${n(12 * s)}" ${fl(pen, "#e63b2e")}/><circle cx="${n(x + 6 * s)}" cy="${n(ground - 60 * s)}" r="${n(12 * s)}" ${fl(pen, "#ffd23f")}/><circle cx="${n(x + 24 * s)}" cy="${n(ground - 54 * s)}" r="${n(11 * s)}" ${fl(pen, "#5cb85c")}/>` +
    `<path d="M${n(x - 46 * s)} ${n(ground - 50 * s)}H${n(x + 46 * s)}L${n(x + 36 * s)} ${n(ground)}H${n(x - 36 * s)}Z" ${fl(pen, "#c98b4e")}/>` +
    deco(
      pen,
      `<path d="M${n(x - 40 * s)} ${n(ground - 34 * s)}H${n(x + 40 * s)}M${n(x - 38 * s)} ${n(ground - 18 * s)}H${n(x + 38 * s)}" stroke-width="${n(pen.sw * 0.7)}"/>`,
    )
  );
}

export function pond(pen: Pen, cx: number, cy: number, rx: number, ry: number): string {
  return (
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" ${fl(pen, "#5bb8f0")}/>` +
    deco(
      pen,
      `<path d="M${n(cx - rx * 0.5)} ${n(cy - ry * 0.2)}h${n(rx * 0.3)}M${n(cx + rx * 0.1)} ${n(cy + ry * 0.3)}h${n(rx * 0.35)}" stroke="#fff" stroke-width="${n(pen.sw)}"/>`,
    )
  );
}

export function duck(pen: Pen, x: number, y: number, s: number, flip = false): string {
  const f = flip ? -1 : 1;
  const X = (v: number): string => n(x + v * s * f);
  const Y = (v: number): string => n(y + v * s);
  return (
    `<path d="M${X(-30)} ${Y(-10)}Q${X(-30)} ${Y(10)} ${X(0)} ${Y(10)}H${X(18)}Q${X(30)} ${Y(8)} ${X(28)} ${Y(-10)}Q${X(10)} ${Y(-4)} ${X(-30)} ${Y(-10)}Z" ${fl(pen, "#ffd23f")}/>` +
    `<circle cx="${X(18)}" cy="${Y(-20)}" r="${n(12 * s)}" ${fl(pen, "#ffd23f")}/>` +
    `<path d="M${X(28)} ${Y(-22)}L${X(40)} ${Y(-18)}L${X(28)} ${Y(-14)}Z" ${fl(pen, "#ff8a00")}/>` +
    `<circle cx="${X(21)}" cy="${Y(-23)}" r="${n(2.4 * s)}" fill="#1d2a3a" stroke="none"/>`
  );
}

export function balloon(pen: Pen, x: number, y: number, s: number, color: string, stringLen = 90): string {
  return (
    `<path d="M${n(x)} ${n(y + 40 * s)}q${n(-10 * s)} ${n(stringLen * s * 0.5)} 0 ${n(stringLen * s)}" fill="none" stroke-width="${n(pen.sw * 0.6)}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(30 * s)}" ry="${n(38 * s)}" ${fl(pen, color)}/>` +
    `<path d="M${n(x - 6 * s)} ${n(y + 44 * s)}L${n(x)} ${n(y + 36 * s)}L${n(x + 6 * s)} ${n(y + 44 * s)}Z" ${fl(pen, color)}/>` +
    deco(
      pen,
      `<ellipse cx="${n(x - 11 * s)}" cy="${n(y - 14 * s)}" rx="${n(6 * s)}" ry="${n(10 * s)}" fill="#fff" opacity="0.55" stroke="none"/>`,
    )
  );
}

/** A sagging string of triangle flags between two points. */
export function bunting(
  pen: Pen,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  sag: number,
  colors: string[],
  count: number,
): string {
  const at = (t: number): [number, number] => {
    const x = x0 + (x1 - x0) * t;
    const y = y0 + (y1 - y0) * t + sag * 4 * t * (1 - t);
    return [x, y];
  };
  let s = `<path d="M${n(x0)} ${n(y0)}Q${n((x0 + x1) / 2)} ${n((y0 + y1) / 2 + sag * 2)} ${n(x1)} ${n(y1)}" fill="none" stroke-width="${n(pen.sw * 0.7)}"/>`;
  for (let i = 0; i < count; i++) {
    const a = at((i + 0.15) / count);
    const b = at((i + 0.85) / count);
    const m = at((i + 0.5) / count);
    s += `<path d="M${pts([a, b, [m[0], m[1] + 36]])}Z" ${fl(pen, colors[i % colors.length])}/>`;
  }
  return s;
}

export function lantern(pen: Pen, x: number, y: number, s: number, color: string): string {
  return (
    `<path d="M${n(x)} ${n(y - 40 * s)}V${n(y - 26 * s)}" fill="none"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(24 * s)}" ry="${n(22 * s)}" ${fl(pen, color)}/>` +
    `<rect x="${n(x - 12 * s)}" y="${n(y - 28 * s)}" width="${n(24 * s)}" height="${n(8 * s)}" rx="2" ${fl(pen, "#ffd23f")}/>` +
    `<rect x="${n(x - 12 * s)}" y="${n(y + 20 * s)}" width="${n(24 * s)}" height="${n(8 * s)}" rx="2" ${fl(pen, "#ffd23f")}/>` +
    deco(
      pen,
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(10 * s)}" ry="${n(16 * s)}" fill="#fff6c2" opacity="0.55" stroke="none"/>`,
    )
  );
}

export function firework(pen: Pen, x: number, y: number, r: number, color: string, rays = 14): string {
  let d = "";
  let dots = "";
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * Math.PI * 2;
    d += `M${n(x + Math.cos(a) * r * 0.3)} ${n(y + Math.sin(a) * r * 0.3)}L${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}`;
    dots += `<circle cx="${n(x + Math.cos(a + 0.2) * r * 1.15)}" cy="${n(y + Math.sin(a + 0.2) * r * 1.15)}" r="${n(r * 0.04 + 1.5)}" fill="${color}" stroke="none"/>`;
  }
  return deco(pen, `<path d="${d}" stroke="${color}" stroke-width="${n(pen.sw * 1.1)}" fill="none"/>` + dots);
}

export function ferrisWheel(pen: Pen, cx: number, ground: number, r: number, colors: string[]): string {
  const cy = ground - r - 40;
  let spokes = "";
  let cabins = "";
  const k = 8;
  for (let i = 0; i < k; i++) {
    const a = (i / k) * Math.PI * 2;
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    spokes += `M${n(cx)} ${n(cy)}L${n(x)} ${n(y)}`;
    cabins += `<path d="M${n(x - 18)} ${n(y + 4)}h36v18q0 10 -10 10h-16q-10 0 -10 -10Z" ${fl(pen, colors[i % colors.length])}/><path d="M${n(x - 20)} ${n(y + 4)}Q${n(x)} ${n(y - 12)} ${n(x + 20)} ${n(y + 4)}Z" ${fl(pen, "#fff")}/>`;
  }
  return (
    `<path d="M${n(cx)} ${n(cy)}L${n(cx - r * 0.6)} ${n(ground)}M${n(cx)} ${n(cy)}L${n(cx + r * 0.6)} ${n(ground)}" stroke-width="${n(thick(pen, 2.5))}" fill="none"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke-width="${n(thick(pen, 2))}"/>` +
    deco(
      pen,
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="#ff8fc7" stroke-width="${n(pen.sw * 0.9)}"/>`,
    ) +
    `<path d="${spokes}" stroke-width="${n(pen.sw * 0.7)}" fill="none"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.1)}" ${fl(pen, "#ffd23f")}/>` +
    cabins
  );
}

export function stall(
  pen: Pen,
  x: number,
  ground: number,
  w: number,
  h: number,
  c1: string,
  c2: string,
  goods: string[],
): string {
  const roofY = ground - h;
  let stripes = "";
  const k = 6;
  for (let i = 0; i < k; i++) {
    const a = x - 10 + ((w + 20) * i) / k;
    const b = x - 10 + ((w + 20) * (i + 1)) / k;
    stripes += `<path d="M${pts([
      [x + (w * i) / k, roofY - 44],
      [x + (w * (i + 1)) / k, roofY - 44],
      [b, roofY],
      [a, roofY],
    ])}Z" ${fl(pen, i % 2 ? c2 : c1)}/>`;
    stripes += `<path d="M${n(a)} ${n(roofY)}Q${n((a + b) / 2)} ${n(roofY + 22)} ${n(b)} ${n(roofY)}Z" ${fl(pen, i % 2 ? c2 : c1)}/>`;
  }
  let g = "";
  goods.forEach((c, i) => {
    g += `<circle cx="${n(x + 30 + i * ((w - 60) / Math.max(1, goods.length - 1)))}" cy="${n(ground - h * 0.42)}" r="14" ${fl(pen, c)}/>`;
  });
  return (
    `<rect x="${n(x + 6)}" y="${n(roofY)}" width="10" height="${n(h)}" ${fl(pen, "#8d5a3b")}/><rect x="${n(x + w - 16)}" y="${n(roofY)}" width="10" height="${n(h)}" ${fl(pen, "#8d5a3b")}/>` +
    `<rect x="${n(x)}" y="${n(ground - h * 0.34)}" width="${n(w)}" height="${n(h * 0.34)}" rx="4" ${fl(pen, "#f5e6c8")}/>` +
    g +
    stripes
  );
}

export function bench(pen: Pen, x: number, ground: number, s: number): string {
  return (
    `<rect x="${n(x + 8 * s)}" y="${n(ground - 40 * s)}" width="${n(8 * s)}" height="${n(40 * s)}" ${fl(pen, "#3a4656")}/><rect x="${n(x + 104 * s)}" y="${n(ground - 40 * s)}" width="${n(8 * s)}" height="${n(40 * s)}" ${fl(pen, "#3a4656")}/>` +
    `<rect x="${n(x)}" y="${n(ground - 48 * s)}" width="${n(120 * s)}" height="${n(12 * s)}" rx="3" ${fl(pen, "#b07a4f")}/>` +
    `<rect x="${n(x)}" y="${n(ground - 84 * s)}" width="${n(120 * s)}" height="${n(12 * s)}" rx="3" ${fl(pen, "#b07a4f")}/>` +
    `<rect x="${n(x)}" y="${n(ground - 66 * s)}" width="${n(120 * s)}" height="${n(12 * s)}" rx="3" ${fl(pen, "#b07a4f")}/>`
  );
}

export function fence(pen: Pen, x0: number, x1: number, ground: number, h: number, color = "#fff"): string {
  let s = `<rect x="${n(x0)}" y="${n(ground - h * 0.7)}" width="${n(x1 - x0)}" height="${n(h * 0.14)}" ${fl(pen, color)}/>`;
  for (let x = x0; x < x1; x += h * 0.5) {
    s += `<path d="M${n(x)} ${n(ground)}V${n(ground - h + 8)}L${n(x + h * 0.15)} ${n(ground - h)}L${n(x + h * 0.3)} ${n(ground - h + 8)}V${n(ground)}Z" ${fl(pen, color)}/>`;
  }
  return s;
}

export function flag(pen: Pen, x: number, ground: number, s: number, color: string): string {
  return (
    `<rect x="${n(x - 4 * s)}" y="${n(ground - 220 * s)}" width="${n(8 * s)}" height="${n(220 * s)}" ${fl(pen, "#c9d1dc")}/>` +
    `<path d="M${n(x + 4 * s)} ${n(ground - 214 * s)}Q${n(x + 40 * s)} ${n(ground - 226 * s)} ${n(x + 84 * s)} ${n(ground - 206 * s)}V${n(ground - 160 * s)}Q${n(x + 40 * s)} ${n(ground - 178 * s)} ${n(x + 4 * s)} ${n(ground - 166 * s)}Z" ${fl(pen, color)}/>` +
    `<circle cx="${n(x)}" cy="${n(ground - 224 * s)}" r="${n(7 * s)}" ${fl(pen, "#ffd23f")}/>`
  );
}

export function windsock(pen: Pen, x: number, ground: number, s: number): string {
  let seg = "";
  for (let i = 0; i < 4; i++) {
    const x0 = x + 4 * s + i * 26 * s;
    const t0 = 22 - i * 3;
    const t1 = 22 - (i + 1) * 3;
    seg += `<path d="M${pts([
      [x0, ground - 150 * s - t0 * s],
      [x0 + 26 * s, ground - 146 * s - t1 * s],
      [x0 + 26 * s, ground - 146 * s + t1 * s],
      [x0, ground - 150 * s + t0 * s],
    ])}Z" ${fl(pen, i % 2 ? "#fff" : "#ff7a1a")}/>`;
  }
  return (
    `<rect x="${n(x - 4 * s)}" y="${n(ground - 180 * s)}" width="${n(8 * s)}" height="${n(180 * s)}" ${fl(pen, "#c9d1dc")}/>` +
    seg
  );
}

export function controlTower(pen: Pen, x: number, ground: number, s: number): string {
  return (
    `<path d="M${n(x - 30 * s)} ${n(ground)}L${n(x - 22 * s)} ${n(ground - 230 * s)}H${n(x + 22 * s)}L${n(x + 30 * s)} ${n(ground)}Z" ${fl(pen, "#e8edf3")}/>` +
    `<path d="M${n(x - 60 * s)} ${n(ground - 230 * s)}H${n(x + 60 * s)}L${n(x + 48 * s)} ${n(ground - 290 * s)}H${n(x - 48 * s)}Z" ${fl(pen, "#3d7bff")}/>` +
    `<path d="M${n(x - 52 * s)} ${n(ground - 240 * s)}H${n(x + 52 * s)}L${n(x + 44 * s)} ${n(ground - 280 * s)}H${n(x - 44 * s)}Z" ${fl(pen, "#a8ddf7")}/>` +
    `<rect x="${n(x - 54 * s)}" y="${n(ground - 304 * s)}" width="${n(108 * s)}" height="${n(16 * s)}" rx="4" ${fl(pen, "#e8edf3")}/>` +
    `<rect x="${n(x - 3 * s)}" y="${n(ground - 340 * s)}" width="${n(6 * s)}" height="${n(36 * s)}" ${fl(pen, "#9aa5b4")}/><circle cx="${n(x)}" cy="${n(ground - 342 * s)}" r="${n(7 * s)}" ${fl(pen, "#ff4b3e")}/>` +
    `<rect x="${n(x - 10 * s)}" y="${n(ground - 190 * s)}" width="${n(20 * s)}" height="${n(24 * s)}" rx="3" ${fl(pen, "#a8ddf7")}/><rect x="${n(x - 10 * s)}" y="${n(ground - 130 * s)}" width="${n(20 * s)}" height="${n(24 * s)}" rx="3" ${fl(pen, "#a8ddf7")}/>`
  );
}

export function plane(pen: Pen, x: number, y: number, s: number, body: string, accent: string): string {
  return (
    `<path d="M${n(x + 10 * s)} ${n(y)}L${n(x - 30 * s)} ${n(y + 60 * s)}H${n(x - 4 * s)}L${n(x + 50 * s)} ${n(y)}Z" ${fl(pen, accent)}/>` +
    `<path d="M${n(x - 80 * s)} ${n(y - 10 * s)}Q${n(x - 80 * s)} ${n(y - 24 * s)} ${n(x - 60 * s)} ${n(y - 24 * s)}H${n(x + 90 * s)}Q${n(x + 120 * s)} ${n(y - 20 * s)} ${n(x + 120 * s)} ${n(y - 4 * s)}Q${n(x + 110 * s)} ${n(y + 12 * s)} ${n(x + 80 * s)} ${n(y + 12 * s)}H${n(x - 60 * s)}Q${n(x - 80 * s)} ${n(y + 12 * s)} ${n(x - 80 * s)} ${n(y - 10 * s)}Z" ${fl(pen, body)}/>` +
    `<path d="M${n(x - 74 * s)} ${n(y - 20 * s)}L${n(x - 96 * s)} ${n(y - 60 * s)}H${n(x - 72 * s)}L${n(x - 46 * s)} ${n(y - 22 * s)}Z" ${fl(pen, accent)}/>` +
    `<path d="M${n(x + 88 * s)} ${n(y - 20 * s)}Q${n(x + 108 * s)} ${n(y - 18 * s)} ${n(x + 112 * s)} ${n(y - 8 * s)}H${n(x + 88 * s)}Z" ${fl(pen, "#a8ddf7")}/>` +
    deco(
      pen,
      [-40, -16, 8, 32, 56]
        .map(
          (dx) =>
            `<circle cx="${n(x + dx * s)}" cy="${n(y - 8 * s)}" r="${n(5 * s)}" fill="#a8ddf7" stroke="#1d2a3a" stroke-width="${n(pen.sw * 0.5)}"/>`,
        )
        .join(""),
    )
  );
}

export function cat(pen: Pen, x: number, y: number, s: number, color = "#ffb74d"): string {
  return (
    `<path d="M${n(x + 26 * s)} ${n(y - 10 * s)}Q${n(x + 50 * s)} ${n(y - 20 * s)} ${n(x + 44 * s)} ${n(y - 44 * s)}" fill="none" stroke-width="${n(thick(pen, 2.2))}"/>` +
    deco(
      pen,
      `<path d="M${n(x + 26 * s)} ${n(y - 10 * s)}Q${n(x + 50 * s)} ${n(y - 20 * s)} ${n(x + 44 * s)} ${n(y - 44 * s)}" fill="none" stroke="${color}" stroke-width="${n(pen.sw * 1.1)}"/>`,
    ) +
    `<ellipse cx="${n(x + 8 * s)}" cy="${n(y - 14 * s)}" rx="${n(24 * s)}" ry="${n(16 * s)}" ${fl(pen, color)}/>` +
    `<path d="M${n(x - 20 * s)} ${n(y - 40 * s)}L${n(x - 18 * s)} ${n(y - 62 * s)}L${n(x - 6 * s)} ${n(y - 50 * s)}L${n(x + 6 * s)} ${n(y - 62 * s)}L${n(x + 8 * s)} ${n(y - 40 * s)}Q${n(x + 10 * s)} ${n(y - 22 * s)} ${n(x - 6 * s)} ${n(y - 22 * s)}Q${n(x - 22 * s)} ${n(y - 22 * s)} ${n(x - 20 * s)} ${n(y - 40 * s)}Z" ${fl(pen, color)}/>` +
    `<circle cx="${n(x - 12 * s)}" cy="${n(y - 38 * s)}" r="${n(2.6 * s)}" fill="#1d2a3a" stroke="none"/><circle cx="${n(x)}" cy="${n(y - 38 * s)}" r="${n(2.6 * s)}" fill="#1d2a3a" stroke="none"/>`
  );
}

export function zebra(pen: Pen, x: number, y: number, w: number, h: number, stripes: number): string {
  let s = "";
  const sw = w / (stripes * 2 - 1);
  for (let i = 0; i < stripes; i++) {
    s += `<path d="M${pts([
      [x + i * 2 * sw + 16, y],
      [x + i * 2 * sw + sw + 16, y],
      [x + i * 2 * sw + sw, y + h],
      [x + i * 2 * sw, y + h],
    ])}Z" fill="#f4f6f8" stroke="none"/>`;
  }
  return deco(pen, s);
}

export function puddle(pen: Pen, cx: number, cy: number, rx: number, color = "#4a6a9e"): string {
  return deco(
    pen,
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(rx * 0.16)}" fill="${color}" opacity="0.8" stroke="none"/>` +
      `<path d="M${n(cx - rx * 0.5)} ${n(cy - rx * 0.03)}h${n(rx * 0.45)}M${n(cx + rx * 0.1)} ${n(cy + rx * 0.05)}h${n(rx * 0.3)}" stroke="#ffe9a0" stroke-opacity="0.8" stroke-width="4"/>`,
  );
}

export function hedgeRow(pen: Pen, x0: number, x1: number, ground: number, h: number, color: string): string {
  let d = `M${n(x0)} ${n(ground)}`;
  const step = h * 0.9;
  for (let x = x0; x < x1; x += step)
    d += `L${n(x)} ${n(ground - h * 0.6)}A${n(step / 2)} ${n(step / 2)} 0 0 1 ${n(x + step)} ${n(ground - h * 0.6)}`;
  d += `L${n(x1 + step)} ${n(ground)}Z`;
  return `<path d="${d}" ${fl(pen, color)}/>`;
}

export function sparkles(pen: Pen, list: Array<[number, number, number, string]>): string {
  return deco(
    pen,
    list
      .map(
        ([x, y, k, c]) =>
          `<path d="M${n(x)} ${n(y - k)}Q${n(x)} ${n(y)} ${n(x + k)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y + k)}Q${n(x)} ${n(y)} ${n(x - k)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y - k)}Z" fill="${c}"/>`,
      )
      .join(""),
  );
}
