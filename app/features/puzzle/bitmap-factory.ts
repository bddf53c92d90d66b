// Offscreen surfaces for the piece bitmaps: OffscreenCanvas where the browser has it, else a <canvas>.
import type { BitmapFactory } from "~/games/puzzle/index.ts";

export const createBitmap: BitmapFactory = (width, height) => {
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height);
    return { image: canvas, ctx: canvas.getContext("2d") as OffscreenCanvasRenderingContext2D };
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return { image: canvas, ctx: canvas.getContext("2d") as CanvasRenderingContext2D };
};
