import fs from "node:fs";
import type http from "node:http";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db/client";
import { media } from "~/server/db/schema";
import { processImage } from "~/server/images/process-image";
import { saveImageFiles } from "~/server/services/media-files";
import { storePicture } from "~/server/services/uploads";
import { mediaRoute } from "~/server/storage/media-route";
import { sweepOrphanPictures } from "~/server/storage/orphans";
import { fileStorage, PENDING_PICTURES, setStorage, storage } from "~/server/storage/storage";
import { startS3, type LocalS3 } from "../scale/helpers/services";
import { useConfig } from "./fixtures";
import { pngBytes } from "./pictures";

// Issue 29, item 7: a process killed between writing an upload's files and committing its row left a picture nobody
// moderated publicly served until the sweep (10–40 min). Files are now written under a pending prefix and made public
// once the row is committed. Each case runs on the filesystem driver and on the S3 driver (s3rver).

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pending-pictures-"));
const mediaDir = path.join(dataDir, "media");
let s3: LocalS3 | undefined;
let server: http.Server | undefined;
let mediaUrl = "";

beforeAll(() => void useConfig({ DATA_DIR: dataDir }));
afterAll(async () => {
  server?.close();
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** GET /media as the site mounts it, for the storage in use. */
async function serveMedia(): Promise<void> {
  server?.close();
  const app = express();
  app.use("/media", mediaRoute(storage(), mediaDir));
  app.use(((error, _req, res, _next) => void res.status(error.status ?? 500).end()) as express.ErrorRequestHandler);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  mediaUrl = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}

const status = async (url: string) => (await fetch(`${mediaUrl}${url}`)).status;
const pendingFiles = () => storage().list(PENDING_PICTURES);
const row = (picture: { url: string; thumbnailUrl: string; hash: string }) => ({
  type: "banner",
  ...picture,
  width: 32,
  height: 32,
  bytes: 1,
});

const drivers = [
  ["filesystem", async () => setStorage(fileStorage(mediaDir))],
  [
    "S3",
    async () => {
      s3 ??= await startS3();
      setStorage(s3.storage());
    },
  ],
] as const;

describe.each(drivers)("uploaded pictures are public only once their row exists (%s driver)", (_name, useDriver) => {
  beforeAll(async () => {
    await useDriver();
    await serveMedia();
  });

  it("serves an upload whose row was committed, and leaves nothing pending", async () => {
    const picture = await storePicture(await pngBytes(), async (tx, stored) => {
      await tx.insert(media).values(row(stored));
      return stored;
    });
    expect([await status(picture.url), await status(picture.thumbnailUrl)]).toEqual([200, 200]);
    expect(await pendingFiles()).toEqual([]);
  });

  it("serves nothing of an upload whose row failed, and leaves nothing pending", async () => {
    let urls: string[] = [];
    const failed = storePicture(await pngBytes(), async (_tx, stored) => {
      urls = [stored.url, stored.thumbnailUrl];
      throw new Error("the insert failed");
    });
    await expect(failed).rejects.toThrow("the insert failed");
    expect(await Promise.all(urls.map(status))).toEqual([404, 404]);
    expect(await pendingFiles()).toEqual([]);
  });

  it("never serves the files of an upload killed before its row, and the sweep removes them", async () => {
    // What a kill -9 between the bucket write and the row insert leaves: the files as written, nothing else.
    const image = await processImage(await pngBytes());
    const { files } = await saveImageFiles(image);
    expect(await pendingFiles()).toHaveLength(2);
    expect([await status(files.url), await status(files.thumbnailUrl)]).toEqual([404, 404]);
    // Not reachable under its pending name either (everything under private/ is 404).
    for (const name of await pendingFiles()) expect(await status(`/media/${PENDING_PICTURES}/${name}`)).toBe(404);

    await sweepOrphanPictures(60_000);
    expect(await pendingFiles()).toHaveLength(2);
    await sweepOrphanPictures(0);
    expect(await pendingFiles()).toEqual([]);
    expect([await status(files.url), await status(files.thumbnailUrl)]).toEqual([404, 404]);
  });

  it("publishes, at the sweep, the files of an upload killed after its row was committed", async () => {
    const image = await processImage(await pngBytes());
    const { files } = await saveImageFiles(image);
    await db()
      .insert(media)
      .values(row({ ...files, hash: image.hash }));
    expect(await status(files.url)).toBe(404);
    await sweepOrphanPictures(0);
    expect([await status(files.url), await status(files.thumbnailUrl)]).toEqual([200, 200]);
    expect(await pendingFiles()).toEqual([]);
  });
});
