/**
 * Straight-alpha "source over": writes (r, g, b, a) drawn over the pixel at
 * `base[bo…bo+3]` into `dst[o…o+3]`. Reading from a separate base lets a brush
 * stroke repaint from the pixels as they were before the stroke, so overlapping
 * dabs of one stroke never darken their own soft edges.
 */
export function blendOver(
  dst: Uint8ClampedArray,
  o: number,
  base: Uint8ClampedArray,
  bo: number,
  r: number,
  g: number,
  b: number,
  a: number,
): void {
  if (a >= 255) {
    dst[o] = r;
    dst[o + 1] = g;
    dst[o + 2] = b;
    dst[o + 3] = 255;
    return;
  }
  const ba = base[bo + 3];
  if (a <= 0) {
    if (dst !== base || o !== bo) {
      dst[o] = base[bo];
      dst[o + 1] = base[bo + 1];
      dst[o + 2] = base[bo + 2];
      dst[o + 3] = ba;
    }
    return;
  }
  const sa = a / 255;
  const keep = (ba / 255) * (1 - sa);
  const outA = sa + keep;
  dst[o] = (r * sa + base[bo] * keep) / outA;
  dst[o + 1] = (g * sa + base[bo + 1] * keep) / outA;
  dst[o + 2] = (b * sa + base[bo + 2] * keep) / outA;
  dst[o + 3] = outA * 255;
}

/** Removes `amount` (0–255) of the base pixel's opacity; fully erased pixels become all zero. */
export function eraseFrom(
  dst: Uint8ClampedArray,
  o: number,
  base: Uint8ClampedArray,
  bo: number,
  amount: number,
): void {
  const a = Math.round((base[bo + 3] * (255 - amount)) / 255);
  if (a <= 0) {
    dst[o] = dst[o + 1] = dst[o + 2] = dst[o + 3] = 0;
    return;
  }
  dst[o] = base[bo];
  dst[o + 1] = base[bo + 1];
  dst[o + 2] = base[bo + 2];
  dst[o + 3] = a;
}
