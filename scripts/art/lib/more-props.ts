// Extra props for puzzle pictures 13–24 (puzzle-scenes.ts): car-wash bubbles, a rainbow, camping, a farm, autumn
// leaves, butterflies, a birthday table and hot-air balloons. Colour only: these pictures are not coloring pages.
import { n, rng } from "./svg.ts";

export function bubbles(x0: number, x1: number, y0: number, y1: number, count: number, seed: number): string {
  const r = rng(seed);
  let s = "";
  for (let i = 0; i < count; i++)
    s += `<circle cx="${n(x0 + r() * (x1 - x0))}" cy="${n(y0 + r() * (y1 - y0))}" r="${n(8 + r() * 22)}" fill="#e8f7ff" fill-opacity="0.85" stroke="#5bb8f0" stroke-width="3"/>`;
  return s;
}

export function rainbow(cx: number, cy: number, r: number, band: number): string {
  const colors = ["#e63b2e", "#ff8a00", "#ffd23f", "#5cb85c", "#3d7bff", "#7e57c2"];
  return colors
    .map((c, i) => {
      const ro = r - i * band;
      const ri = ro - band;
      return `<path d="M${n(cx - ro)} ${n(cy)}A${n(ro)} ${n(ro)} 0 0 1 ${n(cx + ro)} ${n(cy)}H${n(cx + ri)}A${n(ri)} ${n(ri)} 0 0 0 ${n(cx - ri)} ${n(cy)}Z" fill="${c}" stroke="none"/>`;
    })
    .join("");
}

export function tent(x: number, ground: number, s: number, c1: string, c2: string): string {
  return (
    `<path d="M${n(x - 120 * s)} ${n(ground)}L${n(x)} ${n(ground - 170 * s)}L${n(x + 120 * s)} ${n(ground)}Z" fill="${c1}"/>` +
    `<path d="M${n(x - 40 * s)} ${n(ground)}L${n(x)} ${n(ground - 120 * s)}L${n(x + 40 * s)} ${n(ground)}Z" fill="${c2}"/>` +
    `<path d="M${n(x)} ${n(ground - 170 * s)}V${n(ground - 200 * s)}L${n(x + 34 * s)} ${n(ground - 190 * s)}L${n(x)} ${n(ground - 182 * s)}" fill="#ffd23f"/>`
  );
}

export function campfire(x: number, ground: number, s: number): string {
  return (
    `<path d="M${n(x - 50 * s)} ${n(ground)}L${n(x + 50 * s)} ${n(ground - 18 * s)}M${n(x - 50 * s)} ${n(ground - 18 * s)}L${n(x + 50 * s)} ${n(ground)}" stroke="#8d5a3b" stroke-width="${n(14 * s)}"/>` +
    `<path d="M${n(x - 34 * s)} ${n(ground - 10 * s)}Q${n(x - 40 * s)} ${n(ground - 60 * s)} ${n(x - 8 * s)} ${n(ground - 100 * s)}Q${n(x - 4 * s)} ${n(ground - 60 * s)} ${n(x + 10 * s)} ${n(ground - 70 * s)}Q${n(x + 30 * s)} ${n(ground - 110 * s)} ${n(x + 20 * s)} ${n(ground - 130 * s)}Q${n(x + 50 * s)} ${n(ground - 80 * s)} ${n(x + 34 * s)} ${n(ground - 10 * s)}Z" fill="#ff8a00"/>` +
    `<path d="M${n(x - 16 * s)} ${n(ground - 10 * s)}Q${n(x - 18 * s)} ${n(ground - 40 * s)} ${n(x)} ${n(ground - 64 * s)}Q${n(x + 20 * s)} ${n(ground - 40 * s)} ${n(x + 16 * s)} ${n(ground - 10 * s)}Z" fill="#ffd23f"/>`
  );
}

export function barn(x: number, ground: number, s: number): string {
  const X = (v: number): string => n(x + v * s);
  const Y = (v: number): string => n(ground - v * s);
  return (
    `<path d="M${X(0)} ${Y(0)}V${Y(170)}L${X(40)} ${Y(250)}H${X(220)}L${X(260)} ${Y(170)}V${Y(0)}Z" fill="#d94a3a"/>` +
    `<path d="M${X(-14)} ${Y(170)}L${X(34)} ${Y(262)}H${X(226)}L${X(274)} ${Y(170)}" fill="none" stroke-width="10" stroke="#f5f5f5"/>` +
    `<rect x="${X(80)}" y="${Y(120)}" width="${n(100 * s)}" height="${n(120 * s)}" fill="#f5f5f5"/>` +
    `<path d="M${X(80)} ${Y(120)}L${X(180)} ${Y(0)}M${X(180)} ${Y(120)}L${X(80)} ${Y(0)}" stroke-width="6"/>` +
    `<rect x="${X(105)}" y="${Y(200)}" width="${n(50 * s)}" height="${n(40 * s)}" fill="#ffd48a"/>`
  );
}

export function hayBale(x: number, ground: number, r: number): string {
  return (
    `<rect x="${n(x - r * 1.3)}" y="${n(ground - 2 * r)}" width="${n(r * 2.2)}" height="${n(2 * r)}" rx="${n(r * 0.3)}" fill="#f2c14e"/>` +
    `<ellipse cx="${n(x + r * 0.9)}" cy="${n(ground - r)}" rx="${n(r * 0.55)}" ry="${n(r)}" fill="#e0a93a"/>` +
    `<path d="M${n(x + r * 0.9)} ${n(ground - r)}m-${n(r * 0.25)} 0a${n(r * 0.25)} ${n(r * 0.45)} 0 1 0 ${n(r * 0.5)} 0" fill="none" stroke-width="3"/>`
  );
}

