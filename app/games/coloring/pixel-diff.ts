import { pixelWords, type Layer, type Rect } from "./layer.ts";

/**
 * The pixels of a rectangle, run-length encoded as [count, word, count, word, …]
 * in row-major order. Paint is mostly large flat areas, so a fill of the whole
 * page costs a few kilobytes instead of a 4 MB snapshot, and decoding gives
 * back the exact bytes.
 */
export interface PixelDiff {
  readonly rect: Rect;
  readonly runs: Int32Array;
}

// Reused between calls: encoding writes here, then keeps an exact-size copy.
let scratch = new Int32Array(1 << 16);

/** Encodes `rect` of a word buffer whose rows are `stride` pixels long. */
export function encodeRect(words: Int32Array, stride: number, rect: Rect): PixelDiff {
  const { x, y, width, height } = rect;
  if (width <= 0 || height <= 0) return { rect: { x, y, width: 0, height: 0 }, runs: new Int32Array(0) };
  let runs = scratch;
  let k = 0;
  let count = 0;
  let previous = words[y * stride + x];
  for (let row = y; row < y + height; row++) {
    for (let i = row * stride + x, end = i + width; i < end; i++) {
      const w = words[i];
      if (w === previous) {
        count++;
        continue;
      }
      if (k + 4 > runs.length) {
        const grown = new Int32Array(runs.length * 2);
        grown.set(runs);
        runs = scratch = grown;
      }
      runs[k++] = count;
      runs[k++] = previous;
      previous = w;
      count = 1;
    }
  }
  runs[k++] = count;
  runs[k++] = previous;
  return { rect: { x, y, width, height }, runs: runs.slice(0, k) };
}

/** Writes a diff's pixels back into a word buffer with rows of `stride` pixels. */
export function decodeRect(words: Int32Array, stride: number, diff: PixelDiff): void {
  const { rect, runs } = diff;
  let x = 0;
  let row = rect.y * stride + rect.x;
  for (let k = 0; k < runs.length; k += 2) {
    let count = runs[k];
    const w = runs[k + 1];
    while (count > 0) {
      const n = Math.min(count, rect.width - x);
      words.fill(w, row + x, row + x + n);
      count -= n;
      x += n;
      if (x === rect.width) {
        x = 0;
        row += stride;
      }
    }
  }
}

export function captureLayerRect(layer: Layer, rect: Rect): PixelDiff {
  return encodeRect(pixelWords(layer), layer.width, rect);
}

/** Restores `diff` into the layer and returns the diff that would undo that. */
export function swapDiff(layer: Layer, diff: PixelDiff): PixelDiff {
  const words = pixelWords(layer);
  const inverse = encodeRect(words, layer.width, diff.rect);
  decodeRect(words, layer.width, diff);
  return inverse;
}

export function diffByteLength(diff: PixelDiff): number {
  return diff.runs.byteLength;
}

/** Whether a diff (e.g. read back from storage) covers a rectangle inside a width×height layer exactly. */
export function diffFits(diff: unknown, width: number, height: number): diff is PixelDiff {
  const candidate = diff as PixelDiff | null;
  if (!candidate || !(candidate.runs instanceof Int32Array) || candidate.runs.length % 2 !== 0) return false;
  const { x, y, width: w, height: h } = candidate.rect ?? ({} as Rect);
  const inside =
    [x, y, w, h].every(Number.isInteger) && x >= 0 && y >= 0 && w >= 0 && h >= 0 && x + w <= width && y + h <= height;
  if (!inside) return false;
  let pixels = 0;
  for (let k = 0; k < candidate.runs.length; k += 2) {
    if (candidate.runs[k] <= 0) return false;
    pixels += candidate.runs[k];
  }
  return pixels === w * h;
}
