// A signed-in child's drawing in the account (issue 31): sent with the page's shelf item, read back when the page opens
// on any device. Each paint layer travels as a PNG (lossless; the server re-encodes it as lossless WebP), with the
// sticker list. See ~/shared/shelf for the sizes and why two pictures rather than a list of filled regions.
import type { ColoringPage, Layer, SavedPage } from "~/games/coloring";
import { callApi } from "~/shared/api/request";
import type { ShelfDrawing, ShelfStatus } from "~/shared/shelf";

function canvasOf(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function isBlankLayer(layer: Layer): boolean {
  const words = new Uint32Array(layer.data.buffer, layer.data.byteOffset, layer.data.length >> 2);
  for (let i = 0; i < words.length; i++) if (words[i] !== 0) return false;
  return true;
}

/** Copies the layer now (the page may change meanwhile) and encodes it off the main thread; null: nothing painted. */
function layerToPng(layer: Layer): Promise<string | null> {
  if (isBlankLayer(layer)) return Promise.resolve(null);
  const canvas = canvasOf(layer.width, layer.height);
  canvas.getContext("2d")!.putImageData(new ImageData(layer.data.slice(), layer.width, layer.height), 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => {
      if (!blob) return reject(new Error("the layer could not be encoded"));
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    }, "image/png"),
  );
}

/** A base64 data: URL as a Blob, without fetch (the site's Content-Security-Policy does not let it fetch data: URLs). */
function dataUrlBlob(url: string): Blob {
  const comma = url.indexOf(",");
  const binary = atob(url.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: url.slice(5, url.indexOf(";")) });
}

async function layerFromUrl(url: string, width: number, height: number): Promise<Layer> {
  const blob = dataUrlBlob(url);
  const bitmap = await createImageBitmap(blob, { premultiplyAlpha: "none", colorSpaceConversion: "none" });
  if (bitmap.width !== width || bitmap.height !== height) throw new RangeError("the saved layer has the wrong size");
  const ctx = canvasOf(width, height).getContext("2d", { willReadFrequently: true })!;
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  return { width, height, data: ctx.getImageData(0, 0, width, height).data };
}

/** The account's drawing of the page, or null (none, signed out, offline: the page opens from this browser's copy). */
export async function fetchAccountDrawing(pageKey: string): Promise<ShelfDrawing | null> {
  try {
    return await callApi("shelfDrawing", { params: { pageKey } });
  } catch {
    return null;
  }
}

/** The account's drawing as the engine restores it (no undo steps: they stay on the device that made them). */
export async function accountToSaved(drawing: ShelfDrawing): Promise<SavedPage> {
  const { width, height } = drawing;
  const [fills, strokes] = await Promise.all([
    drawing.fills ? layerFromUrl(drawing.fills, width, height) : undefined,
    drawing.strokes ? layerFromUrl(drawing.strokes, width, height) : undefined,
  ]);
  return { fills, strokes, stickers: drawing.stickers };
}

/**
 * Puts the page on the account's shelf with its drawing as it is now. Answers the sticker a first finish earned and
 * when the account saved the drawing; throws when it could not be sent (the caller goes on without).
 */
export async function sendToAccount(
  pageKey: string,
  page: ColoringPage,
  status: ShelfStatus,
  thumbnail: string,
): Promise<{ sticker: string | null; drawingAt: number | null }> {
  const stickers = page.stickers.items.map(({ id, name, x, y, size }) => ({ id, name, x, y, size }));
  const [fills, strokes] = await Promise.all([layerToPng(page.fills), layerToPng(page.strokes)]);
  const drawing = { width: page.width, height: page.height, fills, strokes, stickers };
  const { sticker, drawingAt } = await callApi("shelfSave", {
    body: { kind: "coloring", pageKey, pieces: null, status, thumbnail, drawing },
  });
  return { sticker, drawingAt };
}