export function leaves(x0: number, x1: number, y0: number, y1: number, count: number, seed: number): string {
  const r = rng(seed);
  const colors = ["#e63b2e", "#ff8a00", "#ffb300", "#c1582b"];
  let s = "";
  for (let i = 0; i < count; i++) {
    const x = x0 + r() * (x1 - x0);
    const y = y0 + r() * (y1 - y0);
    const k = 10 + r() * 8;
    const a = Math.round(r() * 360);
    s += `<path transform="rotate(${a} ${n(x)} ${n(y)})" d="M${n(x - k)} ${n(y)}Q${n(x)} ${n(y - k)} ${n(x + k)} ${n(y)}Q${n(x)} ${n(y + k)} ${n(x - k)} ${n(y)}Z" fill="${colors[i % 4]}" stroke-width="2"/>`;
  }
  return s;
}

export function butterfly(x: number, y: number, s: number, c: string): string {
  return (
    `<ellipse cx="${n(x - 12 * s)}" cy="${n(y - 8 * s)}" rx="${n(12 * s)}" ry="${n(10 * s)}" fill="${c}" stroke-width="2"/>` +
    `<ellipse cx="${n(x + 12 * s)}" cy="${n(y - 8 * s)}" rx="${n(12 * s)}" ry="${n(10 * s)}" fill="${c}" stroke-width="2"/>` +
    `<ellipse cx="${n(x - 9 * s)}" cy="${n(y + 8 * s)}" rx="${n(8 * s)}" ry="${n(7 * s)}" fill="${c}" stroke-width="2"/>` +
    `<ellipse cx="${n(x + 9 * s)}" cy="${n(y + 8 * s)}" rx="${n(8 * s)}" ry="${n(7 * s)}" fill="${c}" stroke-width="2"/>` +
    `<rect x="${n(x - 2.5 * s)}" y="${n(y - 16 * s)}" width="${n(5 * s)}" height="${n(32 * s)}" rx="${n(2.5 * s)}" fill="#1d2a3a" stroke="none"/>`
  );
}

export function gift(x: number, ground: number, w: number, c1: string, c2: string): string {
  return (
    `<rect x="${n(x)}" y="${n(ground - w)}" width="${n(w)}" height="${n(w)}" rx="4" fill="${c1}"/>` +
    `<rect x="${n(x + w * 0.4)}" y="${n(ground - w)}" width="${n(w * 0.2)}" height="${n(w)}" fill="${c2}"/>` +
    `<path d="M${n(x + w / 2)} ${n(ground - w)}q-${n(w * 0.3)} -${n(w * 0.35)} -${n(w * 0.35)} 0zq${n(w * 0.3)} -${n(w * 0.35)} ${n(w * 0.35)} 0z" fill="${c2}"/>`
  );
}

export function cake(x: number, ground: number, s: number): string {
  const X = (v: number): string => n(x + v * s);
  const Y = (v: number): string => n(ground - v * s);
  let candles = "";
  for (const dx of [-40, 0, 40])
    candles +=
      `<rect x="${X(dx - 6)}" y="${Y(190)}" width="${n(12 * s)}" height="${n(40 * s)}" rx="3" fill="#8ecae6"/>` +
      `<path d="M${X(dx)} ${Y(214)}q-8 -10 0 -22q8 12 0 22Z" fill="#ffb300"/>`;
  return (
    `<rect x="${X(-110)}" y="${Y(16)}" width="${n(220 * s)}" height="${n(16 * s)}" rx="8" fill="#e8edf3"/>` +
    `<rect x="${X(-90)}" y="${Y(100)}" width="${n(180 * s)}" height="${n(84 * s)}" rx="10" fill="#f7c59f"/>` +
    `<rect x="${X(-70)}" y="${Y(150)}" width="${n(140 * s)}" height="${n(52 * s)}" rx="10" fill="#ffb3c7"/>` +
    `<path d="M${X(-70)} ${Y(140)}q17 16 35 0t35 0t35 0t35 0" fill="none" stroke="#fff" stroke-width="8"/>` +
    candles
  );
}

export function hotAirBalloon(x: number, y: number, s: number, c1: string, c2: string): string {
  const X = (v: number): string => n(x + v * s);
  const Y = (v: number): string => n(y + v * s);
  return (
    `<path d="M${X(-26)} ${Y(92)}L${X(-18)} ${Y(130)}M${X(26)} ${Y(92)}L${X(18)} ${Y(130)}" stroke-width="3"/>` +
    `<path d="M${X(-26)} ${Y(92)}Q${X(-90)} ${Y(30)} ${X(-80)} ${Y(-20)}Q${X(-70)} ${Y(-90)} ${X(0)} ${Y(-92)}Q${X(70)} ${Y(-90)} ${X(80)} ${Y(-20)}Q${X(90)} ${Y(30)} ${X(26)} ${Y(92)}Z" fill="${c1}"/>` +
    `<path d="M${X(-10)} ${Y(92)}Q${X(-40)} ${Y(20)} ${X(0)} ${Y(-92)}Q${X(40)} ${Y(20)} ${X(10)} ${Y(92)}Z" fill="${c2}"/>` +
    `<rect x="${X(-20)}" y="${Y(128)}" width="${n(40 * s)}" height="${n(30 * s)}" rx="4" fill="#c98b4e"/>`
  );
}
