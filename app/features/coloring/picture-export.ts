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

/** A small JPEG of the picture (data: URL, about 15 KB) for the tiles that show it before the server's copy; null if the canvas gives none. */
export function picturePreview(picture: Layer, size = 240): string | null {
  const full = document.createElement("canvas");
  if (!drawPicture(picture, full)) return null;
  const small = document.createElement("canvas");
  small.width = size;
  small.height = Math.round((size * picture.height) / picture.width);
  const ctx = small.getContext("2d");
  if (!ctx) return null;
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, small.width, small.height);
  ctx.drawImage(full, 0, 0, small.width, small.height);
  try {
    const url = small.toDataURL("image/jpeg", 0.8);
    return url.startsWith("data:image/jpeg") ? url : null;
  } catch {
    return null;
  }
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
