import fs from "node:fs";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import sharp from "sharp";
import { db } from "~/server/db/client";
import { media, users } from "~/server/db/schema";
import { config, setConfig } from "~/server/config";
import { resetRateLimits } from "~/server/http/rate-limit";
import { checkDecodeBudget } from "~/server/images/decode-budget";
import { uploadColoring } from "~/server/services/uploads";
import { storage } from "~/server/storage/storage";
import * as uploadApi from "~/routes/api/upload-coloring";
import * as coloringsApi from "~/routes/api/colorings";
import { call } from "../helpers/route-args";
import { shownName } from "../helpers/sign-in";
import { addSignedInUser } from "./fixtures";
import {
  hugePng,
  jpegWithExif,
  pngOfSize,
  pngWithMetadata,
  sixMegabytes,
  svgFile,
  textFile,
  truncatedPng,
  uploadForm,
  useTempMediaDir,
  webpWithExif,
} from "./pictures";

let mediaDir: ReturnType<typeof useTempMediaDir>;
let kid: { id: string; cookie: string };
const baseConfig = () => ({ ...config(), galleryModeration: "post" as const });

beforeAll(() => {
  mediaDir = useTempMediaDir();
});

beforeEach(async () => {
  setConfig(baseConfig());
  resetRateLimits();
  for (const file of mediaDir.files()) fs.rmSync(path.join(mediaDir.dir, file), { force: true });
  await db().delete(media);
  await db().delete(users);
  kid = await addSignedInUser("kid");
});

const upload = (form: FormData, cookie = kid.cookie) =>
  call(uploadApi.action, "/api/upload/coloring", { method: "POST", body: form, cookie });
const gallery = async () => (await call(coloringsApi.loader, "/api/colorings?page=0&rowsPerPage=12")).json();

