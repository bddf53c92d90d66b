// Pictures for the upload tests (not a test file itself): real PNG, JPEG and WebP files with metadata that must not
// survive re-encoding, hostile and boundary-sized files, and the forms that carry them.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { expect } from "vitest";
import { fileStorage, setStorage } from "~/server/storage/storage";

let pictureCount = 0;

/** Points file storage at a fresh folder so a test can see exactly which files exist. */
export function useTempMediaDir(): { dir: string; files(): string[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gallery-media-"));
  setStorage(fileStorage(dir));
  // Every file, in folders too (`private/pending/…`: a picture written and never made public counts as stored).
  const files = () =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
          .sort()
      : [];
  return { dir, files };
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 250, g: 120, b: 40 } } });

/** A PNG with a text chunk and an EXIF block that must not survive re-encoding. */
export async function pngWithMetadata(): Promise<Buffer> {
  return solid(64, 48)
    .png()
    .withExif({ IFD0: { Copyright: "secret-owner", Artist: "Kid Name" } })
    .toBuffer();
}

export async function jpegWithExif(): Promise<Buffer> {
  return solid(80, 60)
    .jpeg()
    .withExif({ IFD0: { Copyright: "secret-owner", Artist: "Kid Name" }, IFD2: { UserComment: "gps-ish" } })
    .toBuffer();
}

export async function webpWithExif(): Promise<Buffer> {
  return solid(72, 72)
    .webp()
    .withExif({ IFD0: { Copyright: "secret-owner" } })
    .toBuffer();
}

export async function truncatedPng(): Promise<Buffer> {
  const noisy = await sharp({
    create: {
      width: 256,
      height: 256,
      channels: 3,
      background: "#ffffff",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return noisy.subarray(0, Math.floor(noisy.length / 2));
}

export const svgFile = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
export const textFile = () => Buffer.from("just some text pretending to be a picture\n".repeat(20));

/** 6 MB that even starts like a PNG: refused for its size before anything is decoded. */
export const sixMegabytes = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(6 * 1024 * 1024)]);

/** One PNG chunk: length, type, data and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(zlib.crc32(body) >>> 0, body.length + 4);
  return out;
}

/**
 * A real, valid PNG of exactly `total` bytes: random pixels stored uncompressed, topped up with a text comment (which
 * re-encoding drops). For the size limit to the byte.
 */
export async function pngOfSize(total: number): Promise<Buffer> {
  const width = 1024;
  const height = Math.floor((total - 16_384) / (width * 3 + 1));
  const pixels = crypto.randomBytes(width * height * 3);
  const base = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0, adaptiveFiltering: false })
    .toBuffer();
  const keyword = Buffer.from("Comment\0", "latin1");
  const fill = total - base.length - 12 - keyword.length;
  if (fill < 0) throw new Error(`a ${width}×${height} PNG is already ${base.length} bytes`);
  const iend = base.length - 12;
  const picture = Buffer.concat([
    base.subarray(0, iend),
    pngChunk("tEXt", Buffer.concat([keyword, Buffer.alloc(fill, 0x20)])),
    base.subarray(iend),
  ]);
  expect(picture.length).toBe(total);
  return picture;
}

/** A real, valid 20000×20000 PNG (1-bit greyscale, so the file itself is tiny). */
export function hugePng(width = 20000, height = 20000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", zlib.deflateSync(raw)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

export function uploadForm(bytes: Buffer, filename = "coloring.png", type = "image/png", field = "coloring"): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

/** A small real PNG (a coloured square), different each call so uploads do not share files. */
export async function pngBytes(): Promise<Buffer> {
  const n = ++pictureCount;
  return sharp({ create: { width: 32, height: 32, channels: 3, background: { r: (n * 37) % 256, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

/** A staff upload (POST /api/upload/media) of a fresh picture as `type`, scheduled for `date` when given. */
export async function mediaUploadForm(type: string, date?: string): Promise<FormData> {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(await pngBytes())], { type: "image/png" }), "picture.png");
  form.set("type", type);
  if (date) form.set("date", date);
  return form;
}

// ── Staff pictures (issue 31): line art for a new coloring page, and the upload form of POST /api/admin/pictures.

const lineArt = (body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">` +
      `<g fill="none" stroke="#000" stroke-width="2">${body}</g></svg>`,
  );
/** Three closed circles: three shapes to fill, the paper around them. */
export const closedLineArt = (r = 15) =>
  lineArt(`<circle cx="30" cy="30" r="${r}"/><circle cx="70" cy="30" r="15"/><circle cx="50" cy="70" r="20"/>`);
/** The same circles drawn as open arcs: every outline has a gap, so one tap floods the whole page. */
export const leakyLineArt = () =>
  lineArt(
    `<path d="M45 30 A15 15 0 1 0 30 45"/><path d="M85 30 A15 15 0 1 0 70 45"/><path d="M70 70 A20 20 0 1 0 50 90"/>`,
  );

/** A title in each of the 8 languages. */
export const pictureTitles = (name = "Picnic") => ({
  en: `${name}`,
  ko: `${name} 소풍`,
  "zh-cn": `${name} 野餐`,
  "zh-hk": `${name} 野餐`,
  "zh-tw": `${name} 野餐`,
  ja: `${name} ピクニック`,
  ru: `${name} пикник`,
  id: `${name} piknik`,
});

/** POST /api/admin/pictures' form: the file, its kind and the titles (as the dashboard sends them, JSON). */
export function pictureUploadForm(
  kind: string,
  bytes: Buffer,
  { titles = pictureTitles() as unknown, filename = "art.svg", type = "image/svg+xml" } = {},
): FormData {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)], { type }), filename);
  form.set("kind", kind);
  form.set("titles", typeof titles === "string" ? titles : JSON.stringify(titles));
  return form;
}
