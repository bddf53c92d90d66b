import { blendOver } from "./blend.ts";
import { clipRect, type Layer, type Rect } from "./layer.ts";

/** Where a sticker goes: its centre in page pixels and the length of its longer side. */
export interface StickerPlacement {
  x: number;
  y: number;
  size: number;
}

/** Page pixels a sticker can cover, before clipping to the page. */
export function stickerRect(image: Layer, placement: StickerPlacement): Rect {
  const scale = placement.size / Math.max(image.width, image.height);
  const left = placement.x - (image.width * scale) / 2;
  const top = placement.y - (image.height * scale) / 2;
  const x = Math.floor(left);
  const y = Math.floor(top);
  return {
    x,
    y,
    width: Math.ceil(left + image.width * scale) - x,
    height: Math.ceil(top + image.height * scale) - y,
  };
}

/**
 * Draws an RGBA image (an emoticon bitmap) over the layer, scaled with
 * bilinear taps in premultiplied alpha (so transparent texels do not bleed
 * dark fringes); when shrinking, several taps per pixel average the
 * footprint so small stickers stay smooth. Returns the area drawn, or null.
 */
export function stampSticker(layer: Layer, image: Layer, placement: StickerPlacement): Rect | null {
  if (!(placement.size > 0) || image.width === 0 || image.height === 0) return null;
  const rect = clipRect(stickerRect(image, placement), layer.width, layer.height);
  if (!rect) return null;
  const scale = placement.size / Math.max(image.width, image.height);
  const left = placement.x - (image.width * scale) / 2;
  const top = placement.y - (image.height * scale) / 2;
  const taps = Math.min(4, Math.max(1, Math.ceil(1 / scale)));
  const weight = 1 / (taps * taps);
  const sample = [0, 0, 0, 0];
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    for (let x = rect.x; x < rect.x + rect.width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < taps; sy++) {
        for (let sx = 0; sx < taps; sx++) {
          const u = (x + (sx + 0.5) / taps - left) / scale - 0.5;
          const v = (y + (sy + 0.5) / taps - top) / scale - 0.5;
          bilinearPremultiplied(image, u, v, sample);
          r += sample[0];
          g += sample[1];
          b += sample[2];
          a += sample[3];
        }
      }
      a *= weight;
      if (a <= 0) continue;
      const o = (y * layer.width + x) * 4;
      // Back to straight alpha for the blend: colour sums were weighted by alpha.
      blendOver(layer.data, o, layer.data, o, (r * weight) / a, (g * weight) / a, (b * weight) / a, a);
    }
  }
  return rect;
}

/** Writes alpha-weighted r, g, b and alpha at texel position (u, v) into `out`; outside the image is transparent. */
function bilinearPremultiplied(image: Layer, u: number, v: number, out: number[]): void {
  const x0 = Math.floor(u);
  const y0 = Math.floor(v);
  const fx = u - x0;
  const fy = v - y0;
  out[0] = out[1] = out[2] = out[3] = 0;
  for (let j = 0; j < 2; j++) {
    const ty = y0 + j;
    if (ty < 0 || ty >= image.height) continue;
    const wy = j === 0 ? 1 - fy : fy;
    for (let i = 0; i < 2; i++) {
      const tx = x0 + i;
      if (tx < 0 || tx >= image.width) continue;
      const w = wy * (i === 0 ? 1 - fx : fx);
      const o = (ty * image.width + tx) * 4;
      const wa = w * image.data[o + 3];
      out[0] += image.data[o] * wa;
      out[1] += image.data[o + 1] * wa;
      out[2] += image.data[o + 2] * wa;
      out[3] += wa;
    }
  }
}
