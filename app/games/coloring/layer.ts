/**
 * Layers are plain RGBA buffers shaped like ImageData, so the browser can hand
 * `ctx.getImageData()` results straight in and the engine still runs in Node.
 * Colours are straight (non-premultiplied) RGBA, as in ImageData.
 */
export interface Layer {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

/** Integer pixel rectangle; `x`/`y` inclusive, `width`/`height` in pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function createLayer(width: number, height: number): Layer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new RangeError(`layer size must be positive integers, got ${width}×${height}`);
  }
  return { width, height, data: new Uint8ClampedArray(width * height * 4) };
}

export function cloneLayer(layer: Layer): Layer {
  return { width: layer.width, height: layer.height, data: new Uint8ClampedArray(layer.data) };
}

export function assertLayerSize(layer: Layer, width: number, height: number, what: string): void {
  if (layer.width !== width || layer.height !== height || layer.data.length !== width * height * 4) {
    throw new RangeError(`${what} must be ${width}×${height} RGBA, got ${layer.width}×${layer.height}`);
  }
}

/**
 * One 32-bit word per pixel: copying, comparing and filling whole pixels is
 * 4× fewer operations than per-channel access. Signed, because opaque pixels
 * have the top bit set and unsigned words above 2³¹ push V8 onto slow doubles.
 * Word values are in the platform's byte order, so only compare them with
 * values made by `packRgba`.
 */
export function pixelWords(layer: Layer): Int32Array {
  const { data } = layer;
  return new Int32Array(data.buffer, data.byteOffset, data.length >> 2);
}

const packScratch = new Uint8ClampedArray(4);
const packView = new Int32Array(packScratch.buffer);

/** Packs straight RGBA into a pixel word matching `pixelWords` on this platform. */
export function packRgba(r: number, g: number, b: number, a: number): number {
  packScratch[0] = r;
  packScratch[1] = g;
  packScratch[2] = b;
  packScratch[3] = a;
  return packView[0];
}

export function fullRect(width: number, height: number): Rect {
  return { x: 0, y: 0, width, height };
}

/** Clips a rectangle to the page; returns null when nothing is left. */
export function clipRect(rect: Rect, width: number, height: number): Rect | null {
  const x0 = Math.max(0, Math.floor(rect.x));
  const y0 = Math.max(0, Math.floor(rect.y));
  const x1 = Math.min(width, Math.ceil(rect.x + rect.width));
  const y1 = Math.min(height, Math.ceil(rect.y + rect.height));
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } : null;
}

export function unionRect(a: Rect | null, b: Rect | null): Rect | null {
  if (!a) return b;
  if (!b) return a;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}
