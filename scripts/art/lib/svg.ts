// Small helpers shared by the art generators: number formatting, a seeded RNG and pens.

/** Round to at most 1 decimal so generated files stay small and diffs stable. */
export function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

/** Format a list of points as "x,y x,y ...". */
export function pts(list: Array<[number, number]>): string {
  return list.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
}

/** Deterministic RNG (mulberry32) so every run produces byte-identical SVG. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Mode = "color" | "line";

/**
 * A pen decides how a shape is painted. In colour mode shapes get their flat colour and the
 * shared navy outline; in line mode (coloring pages) every fill becomes white and the outline
 * black, and purely decorative shading is dropped so only closed, colourable regions remain.
 */
export interface Pen {
  mode: Mode;
  ink: string;
  /** Outline width in the local units of the drawing that uses the pen. */
  sw: number;
}

export const NAVY = "#1d2a3a";

export function colorPen(sw: number): Pen {
  return { mode: "color", ink: NAVY, sw };
}

export function linePen(sw: number): Pen {
  return { mode: "line", ink: "#000", sw };
}

/** A pen with the same mode and ink but a width for a drawing scaled by `scale`. */
export function scaled(pen: Pen, scale: number): Pen {
  return { ...pen, sw: pen.sw / scale };
}

/** Fill attribute: the colour, or white on a coloring page. */
export function fl(pen: Pen, color: string): string {
  return pen.mode === "line" ? 'fill="#fff"' : `fill="${color}"`;
}

/** Decorative markup that only exists in colour mode (glints, shading, soft highlights). */
export function deco(pen: Pen, markup: string): string {
  return pen.mode === "line" ? "" : markup;
}

/** Opening tag of an outlined group; everything inside inherits the outline. */
export function gOpen(pen: Pen, transform = ""): string {
  const t = transform ? ` transform="${transform}"` : "";
  return `<g${t} stroke="${pen.ink}" stroke-width="${n(pen.sw)}" stroke-linejoin="round" stroke-linecap="round">`;
}

export function svgDoc(w: number, h: number, body: string, defs = ""): string {
  const d = defs ? `<defs>${defs}</defs>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${d}${body}</svg>\n`;
}

/** Transform placing a drawing at (x, y) with uniform scale, optionally mirrored. */
export function place(x: number, y: number, s: number, flip = false): string {
  return `translate(${n(x)} ${n(y)}) scale(${flip ? n(-s) : n(s)} ${n(s)})`;
}

/** A heavier line for details; capped on coloring pages so every line stays within 6–10 px. */
export function thick(pen: Pen, k: number): number {
  return pen.sw * (pen.mode === "line" ? Math.min(k, 1.25) : k);
}
