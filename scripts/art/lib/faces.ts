// Eyes, mouths and little emotion marks shared by every vehicle face (style bible: two big
// white oval eyes on the windshield, navy pupils with a white glint, a simple smile on the grille).
import { type Pen, NAVY, n, fl, deco, thick } from "./svg.ts";

export type Expression = "happy" | "laugh" | "love" | "wow" | "sad" | "cool";

export const EXPRESSIONS: Expression[] = ["happy", "laugh", "love", "wow", "sad", "cool"];

export interface Eye {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

/** Where a face's parts sit, in the drawing's own units. */
export interface FaceSpot {
  left: Eye;
  right: Eye;
  /** Centre of the mouth and its width. */
  mx: number;
  my: number;
  mw: number;
  /** Look direction of the pupils, -1..1 on each axis. */
  lookX?: number;
  lookY?: number;
}

export function heartPath(cx: number, cy: number, w: number): string {
  const h = w * 0.95;
  return (
    `M${n(cx)} ${n(cy + h * 0.48)}` +
    `C${n(cx - w * 0.62)} ${n(cy + h * 0.05)} ${n(cx - w * 0.58)} ${n(cy - h * 0.55)} ${n(cx)} ${n(cy - h * 0.22)}` +
    `C${n(cx + w * 0.58)} ${n(cy - h * 0.55)} ${n(cx + w * 0.62)} ${n(cy + h * 0.05)} ${n(cx)} ${n(cy + h * 0.48)}Z`
  );
}

export function sparklePath(cx: number, cy: number, s: number): string {
  return (
    `M${n(cx)} ${n(cy - s)}Q${n(cx)} ${n(cy)} ${n(cx + s)} ${n(cy)}Q${n(cx)} ${n(cy)} ${n(cx)} ${n(cy + s)}` +
    `Q${n(cx)} ${n(cy)} ${n(cx - s)} ${n(cy)}Q${n(cx)} ${n(cy)} ${n(cx)} ${n(cy - s)}Z`
  );
}

export function tearPath(cx: number, cy: number, s: number): string {
  return (
    `M${n(cx)} ${n(cy)}C${n(cx + 0.15 * s)} ${n(cy + 0.4 * s)} ${n(cx + 0.6 * s)} ${n(cy + 0.7 * s)} ${n(cx + 0.6 * s)} ${n(cy + 1.05 * s)}` +
    `A${n(0.6 * s)} ${n(0.6 * s)} 0 0 1 ${n(cx - 0.6 * s)} ${n(cy + 1.05 * s)}` +
    `C${n(cx - 0.6 * s)} ${n(cy + 0.7 * s)} ${n(cx - 0.15 * s)} ${n(cy + 0.4 * s)} ${n(cx)} ${n(cy)}Z`
  );
}

/** An open eye: white oval, navy pupil, white glint. In line mode the pupil is a solid dot. */
export function openEye(pen: Pen, e: Eye, lookX = 0.15, lookY = 0.1, pupil = 0.56): string {
  const pr = Math.min(e.rx, e.ry) * pupil;
  const px = e.cx + lookX * (e.rx - pr) * 0.8;
  const py = e.cy + lookY * (e.ry - pr) * 0.8;
  const white = `<ellipse cx="${n(e.cx)}" cy="${n(e.cy)}" rx="${n(e.rx)}" ry="${n(e.ry)}" fill="#fff"/>`;
  if (pen.mode === "line") {
    // Coloring pages allow only white fills: an outlined small circle reads as pupil + glint.
    return white + `<circle cx="${n(px)}" cy="${n(py)}" r="${n(pr * 0.55)}" fill="#fff"/>`;
  }
  return (
    white +
    `<circle cx="${n(px)}" cy="${n(py)}" r="${n(pr)}" fill="${NAVY}" stroke="none"/>` +
    `<circle cx="${n(px + pr * 0.35)}" cy="${n(py - pr * 0.38)}" r="${n(pr * 0.36)}" fill="#fff" stroke="none"/>`
  );
}

/** Happy closed eye: an upside-down U. */
function closedEye(pen: Pen, e: Eye): string {
  const w = thick(pen, 1.6);
  return `<path d="M${n(e.cx - e.rx)} ${n(e.cy + e.ry * 0.25)}Q${n(e.cx)} ${n(e.cy - e.ry * 1.05)} ${n(e.cx + e.rx)} ${n(e.cy + e.ry * 0.25)}" fill="none" stroke="${pen.ink}" stroke-width="${n(w)}"/>`;
}

function heartEye(pen: Pen, e: Eye): string {
  const w = e.rx * 2.5;
  return (
    `<path d="${heartPath(e.cx, e.cy + e.ry * 0.05, w)}" ${fl(pen, "#ff3d6e")}/>` +
    deco(
      pen,
      `<ellipse cx="${n(e.cx - w * 0.2)}" cy="${n(e.cy - e.ry * 0.25)}" rx="${n(w * 0.09)}" ry="${n(w * 0.12)}" fill="#fff" stroke="none" transform="rotate(-25 ${n(e.cx - w * 0.2)} ${n(e.cy - e.ry * 0.25)})"/>`,
    )
  );
}

function shades(pen: Pen, f: FaceSpot): string {
  const lens = (e: Eye): string => {
    const w = e.rx * 1.3;
    const top = e.cy - e.ry * 0.55;
    const bot = e.cy + e.ry * 0.75;
    return `<path d="M${n(e.cx - w)} ${n(top)}L${n(e.cx + w)} ${n(top)}Q${n(e.cx + w)} ${n(bot)} ${n(e.cx)} ${n(bot)}Q${n(e.cx - w)} ${n(bot)} ${n(e.cx - w)} ${n(top)}Z" ${fl(pen, NAVY)}/>`;
  };
  const glint = (e: Eye): string =>
    deco(
      pen,
      `<path d="M${n(e.cx - e.rx * 0.7)} ${n(e.cy + e.ry * 0.1)}L${n(e.cx - e.rx * 0.1)} ${n(e.cy - e.ry * 0.4)}" stroke="#fff" stroke-width="${n(pen.sw * 1.1)}" fill="none"/>`,
    );
  const bridge = `<path d="M${n(f.left.cx + f.left.rx * 1.3)} ${n(f.left.cy - f.left.ry * 0.4)}Q${n((f.left.cx + f.right.cx) / 2)} ${n(f.left.cy - f.left.ry * 0.75)} ${n(f.right.cx - f.right.rx * 1.3)} ${n(f.right.cy - f.right.ry * 0.4)}" fill="none" stroke-width="${n(thick(pen, 1.3))}"/>`;
  return bridge + lens(f.left) + lens(f.right) + glint(f.left) + glint(f.right);
}

function brow(e: Eye, tilt: number, lift: number, sw: number, ink: string): string {
  // tilt > 0 raises the inner end (sad); lift moves it up (surprised).
  const y = e.cy - e.ry - lift;
  const x1 = e.cx - e.rx * 0.8;
  const x2 = e.cx + e.rx * 0.8;
  return `<path d="M${n(x1)} ${n(y + tilt)}Q${n(e.cx)} ${n(y - e.ry * 0.35)} ${n(x2)} ${n(y - tilt)}" fill="none" stroke="${ink}" stroke-width="${n(sw)}"/>`;
}

export function eyes(pen: Pen, f: FaceSpot, expr: Expression): string {
  const lx = f.lookX ?? 0.15;
  const ly = f.lookY ?? 0.1;
  switch (expr) {
    case "laugh":
      return closedEye(pen, f.left) + closedEye(pen, f.right);
    case "love":
      return heartEye(pen, f.left) + heartEye(pen, f.right);
    case "wow": {
      const big = (e: Eye): Eye => ({ ...e, rx: e.rx * 1.08, ry: e.ry * 1.12 });
      return (
        openEye(pen, big(f.left), 0, 0, 0.4) +
        openEye(pen, big(f.right), 0, 0, 0.4) +
        brow(f.left, 0, f.left.ry * 0.45, thick(pen, 1.2), pen.ink) +
        brow(f.right, 0, f.right.ry * 0.45, thick(pen, 1.2), pen.ink)
      );
    }
    case "sad":
      return (
        openEye(pen, f.left, 0.1, 0.75) +
        openEye(pen, f.right, -0.1, 0.75) +
        // inner ends up: left eye's inner end is its right side
        brow(f.left, f.left.ry * 0.3, f.left.ry * 0.2, thick(pen, 1.2), pen.ink) +
        brow(f.right, -f.right.ry * 0.3, f.right.ry * 0.2, thick(pen, 1.2), pen.ink)
      );
    case "cool":
      return shades(pen, f);
    default:
      return openEye(pen, f.left, lx, ly) + openEye(pen, f.right, lx, ly);
  }
}

export function mouth(pen: Pen, f: FaceSpot, expr: Expression): string {
  const { mx, my, mw } = f;
  const h = mw / 2;
  const sw = thick(pen, 1.25);
  switch (expr) {
    case "laugh": {
      const d = `M${n(mx - h)} ${n(my - mw * 0.12)}Q${n(mx)} ${n(my - mw * 0.2)} ${n(mx + h)} ${n(my - mw * 0.12)}Q${n(mx + h * 0.9)} ${n(my + mw * 0.55)} ${n(mx)} ${n(my + mw * 0.55)}Q${n(mx - h * 0.9)} ${n(my + mw * 0.55)} ${n(mx - h)} ${n(my - mw * 0.12)}Z`;
      return (
        `<path d="${d}" ${fl(pen, "#7a1f2e")}/>` +
        `<path d="M${n(mx - h * 0.5)} ${n(my + mw * 0.42)}Q${n(mx)} ${n(my + mw * 0.12)} ${n(mx + h * 0.5)} ${n(my + mw * 0.42)}Q${n(mx)} ${n(my + mw * 0.58)} ${n(mx - h * 0.5)} ${n(my + mw * 0.42)}Z" ${fl(pen, "#ff7d8e")}/>`
      );
    }
    case "wow":
      return `<ellipse cx="${n(mx)}" cy="${n(my + mw * 0.12)}" rx="${n(mw * 0.2)}" ry="${n(mw * 0.26)}" ${fl(pen, "#7a1f2e")}/>`;
    case "sad":
      return `<path d="M${n(mx - h * 0.7)} ${n(my + mw * 0.25)}Q${n(mx)} ${n(my - mw * 0.12)} ${n(mx + h * 0.7)} ${n(my + mw * 0.25)}" fill="none" stroke-width="${n(sw)}"/>`;
    case "cool":
      return `<path d="M${n(mx - h * 0.8)} ${n(my + mw * 0.05)}Q${n(mx + h * 0.1)} ${n(my + mw * 0.32)} ${n(mx + h)} ${n(my - mw * 0.14)}" fill="none" stroke-width="${n(sw)}"/>`;
    default:
      return `<path d="M${n(mx - h)} ${n(my - mw * 0.05)}Q${n(mx)} ${n(my + mw * 0.55)} ${n(mx + h)} ${n(my - mw * 0.05)}" fill="none" stroke-width="${n(sw)}"/>`;
  }
}

/** Extra marks around a face: floating heart, tear, sparkles, thumbs-up badge. */
export function extras(pen: Pen, f: FaceSpot, expr: Expression, size: number): string {
  switch (expr) {
    case "love":
      return `<path d="${heartPath(f.right.cx + f.right.rx * 2.2, f.right.cy - f.right.ry * 1.7, size * 0.16)}" ${fl(pen, "#ff3d6e")}/>`;
    case "sad":
      return (
        `<path d="${tearPath(f.left.cx - f.left.rx * 0.35, f.left.cy + f.left.ry * 0.8, size * 0.13)}" ${fl(pen, "#5bc0f8")}/>` +
        deco(
          pen,
          `<circle cx="${n(f.left.cx - f.left.rx * 0.35 - size * 0.03)}" cy="${n(f.left.cy + f.left.ry * 0.8 + size * 0.12)}" r="${n(size * 0.025)}" fill="#fff" stroke="none"/>`,
        )
      );
    case "cool":
      return (
        `<path d="${sparklePath(f.left.cx - f.left.rx * 1.9, f.left.cy - f.left.ry * 1.5, size * 0.085)}" ${fl(pen, "#ffd23f")}/>` +
        `<path d="${sparklePath(f.right.cx + f.right.rx * 2.1, f.right.cy - f.right.ry * 1.9, size * 0.06)}" ${fl(pen, "#ffd23f")}/>`
      );
    case "wow":
      return `<path d="${sparklePath(f.right.cx + f.right.rx * 2.2, f.right.cy - f.right.ry * 1.6, size * 0.07)}" ${fl(pen, "#ffd23f")}/>`;
    default:
      return "";
  }
}

/** A round yellow badge with a thumbs-up, drawn in a 24-unit box at (x, y) scaled by s. */
export function thumbsUp(pen: Pen, x: number, y: number, s: number): string {
  const k = (v: number): string => n(v);
  const X = (v: number): string => k(x + v * s);
  const Y = (v: number): string => k(y + v * s);
  return (
    `<circle cx="${X(12)}" cy="${Y(12)}" r="${k(12 * s)}" ${fl(pen, "#ffd23f")}/>` +
    `<path d="M${X(9)} ${Y(11)}L${X(11.5)} ${Y(4.5)}Q${X(12.5)} ${Y(2.8)} ${X(14)} ${Y(4)}Q${X(14.8)} ${Y(5)} ${X(14.2)} ${Y(7)}L${X(13.6)} ${Y(9.6)}L${X(17.5)} ${Y(9.6)}Q${X(19.4)} ${Y(9.8)} ${X(19)} ${Y(12)}L${X(18)} ${Y(17.5)}Q${X(17.6)} ${Y(19)} ${X(16)} ${Y(19)}L${X(9)} ${Y(19)}Z" fill="#fff"/>` +
    `<rect x="${X(5)}" y="${Y(10.5)}" width="${k(4 * s)}" height="${k(9 * s)}" rx="${k(1 * s)}" ${fl(pen, "#2f6fdc")}/>`
  );
}
