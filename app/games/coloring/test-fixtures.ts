import { createLayer, type Layer } from "./layer.ts";
import { mergePaint } from "./picture.ts";

/**
 * Procedural line art for tests and the benchmark: black strokes on a
 * transparent layer with anti-aliased edges of partial alpha, as an SVG
 * rasteriser would produce. `soft` widens the alpha ramp (in pixels).
 */
function plot(layer: Layer, x: number, y: number, coverage: number): void {
  if (coverage <= 0 || x < 0 || y < 0 || x >= layer.width || y >= layer.height) return;
  const o = (y * layer.width + x) * 4 + 3;
  const a = Math.round(Math.min(1, coverage) * 255);
  if (a > layer.data[o]) layer.data[o] = a;
}

function ramp(distance: number, halfWidth: number, soft: number): number {
  return Math.min(1, Math.max(0, (halfWidth + soft / 2 - distance) / soft));
}

export function drawRing(layer: Layer, cx: number, cy: number, radius: number, lineWidth: number, soft = 1): void {
  const reach = radius + lineWidth / 2 + soft + 1;
  for (let y = Math.floor(cy - reach); y <= Math.ceil(cy + reach); y++) {
    for (let x = Math.floor(cx - reach); x <= Math.ceil(cx + reach); x++) {
      const d = Math.abs(Math.hypot(x + 0.5 - cx, y + 0.5 - cy) - radius);
      plot(layer, x, y, ramp(d, lineWidth / 2, soft));
    }
  }
}

export function drawSegment(
  layer: Layer,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  lineWidth: number,
  soft = 1,
): void {
  const reach = lineWidth / 2 + soft + 1;
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len2 = dx * dx + dy * dy || 1;
  for (let y = Math.floor(Math.min(y0, y1) - reach); y <= Math.ceil(Math.max(y0, y1) + reach); y++) {
    for (let x = Math.floor(Math.min(x0, x1) - reach); x <= Math.ceil(Math.max(x0, x1) + reach); x++) {
      const t = Math.min(1, Math.max(0, ((x + 0.5 - x0) * dx + (y + 0.5 - y0) * dy) / len2));
      const d = Math.hypot(x + 0.5 - (x0 + t * dx), y + 0.5 - (y0 + t * dy));
      plot(layer, x, y, ramp(d, lineWidth / 2, soft));
    }
  }
}

/** Opaque 1 px Bresenham line: diagonal runs touch only at corners (8-connected). */
export function drawPixelLine(layer: Layer, x0: number, y0: number, x1: number, y1: number): void {
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  for (;;) {
    plot(layer, x0, y0, 1);
    if (x0 === x1 && y0 === y1) return;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x0 += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y0 += sy;
    }
  }
}

/** 1 px wide anti-aliased line: coverage by 4×4 supersampling of a 1 px strip. */
export function drawThinLine(layer: Layer, x0: number, y0: number, x1: number, y1: number): void {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len = Math.hypot(dx, dy) || 1;
  for (let y = Math.floor(Math.min(y0, y1) - 2); y <= Math.ceil(Math.max(y0, y1) + 2); y++) {
    for (let x = Math.floor(Math.min(x0, x1) - 2); x <= Math.ceil(Math.max(x0, x1) + 2); x++) {
      let hits = 0;
      for (let s = 0; s < 16; s++) {
        const px = x + ((s % 4) + 0.5) / 4;
        const py = y + (Math.floor(s / 4) + 0.5) / 4;
        const t = ((px - x0) * dx + (py - y0) * dy) / (len * len);
        const across = Math.abs((px - x0) * dy - (py - y0) * dx) / len;
        if (t >= -0.5 / len && t <= 1 + 0.5 / len && across <= 0.5) hits++;
      }
      plot(layer, x, y, hits / 16);
    }
  }
}

/** Deterministic pseudo-random numbers in [0, 1), so fixtures and benchmark runs repeat. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/** A busy page: a frame, a grid of cells and scattered overlapping circles, all anti-aliased. */
export function busyLineArt(size: number, cells: number, circles: number, seed = 7): Layer {
  const layer = createLayer(size, size);
  const random = seededRandom(seed);
  const step = size / cells;
  for (let k = 0; k <= cells; k++) {
    const p = Math.min(size - 2, k * step + 1);
    drawSegment(layer, p, 1, p, size - 2, 3, 1.5);
    drawSegment(layer, 1, p, size - 2, p, 3, 1.5);
  }
  for (let k = 0; k < circles; k++) {
    drawRing(layer, random() * size, random() * size, 6 + random() * step, 2 + random() * 4, 1 + random());
  }
  return layer;
}

/** A round "emoticon": a filled disc with an anti-aliased rim and a darker mouth band. */
export function emoticonBitmap(size: number, rgb: [number, number, number]): Layer {
  const image = createLayer(size, size);
  const c = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x + 0.5 - c, y + 0.5 - c);
      const cover = Math.min(1, Math.max(0, c - d));
      if (cover <= 0) continue;
      const mouth = y > size * 0.6 && y < size * 0.7 && Math.abs(x + 0.5 - c) < size * 0.25;
      const o = (y * size + x) * 4;
      image.data[o] = mouth ? 60 : rgb[0];
      image.data[o + 1] = mouth ? 30 : rgb[1];
      image.data[o + 2] = mouth ? 30 : rgb[2];
      image.data[o + 3] = Math.round(cover * 255);
    }
  }
  return image;
}

/** Index of the first differing byte, or -1 when equal (fast, with a useful failure value). */
export function firstDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return -1;
}

/** The paint as the child sees it under the lines (brush lines over fills), for tests that do not care which layer. */
export function paintOf(page: { fills: Layer; strokes: Layer }): Layer {
  return mergePaint(page.fills, page.strokes);
}
