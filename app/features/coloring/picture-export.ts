import type { Layer } from "~/games/coloring";

/** Draws the finished picture (paper, paint, lines, stickers: `session.picture()`) into a canvas of its size. */
export function drawPicture(picture: Layer, canvas: HTMLCanvasElement): boolean {
  canvas.width = picture.width;
  canvas.height = picture.height;
  const ctx = canvas.getContext("2d");
  if (!ctx) return false;
  ctx.putImageData(new ImageData(new Uint8ClampedArray(picture.data), picture.width, picture.height), 0, 0);
  return true;
}

/** The picture as a PNG from the canvas (toBlob); null when the canvas gives no image (spec §5). */
export function pictureBlob(picture: Layer): Promise<Blob | null> {
  const canvas = document.createElement("canvas");
  if (!drawPicture(picture, canvas)) return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      canvas.toBlob((blob) => resolve(blob && blob.size > 0 ? blob : null), "image/png");
    } catch {
      resolve(null);
    }
  });
}

/** Saves a PNG to the device through a download link. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
