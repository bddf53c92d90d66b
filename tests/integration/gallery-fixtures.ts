// Shared fixtures for the gallery-* and upload-* integration tests (not a test file itself).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { expect } from "vitest";
import { db } from "~/server/db/client";
import { activityLogs, media, users } from "~/server/db/schema";
import { fileStorage, setStorage } from "~/server/storage/storage";
import type { Grade } from "~/shared/constants";
import { signIn } from "../helpers/sign-in";

/**
 * A user row with a fixed id (dev:<id>, the site's "roy" avatar, a provider picture that must never show), signed in
 * for real through the dev sign-in: the cookie carries a real better-auth session. A blocked user is blocked after
 * signing in, so the cookie is a session that was valid until the block.
 */
export async function addUser(id: string, grade: Grade = "user", name = id): Promise<{ id: string; cookie: string }> {
  await db().insert(users).values({ id, name, email: `${id}@private.invalid`, image: "https://provider.example/p.jpg", avatar: "roy", grade: "user", identity: `dev:${id}` });
  const { cookie, userId } = await signIn(id, { grade });
  expect(userId, `dev sign-in as ${id}`).toBe(id);
  expect(cookie, `session cookie for ${id}`).toMatch(/session_token=/);
  return { id, cookie };
}

/** Points file storage at a fresh folder so a test can see exactly which files exist. */
export function useTempMediaDir(): { dir: string; files(): string[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gallery-media-"));
  setStorage(fileStorage(dir));
  return { dir, files: () => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) };
}

let n = 0;
/** A coloring row without files (list and permission tests). */
export async function addColoring(ownerId: string, values: Partial<typeof media.$inferInsert> = {}) {
  n += 1;
  const [row] = await db()
    .insert(media)
    .values({
      type: "coloring", url: `/media/fixture${n}.png`, thumbnailUrl: `/media/fixture${n}.webp`, ownerId,
      width: 64, height: 64, bytes: 100, hash: `fixture${n}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)), ...values,
    })
    .returning();
  return row;
}

export async function logCount(): Promise<number> {
  return (await db().select().from(activityLogs)).length;
}

// ── Pictures

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 250, g: 120, b: 40 } } });

/** A PNG with a text chunk and an EXIF block that must not survive re-encoding. */
export async function pngWithMetadata(): Promise<Buffer> {
  return solid(64, 48).png().withExif({ IFD0: { Copyright: "secret-owner", Artist: "Kid Name" } }).toBuffer();
}

export async function jpegWithExif(): Promise<Buffer> {
  return solid(80, 60).jpeg().withExif({ IFD0: { Copyright: "secret-owner", Artist: "Kid Name" }, IFD2: { UserComment: "gps-ish" } }).toBuffer();
}

export async function webpWithExif(): Promise<Buffer> {
  return solid(72, 72).webp().withExif({ IFD0: { Copyright: "secret-owner" } }).toBuffer();
}

export async function truncatedPng(): Promise<Buffer> {
  const noisy = await sharp({ create: { width: 256, height: 256, channels: 3, background: "#ffffff", noise: { type: "gaussian", mean: 128, sigma: 60 } } }).png().toBuffer();
  return noisy.subarray(0, Math.floor(noisy.length / 2));
}

export const svgFile = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
export const textFile = () => Buffer.from("just some text pretending to be a picture\n".repeat(20));

/** 6 MB that even starts like a PNG: refused for its size before anything is decoded. */
export const sixMegabytes = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(6 * 1024 * 1024)]);

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
  const base = await sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0, adaptiveFiltering: false }).toBuffer();
  const keyword = Buffer.from("Comment\0", "latin1");
  const fill = total - base.length - 12 - keyword.length;
  if (fill < 0) throw new Error(`a ${width}×${height} PNG is already ${base.length} bytes`);
  const iend = base.length - 12;
  const picture = Buffer.concat([base.subarray(0, iend), pngChunk("tEXt", Buffer.concat([keyword, Buffer.alloc(fill, 0x20)])), base.subarray(iend)]);
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
