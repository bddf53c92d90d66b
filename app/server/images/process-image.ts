import crypto from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { checkDecodeBudget, ImageRejected, MAX_UPLOAD_PIXELS, withDecodeSlot } from "./decode-budget";

export { ImageRejected, MAX_UPLOAD_PIXELS };
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const THUMBNAIL_WIDTH = 400;
/** Wall-clock cap of one re-encode, after which libvips stops: a last guard should a picture slip past the budget. */
const ENCODE_TIMEOUT_SECONDS = 15;

// One libvips thread per picture (the decode slots decide how many pictures at once), and no operation cache:
// every upload is a different picture, so caching would only hold memory.
sharp.concurrency(1);
sharp.cache(false);

type Kind = "png" | "jpeg" | "webp";

/** Recognises PNG, JPEG and WebP by their magic bytes, never by name or declared type. */
export function sniffImage(bytes: Buffer): Kind | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 12 && bytes.toString("ascii", 0, 4) === "RIFF" && bytes.toString("ascii", 8, 12) === "WEBP")
    return "webp";
  return null;
}

export interface ProcessedImage {
  png: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  hash: string;
}

/**
 * Validates an upload and re-encodes it: a PNG of the picture (metadata stripped) and a WebP thumbnail.
 * Every failure is an ImageRejected with a message fit for the user.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new ImageRejected("The file is empty.");
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ImageRejected("The picture is larger than 5 MB.", 413);
  if (!sniffImage(bytes)) throw new ImageRejected("Only PNG, JPEG or WebP pictures can be uploaded.", 415);
  let meta: Metadata;
  try {
    // Reads the header only; nothing is decoded before the budget check.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected("The picture could not be read.");
  }
  checkDecodeBudget(meta);
  return withDecodeSlot(async () => {
    try {
      // failOn "truncated" refuses cut-off files instead of silently padding them; limitInputPixels repeats the budget
      // inside libvips; sequentialRead decodes top to bottom without holding the whole picture where it can.
      const source = sharp(bytes, { failOn: "truncated", limitInputPixels: MAX_UPLOAD_PIXELS, sequentialRead: true })
        .rotate()
        .timeout({ seconds: ENCODE_TIMEOUT_SECONDS });
      // sharp writes 8 bits per channel by default, so a 16-bit picture is converted here.
      const { data: png, info } = await source
        .clone()
        .png({ compressionLevel: 9, adaptiveFiltering: true })
        .toBuffer({ resolveWithObject: true });
      const thumbnail = await source
        .clone()
        .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      const hash = crypto.createHash("sha256").update(png).digest("hex").slice(0, 32);
      return { png, thumbnail, width: info.width, height: info.height, hash };
    } catch {
      throw new ImageRejected("The picture is damaged or incomplete.");
    }
  });
}