async function storedPicture(url: string): Promise<Buffer> {
  const file = await storage().get(url.replace(/^\/media\//, ""));
  expect(file, `file for ${url}`).not.toBeNull();
  return file!;
}

describe("POST /api/upload/coloring: accepted pictures", () => {
  it.each([
    ["PNG", pngWithMetadata, "image/png", 64, 48],
    ["JPEG", jpegWithExif, "image/jpeg", 80, 60],
    ["WebP", webpWithExif, "image/webp", 72, 72],
  ] as const)(
    "accepts a %s, re-encodes it to PNG + WebP thumbnail without metadata, and lists it first",
    async (_kind, make, type, width, height) => {
      const before = await gallery();
      const original = await make();
      expect((await sharp(original).metadata()).exif, "the fixture carries EXIF").toBeDefined();

      const response = await upload(uploadForm(original, "x.bin", type));
      expect(response.status).toBe(201);
      const { coloring } = await response.json();
      expect(coloring).toMatchObject({
        type: "coloring",
        width,
        height,
        displayName: await shownName("kid"),
        photo: "/art/avatars/roy.svg",
        featured: 0,
        reactions: [],
        myReaction: null,
      });
      expect(coloring.url).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
      expect(coloring.thumbnailUrl).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
      expect(JSON.stringify(coloring)).not.toMatch(/private\.invalid|provider\.example/);

      const png = await storedPicture(coloring.url);
      const pngMeta = await sharp(png).metadata();
      expect(pngMeta.format).toBe("png");
      expect(pngMeta.exif).toBeUndefined();
      expect(pngMeta.xmp).toBeUndefined();
      expect(png.includes(Buffer.from("secret-owner"))).toBe(false);
      const thumb = await sharp(await storedPicture(coloring.thumbnailUrl)).metadata();
      expect(thumb.format).toBe("webp");
      expect(thumb.exif).toBeUndefined();

      const after = await gallery();
      expect(after.totalColorings).toBe(before.totalColorings + 1);
      expect(after.colorings[0].id).toBe(coloring.id);
    },
  );

  it("keeps the coloring page it was made on", async () => {
    const form = uploadForm(await pngWithMetadata());
    form.append("pageKey", "poli");
    const { coloring } = await (await upload(form)).json();
    expect(coloring.attributes).toEqual({ pageKey: "poli" });
  });

  it("waits for approval under pre-moderation: answered to the uploader, not shown in the gallery", async () => {
    setConfig({ ...baseConfig(), galleryModeration: "pre" });
    const response = await upload(uploadForm(await pngWithMetadata()));
    expect(response.status).toBe(201);
    const [row] = await db().select().from(media);
    expect(row.approved).toBe(0);
    expect((await gallery()).totalColorings).toBe(0);
  });
});

describe("POST /api/upload/coloring: refused pictures store nothing", () => {
  it.each([
    ["a text file named .png", () => textFile(), 415, /PNG, JPEG or WebP/],
    ["an SVG", () => svgFile(), 415, /PNG, JPEG or WebP/],
    ["a truncated PNG", truncatedPng, 400, /damaged|incomplete|could not be read/],
    ["a 6 MB file", () => sixMegabytes(), 413, /5 MB/],
    ["a 20000×20000 picture", () => hugePng(), 413, /16 megapixels/],
  ] as const)("refuses %s with a clear 4xx error", async (_what, make, status, message) => {
    await expect(await upload(uploadForm(await make(), "picture.png", "image/png"))).toBeJsonError(status, message);
    expect(await db().select().from(media)).toEqual([]);
    expect(mediaDir.files()).toEqual([]);
  });

  it("asks for sign-in (401) and stores nothing for visitors", async () => {
    await expect(await upload(uploadForm(await pngWithMetadata()), "")).toBeJsonError(401);
    expect(await db().select().from(media)).toEqual([]);
    expect(mediaDir.files()).toEqual([]);
  });

  it("wants the picture in the coloring field", async () => {
    await expect(await upload(uploadForm(await pngWithMetadata(), "a.png", "image/png", "picture"))).toBeJsonError(
      400,
      /coloring/,
    );
  });

  it("removes the written files again when the row cannot be stored", async () => {
    const picture = await pngWithMetadata();
    // An owner that does not exist makes the insert fail after the files were written.
    await expect(uploadColoring({ id: "nobody" }, picture, null, "en")).rejects.toThrow();
    expect(await db().select().from(media)).toEqual([]);
    expect(mediaDir.files()).toEqual([]);
  });

  it("keeps files another coloring still uses when a duplicate's row fails", async () => {
    const picture = await pngWithMetadata();
    expect((await upload(uploadForm(picture))).status).toBe(201);
    const files = mediaDir.files();
    expect(files).toHaveLength(2);
    await expect(uploadColoring({ id: "nobody" }, picture, null, "en")).rejects.toThrow();
    expect(mediaDir.files()).toEqual(files);
  });

  it("limits uploads to 10 an hour per user (429 with an error)", async () => {
    // Eleven different pictures: the same one again would be the coloring already stored (issue 31), not a new upload.
    const pictures = await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        sharp({ create: { width: 30 + i, height: 30, channels: 3, background: "#8e24aa" } })
          .png()
          .toBuffer(),
      ),
    );
    for (const picture of pictures.slice(0, 10)) expect((await upload(uploadForm(picture))).status).toBe(201);
    const response = await upload(uploadForm(pictures[10]));
    await expect(response).toBeJsonError(429);
    expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
    const other = await addSignedInUser("other-kid");
    expect((await upload(uploadForm(pictures[10]), other.cookie)).status).toBe(201);
  });
});

describe("POST /api/upload/coloring: the limits, to the byte and to the pixel (DESIGN §4.6)", () => {
  const MiB = 1024 * 1024;

  it("takes a picture of exactly 5 MB (5 × 1024 × 1024 bytes) and refuses one byte more", async () => {
    const accepted = await upload(uploadForm(await pngOfSize(5 * MiB)));
    expect(accepted.status).toBe(201);
    await expect(await upload(uploadForm(await pngOfSize(5 * MiB + 1)))).toBeJsonError(413, /5 MB/);
    expect(await db().select().from(media)).toHaveLength(1);
  });

  it("refuses a picture just over 16 megapixels (4000 × 4001), though under 4096²", async () => {
    expect(4000 * 4001).toBeGreaterThan(16_000_000);
    expect(4000 * 4001).toBeLessThan(4096 * 4096);
    await expect(await upload(uploadForm(hugePng(4000, 4001)))).toBeJsonError(413, /16 megapixels/);
    expect(await db().select().from(media)).toEqual([]);
  });

  it("lets exactly 16,000,000 pixels through the size check", () => {
    expect(checkDecodeBudget({ width: 4000, height: 4000 })).toEqual({ width: 4000, height: 4000 });
    expect(() => checkDecodeBudget({ width: 4000, height: 4001 })).toThrow(/16 megapixels/);
  });
});
