import { blendOver } from "./blend.ts";
import { clipRect, createLayer, fullRect, type Layer, type Rect } from "./layer.ts";
import { toRgba, type ColorInput } from "./palette.ts";

/** The part of ImageData the renderer needs. */
export interface ImageDataLike {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

/** The part of CanvasRenderingContext2D the renderer needs; no DOM required. */
export interface Context2DLike {
  createImageData(width: number, height: number): ImageDataLike;
  // Method syntax on purpose: it lets a real context (which wants ImageData) be passed.
  putImageData(image: ImageDataLike, dx: number, dy: number): void;
}

export interface CompositeOptions {
  /** Paper colour under the paint; null keeps the page transparent. Default white. */
  background?: ColorInput | null;
}

/**
 * The picture as a child sees it: paper, then paint, then the line art on top.
 * Used for saving and uploading a PNG. White paper by default, so the saved
 * picture looks the same in any viewer.
 */
export function composite(paint: Layer, lines: Layer, options: CompositeOptions = {}): Layer {
  const out = createLayer(paint.width, paint.height);
  compositeInto(out, 0, 0, paint, lines, fullRect(paint.width, paint.height), options);
  return out;
}

/** Composites `rect` of the page into `target` at (tx, ty). */
export function compositeInto(
  target: ImageDataLike,
  tx: number,
  ty: number,
  paint: Layer,
  lines: Layer,
  rect: Rect,
  options: CompositeOptions = {},
): void {
  const bg = options.background === undefined ? toRgba("#ffffff") : options.background && toRgba(options.background);
  const out = target.data;
  const p = paint.data;
  const l = lines.data;
  for (let y = 0; y < rect.height; y++) {
    let o = ((ty + y) * target.width + tx) * 4;
    let s = ((rect.y + y) * paint.width + rect.x) * 4;
    for (let x = 0; x < rect.width; x++, o += 4, s += 4) {
      // Fast paths first: almost every pixel is fully painted, unpainted or pure line.
      const pa = p[s + 3];
      if (pa === 255 || (pa > 0 && !bg)) {
        out[o] = p[s];
        out[o + 1] = p[s + 1];
        out[o + 2] = p[s + 2];
        out[o + 3] = pa;
      } else if (bg) {
        out[o] = bg.r;
        out[o + 1] = bg.g;
        out[o + 2] = bg.b;
        out[o + 3] = bg.a;
        if (pa > 0) blendOver(out, o, out, o, p[s], p[s + 1], p[s + 2], pa);
      } else {
        out[o] = out[o + 1] = out[o + 2] = out[o + 3] = 0;
      }
      const la = l[s + 3];
      if (la === 255) {
        out[o] = l[s];
        out[o + 1] = l[s + 1];
        out[o + 2] = l[s + 2];
        out[o + 3] = 255;
      } else if (la > 0) blendOver(out, o, out, o, l[s], l[s + 1], l[s + 2], la);
    }
  }
}

/**
 * Draws the page (or only `dirty`, e.g. from `page.takeDirtyRect()`) 1:1 onto a
 * canvas the page's size. Zoom and pan are best applied by the shell as a CSS
 * transform on the canvas (see `viewCssTransform`), which costs no repaint.
 */
export function drawToContext(
  ctx: Context2DLike,
  paint: Layer,
  lines: Layer,
  dirty: Rect | null = null,
  options: CompositeOptions = {},
): void {
  const rect = clipRect(dirty ?? fullRect(paint.width, paint.height), paint.width, paint.height);
  if (!rect) return;
  const image = ctx.createImageData(rect.width, rect.height);
  compositeInto(image, 0, 0, paint, lines, rect, options);
  ctx.putImageData(image, rect.x, rect.y);
}
