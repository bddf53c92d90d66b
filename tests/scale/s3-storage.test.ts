import crypto from "node:crypto";
import fs from "node:fs";
import type net from "node:net";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaRoute } from "~/server/storage/media-route";
import type { ObjectStorage } from "~/server/storage/s3";
import { fileStorage, type Storage } from "~/server/storage/storage";
import { tempDir } from "../helpers/built-server";
import { startS3, type LocalS3 } from "./helpers/services";

/**
 * The S3 driver against a real S3-compatible server (s3rver): the same behaviour as the filesystem driver, and
 * GET /media answers with the same status, bytes and cache headers whichever driver stores the file.
 */

let s3: LocalS3;
let objects: ObjectStorage;
const folder = tempDir("s3-compare");
const files = fileStorage(folder);
const servers: { url: string; close(): void }[] = [];

async function serve(store: Storage): Promise<string> {
  const app = express();
  app.use("/media", mediaRoute(store, folder));
  app.use(
    ((error, _req, res, _next) =>
      void res.status(error.status ?? 500).json({ error: "x" })) as express.ErrorRequestHandler,
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  servers.push({ url, close: () => server.close() });
  return url;
}

beforeAll(async () => {
  s3 = await startS3();
  objects = s3.storage();
});
afterAll(async () => {
  for (const server of servers) server.close();
  await s3?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe("the S3-compatible driver", () => {
  it("stores, lists, reads and deletes like the filesystem driver, under its key prefix", async () => {
    await objects.check();
    for (const store of [objects, files]) {
      await store.put("abc.png", Buffer.from("picture"), "image/png");
      await store.put("videos/v1/r1/master.m3u8", Buffer.from("#EXTM3U"), "application/vnd.apple.mpegurl");
      await store.put("videos/v1/r1/seg_000.m4s", Buffer.from("segment"), "video/iso.segment");
      await store.put("videos/v1/r2/master.m3u8", Buffer.from("#EXTM3U"), "application/vnd.apple.mpegurl");
      // (s3rver leaves out folders two levels below the listed one, so the top is checked for its files only.)
      expect(await store.list("")).toContain("abc.png");
      expect((await store.list("videos/v1")).sort()).toEqual(["r1", "r2"]);
      expect(await store.get("abc.png")).toEqual(Buffer.from("picture"));
      expect(await store.get("nothing.png")).toBeNull();
      expect(store.url("abc.png")).toBe("/media/abc.png");
      await store.deletePrefix("videos/v1/r1");
      expect(await store.list("videos/v1")).toEqual(["r2"]);
      await store.delete("abc.png");
      await store.delete("abc.png");
      expect(await store.get("abc.png")).toBeNull();
      await expect(store.put("../escape.png", Buffer.from("x"), "image/png")).rejects.toThrow(/Unsafe/);
    }
    // Everything sits under S3_PREFIX; the rest of the bucket is not the site's.
    expect(await s3.keys()).toEqual(["site/videos/v1/r2/master.m3u8"]);
  });

  it("lists only files older than a given age, for the orphan sweep", async () => {
    await objects.put("0123456789abcdef0123456789abcdef.png", Buffer.from("new"), "image/png");
    expect(await objects.list("", { olderThanMs: 60_000 })).toEqual([]);
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await objects.list("", { olderThanMs: 0 })).toContain("0123456789abcdef0123456789abcdef.png");
    await objects.delete("0123456789abcdef0123456789abcdef.png");
  });

  it("streams a file of several parts in and out, and never serves private/ keys", async () => {
    const scratch = tempDir("s3-stream");
    const big = path.join(scratch, "original.mp4");
    fs.writeFileSync(big, crypto.randomBytes(19 * 1024 * 1024));
    const digest = (file: string) => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");
    const key = "private/video-sources/up-0123456789ab";
    const [fromS3, fromFolder] = await Promise.all([serve(objects), serve(files)]);
    for (const [store, base] of [
      [objects, fromS3],
      [files, fromFolder],
    ] as const) {
      expect(await store.exists(key)).toBe(false);
      await store.putFile(key, big, "application/octet-stream");
      expect(await store.exists(key)).toBe(true);
      const back = path.join(scratch, `back-${store.kind}`);
      expect(await store.download(key, back)).toBe(true);
      expect(digest(back)).toBe(digest(big));
      expect(await store.download("private/video-sources/up-ffffffffffff", path.join(scratch, "none"))).toBe(false);
      expect(fs.existsSync(path.join(scratch, "none"))).toBe(false);
      for (const spelling of [key, key.replace("private", "%70rivate"), key.toUpperCase()]) {
        expect((await fetch(`${base}/media/${spelling}`)).status).toBe(404);
      }
      await store.delete(key);
      expect(await store.exists(key)).toBe(false);
    }
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("answers GET /media like the folder does: bytes, type, a year of immutable caching, ranges, 304 and 404", async () => {
    const body = Buffer.from("0123456789".repeat(100));
    await objects.put("same.png", body, "image/png");
    await files.put("same.png", body, "image/png");
    const [fromS3, fromFolder] = await Promise.all([serve(objects), serve(files)]);
    for (const base of [fromS3, fromFolder]) {
      const whole = await fetch(`${base}/media/same.png`);
      expect(whole.status).toBe(200);
      expect(whole.headers.get("content-type")).toBe("image/png");
      expect(whole.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(Buffer.from(await whole.arrayBuffer())).toEqual(body);
      const etag = whole.headers.get("etag")!;
      const revalidated = await fetch(`${base}/media/same.png`, { headers: { "If-None-Match": etag } });
      // (express.static answers 200 again to a weak ETag; the S3 route answers 304.)
      if (base === fromS3) expect(revalidated.status).toBe(304);
      const part = await fetch(`${base}/media/same.png`, { headers: { Range: "bytes=10-19" } });
      expect(part.status).toBe(206);
      expect(part.headers.get("content-range")).toBe("bytes 10-19/1000");
      expect(await part.text()).toBe("0123456789");
      expect((await fetch(`${base}/media/missing.png`)).status).toBe(404);
      expect((await fetch(`${base}/media/%2e%2e/secret`)).status).toBe(404);
    }
  });
});
