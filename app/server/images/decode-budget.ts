import os from "node:os";
import pLimit from "p-limit";
import type { Metadata } from "sharp";

/**
 * What one upload may cost to decode, checked from the picture's header before a single pixel is decoded (the audit of
 * issue 17 sent a 31 KB PNG of 1 × 16,000,000 pixels that cost 23–88 s of CPU), and how many decodes run at once.
 */

/** DESIGN §4.6: at most 16 megapixels. */
export const MAX_UPLOAD_PIXELS = 16_000_000;
/** Longest side. Covers 8K wallpapers; past it libvips' row and tile buffers grow with the side, not the area. */
export const MAX_SIDE = 8192;
/** Longest side over shortest: a panorama of 32:1 passes, a 1-pixel line of millions does not. */
export const MAX_ASPECT_RATIO = 32;
/**
 * Decoded samples budget in bytes per channel × pixels: a 16-bit picture costs twice an 8-bit one, so it may have at
 * most 8 megapixels (it is stored as 8 bits per channel).
 */
const MAX_SAMPLE_BYTES_PER_CHANNEL = MAX_UPLOAD_PIXELS;

const BYTES_PER_SAMPLE: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

export class ImageRejected extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Refuses a picture whose header promises more than the budget. Costs nothing: only the header has been read. */
export function checkDecodeBudget(meta: Pick<Metadata, "width" | "height"> & { depth?: Metadata["depth"] }): {
  width: number;
  height: number;
} {
  const { width, height } = meta;
  if (!width || !height) throw new ImageRejected("The picture could not be read.");
  if (width * height > MAX_UPLOAD_PIXELS) throw new ImageRejected("The picture has more than 16 megapixels.", 413);
  if (Math.max(width, height) > MAX_SIDE)
    throw new ImageRejected(`The picture is wider or taller than ${MAX_SIDE} pixels.`, 413);
  if (Math.max(width, height) / Math.min(width, height) > MAX_ASPECT_RATIO) {
    throw new ImageRejected(`The picture is too long and narrow (more than ${MAX_ASPECT_RATIO} to 1).`, 413);
  }
  const bytesPerSample = BYTES_PER_SAMPLE[meta.depth ?? "uchar"] ?? 8;
  if (width * height * bytesPerSample > MAX_SAMPLE_BYTES_PER_CHANNEL) {
    throw new ImageRejected("A picture with 16 bits per colour can have at most 8 megapixels.", 413);
  }
  return { width, height };
}

/**
 * Decodes at once: half the cores (one on a 2-core machine), so uploads never take the cores page rendering needs.
 * libvips runs one thread per decode (sharp.concurrency(1) in process-image.ts).
 */
export const DECODE_CONCURRENCY = Math.max(1, Math.floor(os.availableParallelism() / 2));
/**
 * Decodes waiting for their turn (each holds its upload, at most 5 MB, in memory); one more is answered 503 at once.
 * Deep enough that a burst of ordinary uploads (20 at once in the tests) all wait their turn and succeed.
 */
export const MAX_WAITING_DECODES = 24;
/** A decode that waited longer than this gives up with 503: its client has most likely given up too. */
export const MAX_DECODE_WAIT_MS = 20_000;

const decodes = pLimit(DECODE_CONCURRENCY);

const busy = () =>
  new ImageRejected("The server is busy with other pictures. Please try again in a minute.", 503, {
    "Retry-After": "30",
  });

/** Runs `decode` when a decode slot is free; with too many already waiting, or after waiting too long, refuses with 503. */
export function withDecodeSlot<T>(decode: () => Promise<T>): Promise<T> {
  if (decodes.pendingCount >= MAX_WAITING_DECODES) return Promise.reject(busy());
  const queuedAt = Date.now();
  return decodes(() => (Date.now() - queuedAt > MAX_DECODE_WAIT_MS ? Promise.reject(busy()) : decode()));
}
