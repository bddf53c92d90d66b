import type { ColoringPage, Layer } from "~/games/coloring";
import { EARLY_PAINTED_ATTRIBUTE } from "./early-fill";

/** The stage's page-sized canvases, bottom to top: fills, brush lines, the locked line art (stickers are DOM above). */
export interface StageCanvases {
  fills: HTMLCanvasElement;
  strokes: HTMLCanvasElement;
  lines: HTMLCanvasElement;
}

// ImageData views sharing the layers' pixels: a dirty rectangle is then one putImageData copy, no compositing.
const imageViews = new WeakMap<Layer, ImageData>();
function imageView(layer: Layer): ImageData {
  let view = imageViews.get(layer);
  if (!view) {
    view = new ImageData(layer.data as Uint8ClampedArray<ArrayBuffer>, layer.width, layer.height);
    imageViews.set(layer, view);
  }
  return view;
}

/** Copies what changed since the last frame onto both paint canvases (the browser composites the layers). */
export function drawDirty(page: ColoringPage, canvases: StageCanvases): void {
  const dirty = page.takeDirtyRect();
  if (!dirty) return;
  for (const [canvas, layer] of [
    [canvases.fills, page.fills],
    [canvases.strokes, page.strokes],
  ] as const) {
    canvas.getContext("2d")?.putImageData(imageView(layer), 0, 0, dirty.x, dirty.y, dirty.width, dirty.height);
  }
}

/** Whether every pixel of a layer is transparent (a fresh page): one pass over 32-bit words, stopping at the first paint. */
function isBlank(layer: Layer): boolean {
  const { data } = layer;
  const words = new Uint32Array(data.buffer, data.byteOffset, data.byteLength >> 2);
  for (let i = 0; i < words.length; i++) if (words[i] !== 0) return false;
  return true;
}

/**
 * New canvases start empty: the line art (drawn once) and the paint layers in full. A blank paint layer (a fresh
 * page) is left alone: the canvas is already transparent and gets no backing store until something is drawn on it,
 * unless the early fill painted on it before the page's script ran (early-fill.ts): the layer replaces that.
 */
export function drawAll(
  page: ColoringPage,
  canvases: StageCanvases,
  { fresh = false }: { fresh?: boolean } = {},
): void {
  canvases.lines.getContext("2d")?.putImageData(imageView(page.lines), 0, 0);
  for (const [canvas, layer] of [
    [canvases.fills, page.fills],
    [canvases.strokes, page.strokes],
  ] as const) {
    // `fresh`: nothing was restored or drawn yet, so there is nothing to look for.
    if (canvas.hasAttribute(EARLY_PAINTED_ATTRIBUTE) || (!fresh && !isBlank(layer)))
      canvas.getContext("2d")?.putImageData(imageView(layer), 0, 0);
  }
  page.takeDirtyRect();
}
