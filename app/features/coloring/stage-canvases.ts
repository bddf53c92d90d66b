import type { ColoringPage, Layer } from "~/games/coloring";

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
  for (const [canvas, layer] of [[canvases.fills, page.fills], [canvases.strokes, page.strokes]] as const) {
    canvas.getContext("2d")?.putImageData(imageView(layer), 0, 0, dirty.x, dirty.y, dirty.width, dirty.height);
  }
}

/** New canvases start empty: the line art (drawn once) and both paint layers in full. */
export function drawAll(page: ColoringPage, canvases: StageCanvases): void {
  canvases.lines.getContext("2d")?.putImageData(imageView(page.lines), 0, 0);
  canvases.fills.getContext("2d")?.putImageData(imageView(page.fills), 0, 0);
  canvases.strokes.getContext("2d")?.putImageData(imageView(page.strokes), 0, 0);
  page.takeDirtyRect();
}
