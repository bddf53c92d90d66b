// Issue 15: uploads' variants by width and format, made once and then served from the store.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db/client";
import { imageVariantRoute } from "~/server/http/image-variants";
import { removeImageFiles } from "~/server/services/media-files";
import { sweepOrphanPictures, sweepOrphanVariants } from "~/server/storage/orphans";
import { fileStorage, setStorage, type Storage } from "~/server/storage/storage";
import { UPLOAD_VARIANT_PREFIX } from "~/shared/image-variants";

const HASH = "0123456789abcdef0123456789abcdef";
let dir: string;
let files: Storage;
let base: string;
let close: () => void;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "image-variants-"));
  files = fileStorage(dir);
  setStorage(files);
  // A coloring as uploads store it: a 768 × 768 PNG under its content hash.
  const png = await sharp({ create: { width: 768, height: 768, channels: 3, background: "#3aa0e0" } })
    .composite([
      { input: Buffer.from('<svg width="768" height="768"><circle cx="384" cy="384" r="300" fill="#f5c400"/></svg>') },
    ])
    .png()
    .toBuffer();
  await files.put(`${HASH}.png`, png, "image/png");
  const app = express();
  app.use(UPLOAD_VARIANT_PREFIX, imageVariantRoute(files));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const variant = (width: number | string, name: string) => fetch(`${base}${UPLOAD_VARIANT_PREFIX}/${width}/${name}`);

describe("variants of uploaded pictures (GET /media/_v/<width>/<key>.<format>)", () => {
  it("answers the asked format at the asked width, immutable, and keeps it in the store for the next request", async () => {
    const first = await variant(320, `${HASH}.png.avif`);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/avif");
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(first.headers.get("x-variant-cache")).toBe("miss");
    const body = Buffer.from(await first.arrayBuffer());
    const meta = await sharp(body).metadata();
    expect(meta.format).toBe("heif");
    expect(meta.compression).toBe("av1");
    expect(meta.width).toBe(320);
    expect(fs.existsSync(path.join(dir, "variants", `${HASH}.png`, "320.avif"))).toBe(true);

    const second = await variant(320, `${HASH}.png.avif`);
    expect(second.status).toBe(200);
    expect(second.headers.get("x-variant-cache")).toBe("hit");
    expect(Buffer.from(await second.arrayBuffer()).equals(body)).toBe(true);
  });

  it("makes WebP too, and never enlarges: a width above the picture's own answers the picture's width", async () => {
    const webp = await variant(480, `${HASH}.png.webp`);
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).width).toBe(480);
    const wide = await variant(1280, `${HASH}.png.webp`);
    expect(wide.status).toBe(200);
    expect((await sharp(Buffer.from(await wide.arrayBuffer())).metadata()).width).toBe(768);
  });

  it("refuses widths outside the fixed list with 400 {error}, and makes nothing for them", async () => {
    for (const width of [321, 1, 4000, 99999]) {
      const response = await variant(width, `${HASH}.png.webp`);
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect((await response.json()).error).toMatch(/width/i);
    }
    expect(fs.readdirSync(path.join(dir, "variants", `${HASH}.png`)).sort()).toEqual([
      "1280.webp",
      "320.avif",
      "480.webp",
    ]);
  });

  it("refuses another format with 400 {error}; a picture that is not stored, or a key that leaves the folder, is 404", async () => {
    const gif = await variant(320, `${HASH}.png.gif`);
    expect(gif.status).toBe(400);
    expect((await gif.json()).error).toMatch(/format/i);
    expect((await variant(320, "ffffffffffffffffffffffffffffffff.png.webp")).status).toBe(404);
    expect((await variant(320, "..%2Fsecret.png.webp")).status).toBe(404);
  });

  it("deleting the picture's files deletes its variants too (nothing of a deleted coloring stays reachable)", async () => {
    await removeImageFiles(db(), { id: 1, hash: HASH, url: `/media/${HASH}.png`, thumbnailUrl: `/media/${HASH}.webp` });
    expect(fs.existsSync(path.join(dir, "variants", `${HASH}.png`))).toBe(false);
    expect((await variant(320, `${HASH}.png.avif`)).status).toBe(404);
  });
});

describe("the orphan sweep and variants", () => {
  const OTHER = "fedcba9876543210fedcba9876543210";
  const STRAY = "00000000000000000000000000000000";
  const folder = (key: string) => path.join(dir, "variants", key);

  it("removes the variants of a picture that is no longer stored, and keeps those of a stored picture", async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#e04040" } })
      .png()
      .toBuffer();
    await files.put(`${OTHER}.png`, png, "image/png");
    expect((await variant(160, `${OTHER}.png.webp`)).status).toBe(200);
    // What a variant request leaves when its picture is deleted while it encodes: a folder without its picture.
    await files.put(`variants/${STRAY}.png/160.webp`, Buffer.from("stale"), "image/webp");
    expect(await sweepOrphanVariants()).toBe(1);
    expect(fs.existsSync(folder(`${STRAY}.png`))).toBe(false);
    expect(fs.existsSync(path.join(folder(`${OTHER}.png`), "160.webp"))).toBe(true);
    expect(await sweepOrphanVariants()).toBe(0);
  });

  it("a picture the sweep removes (no row, older than the grace period) takes its variants with it", async () => {
    const old = new Date(Date.now() - 3_600_000);
    fs.utimesSync(path.join(dir, `${OTHER}.png`), old, old);
    expect(await sweepOrphanPictures(60_000)).toBe(2);
    expect(fs.existsSync(path.join(dir, `${OTHER}.png`))).toBe(false);
    expect(fs.existsSync(folder(`${OTHER}.png`))).toBe(false);
    expect((await variant(160, `${OTHER}.png.webp`)).status).toBe(404);
  });
});
