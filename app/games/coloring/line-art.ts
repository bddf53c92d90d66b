import { createLayer, type Layer } from "./layer.ts";

/**
 * The line layer must be transparent where there is no line: it sits above
 * the paint, and its alpha decides the regions. Line art that arrives on
 * opaque white paper (a scanned sheet, a JPEG) is turned into that form here:
 * whiteness becomes transparency ("colour to alpha" against white), so dark
 * lines keep their anti-aliased edges and coloured lines keep their hue.
 */
export function whiteToAlpha(image: Layer): Layer {
  const out = createLayer(image.width, image.height);
  const src = image.data;
  const dst = out.data;
  for (let o = 0; o < src.length; o += 4) {
    const r = src[o];
    const g = src[o + 1];
    const b = src[o + 2];
    const a = src[o + 3];
    // The least amount of ink that, laid over white, explains this pixel's colour.
    const ink = (255 - Math.min(r, g, b)) / 255;
    if (ink <= 0 || a === 0) continue;
    dst[o] = 255 - (255 - r) / ink;
    dst[o + 1] = 255 - (255 - g) / ink;
    dst[o + 2] = 255 - (255 - b) / ink;
    dst[o + 3] = ink * a;
  }
  return out;
}

/** True when most of the image is opaque, i.e. it was drawn on paper rather than on a transparent layer. */
export function looksOpaque(image: Layer): boolean {
  const { data } = image;
  let opaque = 0;
  let seen = 0;
  // A sparse sample is plenty to tell paper from transparency.
  for (let o = 3; o < data.length; o += 4 * 97) {
    seen++;
    if (data[o] === 255) opaque++;
  }
  return seen > 0 && opaque / seen > 0.9;
}

/** Accepts line art either way and returns a proper transparent line layer. */
export function toLineLayer(image: Layer): Layer {
  return looksOpaque(image) ? whiteToAlpha(image) : image;
}
