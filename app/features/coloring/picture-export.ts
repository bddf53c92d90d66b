import type { ColoringPage } from "~/games/coloring";

/** Draws the finished picture (paper, paint, lines) into a canvas of page size. */
export function drawPicture(page: ColoringPage, canvas: HTMLCanvasElement): boolean {
  canvas.width = page.width;
  canvas.height = page.height;
  const ctx = canvas.getContext("2d");
  if (!ctx) return false;
  const image = page.toImage();
  ctx.putImageData(new ImageData(new Uint8ClampedArray(image.data), image.width, image.height), 0, 0);
  return true;
}

/** The picture as a PNG from the canvas (toBlob); null when the canvas gives no image (spec §5). */
export function pictureBlob(page: ColoringPage): Promise<Blob | null> {
  const canvas = document.createElement("canvas");
  if (!drawPicture(page, canvas)) return Promise.resolve(null);
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
