import { blendOver, eraseFrom } from "./blend.ts";
import type { Rect } from "./layer.ts";
import type { Rgba } from "./palette.ts";

/** A point of a stroke in page pixels, with the brush radius at that point. */
export interface BrushPoint {
  x: number;
  y: number;
  radius: number;
}

/** What a stroke paints into: the layer bytes, their pre-stroke copy and the coverage so far. */
export interface StrokeCanvas {
  width: number;
  height: number;
  data: Uint8ClampedArray;
  before: Uint8ClampedArray;
  coverage: Uint8Array;
}

/** Pixels a capsule from a to b can touch (before clipping to the page). */
export function capsuleRect(a: BrushPoint, b: BrushPoint): Rect {
  const x0 = Math.floor(Math.min(a.x - a.radius, b.x - b.radius) - 1);
  const y0 = Math.floor(Math.min(a.y - a.radius, b.y - b.radius) - 1);
  const x1 = Math.ceil(Math.max(a.x + a.radius, b.x + b.radius) + 1);
  const y1 = Math.ceil(Math.max(a.y + a.radius, b.y + b.radius) + 1);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * Paints the round-capped segment a→b (radius interpolated along it) within the
 * clipped `rect`. Coverage is the analytic distance to the segment with a
 * one-pixel soft edge; a pixel is repainted from its pre-stroke value only when
 * its coverage grows, so consecutive segments join without seams or dark beads.
 * `color` null erases.
 */
export function paintCapsule(canvas: StrokeCanvas, a: BrushPoint, b: BrushPoint, rect: Rect, color: Rgba | null): void {
  const { width, data, before, coverage } = canvas;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const dr = b.radius - a.radius;
  const len2 = dx * dx + dy * dy;
  const alpha = color ? color.a / 255 : 1;
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    const py = y + 0.5;
    for (let x = rect.x; x < rect.x + rect.width; x++) {
      const px = x + 0.5;
      let t = len2 > 0 ? ((px - a.x) * dx + (py - a.y) * dy) / len2 : 0;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const ex = px - (a.x + t * dx);
      const ey = py - (a.y + t * dy);
      const cover = a.radius + t * dr + 0.5 - Math.sqrt(ex * ex + ey * ey);
      if (cover <= 0) continue;
      const m = cover >= 1 ? 255 : Math.round(cover * 255);
      const i = y * width + x;
      if (m <= coverage[i]) continue;
      coverage[i] = m;
      const o = i * 4;
      if (color) blendOver(data, o, before, o, color.r, color.g, color.b, m * alpha);
      else eraseFrom(data, o, before, o, m);
    }
  }
}

/**
 * Points along the quadratic curve from `from` to `to` bent towards `control`,
 * spaced about half a radius apart so the chained capsules look like a smooth curve.
 */
export function flattenQuadratic(from: BrushPoint, control: BrushPoint, to: BrushPoint): BrushPoint[] {
  const length = Math.hypot(control.x - from.x, control.y - from.y) + Math.hypot(to.x - control.x, to.y - control.y);
  const spacing = Math.max(1.5, Math.min(from.radius, to.radius) * 0.5);
  const steps = Math.min(64, Math.max(1, Math.ceil(length / spacing)));
  const points: BrushPoint[] = [];
  for (let s = 1; s <= steps; s++) {
    const t = s / steps;
    const u = 1 - t;
    points.push({
      x: u * u * from.x + 2 * u * t * control.x + t * t * to.x,
      y: u * u * from.y + 2 * u * t * control.y + t * t * to.y,
      radius: u * u * from.radius + 2 * u * t * control.radius + t * t * to.radius,
    });
  }
  return points;
}
