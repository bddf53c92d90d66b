// The slice of the Canvas 2D API the renderer uses. A real CanvasRenderingContext2D (or an
// OffscreenCanvas context) fits it as is; tests pass a recording fake, so no DOM is needed.
import type { PathSink } from "./path.ts";

/** Anything drawImage accepts: an image, ImageBitmap, canvas or OffscreenCanvas. Kept as
 * `object` so this module needs no DOM types at runtime or in Node tests. */
export type ImageLike = object;

export interface Canvas2D extends PathSink {
  save(): void;
  restore(): void;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  translate(x: number, y: number): void;
  scale(x: number, y: number): void;
  clearRect(x: number, y: number, width: number, height: number): void;
  fillRect(x: number, y: number, width: number, height: number): void;
  strokeRect(x: number, y: number, width: number, height: number): void;
  beginPath(): void;
  clip(): void;
  stroke(): void;
  fill(): void;
  drawImage(image: ImageLike, dx: number, dy: number, dw: number, dh: number): void;
  /** The source-rectangle form: copies part of an image (the renderer's static layer) onto part of the canvas. */
  drawImage(
    image: ImageLike,
    sx: number,
    sy: number,
    sw: number,
    sh: number,
    dx: number,
    dy: number,
    dw: number,
    dh: number,
  ): void;
  globalAlpha: number;
  // string | object: the real properties also take gradients and patterns
  fillStyle: string | object;
  strokeStyle: string | object;
  lineWidth: number;
  lineJoin: string;
}

/** Makes an offscreen surface of width × height device pixels, e.g.
 * `(w, h) => { const c = new OffscreenCanvas(w, h); return { image: c, ctx: c.getContext('2d')! }; }` */
export type BitmapFactory = (width: number, height: number) => { image: ImageLike; ctx: Canvas2D };
