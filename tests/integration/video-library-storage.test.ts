import fs from "node:fs";
import http from "node:http";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as itemApi from "~/routes/api/admin-videos-item";
import { db } from "~/server/db/client";
import { startJobs, stopJobs } from "~/server/jobs";
import { legacySourcesDir, libraryDir, sourceKey } from "~/server/services/video-library/files";
import { sweepVideoLibrary } from "~/server/services/video-library/sweep";
import { mediaRoute } from "~/server/storage/media-route";
import { fileStorage, setStorage, storage } from "~/server/storage/storage";
import type { LibraryVideo } from "~/shared/api/admin/videos";
import { call } from "../helpers/route-args";
import { startS3, type LocalS3 } from "../scale/helpers/services";
import { signInAs, useConfig } from "./fixtures";
import {
  filesUnder,
  hasFfmpeg,
  makeClip,
  rowCounts,
  upload,
  useVideoLibraryConfig,
  videoForm,
} from "./video-library-fixtures";

// Issue 16: a staff video's original goes through the storage interface like its renditions, so the instance that
// transcodes it need not be the one that received it. Each case runs on the filesystem driver (the embedded default)
// and on the S3 driver against s3rver.

/** Transcoding takes seconds, more on a machine busy with other work. */
const TRANSCODING_TIMEOUT_MS = 120_000;
const ffmpeg = hasFfmpeg();
if (!ffmpeg) console.warn("video-library-storage: ffmpeg/ffprobe not found, so these tests are skipped");

let dirs: ReturnType<typeof useVideoLibraryConfig>;
let manager: string;
let s3: LocalS3 | undefined;
let media = "";
let server: http.Server | undefined;

beforeAll(async () => {
  dirs = useVideoLibraryConfig();
  manager = (await signInAs("manager")).cookie!;
});
afterEach(() => stopJobs());
afterAll(async () => {
  server?.close();
  await s3?.close();
  fs.rmSync(dirs.dataDir, { recursive: true, force: true });
});

/** GET /media as the site mounts it, for the storage in use. */
async function serveMedia(): Promise<void> {
  server?.close();
  const app = express();
  app.use("/media", mediaRoute(storage(), dirs.mediaDir));
  app.use(((error, _req, res, _next) => void res.status(error.status ?? 500).end()) as express.ErrorRequestHandler);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  media = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/media`;
}

/** The status of a raw request path (not normalised by fetch, so `..` reaches the server as sent). */
function rawStatus(pathname: string): Promise<number> {
  const { hostname, port } = new URL(media);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: `/media${pathname}` }, (res) => (res.resume(), resolve(res.statusCode ?? 0)))
      .on("error", reject);
  });
}

const getVideo = async (id: string) =>
  (
    (await (await call(itemApi.loader, `/api/admin/videos/${id}`, { params: { id }, cookie: manager })).json()) as {
      video: LibraryVideo;
    }
  ).video;

const drivers = [
  ["filesystem", async () => setStorage(fileStorage(dirs.mediaDir))],
  [
    "S3",
    async () => {
      s3 ??= await startS3();
      setStorage(s3.storage());
    },
  ],
] as const;

describe.skipIf(!ffmpeg).each(drivers)("video originals in storage (%s driver)", (_name, useDriver) => {
  beforeAll(async () => {
    useConfig({ DATA_DIR: dirs.dataDir, ADMIN_IDENTITIES: "dev:admin-boss", MANAGER_IDENTITIES: "dev:admin-manager" });
    await useDriver();
    await serveMedia();
  });

  it(
    "stores the original privately, and another instance (another disk) transcodes it from storage",
    async () => {
      const { response, body } = await upload(manager, videoForm(makeClip()));
      expect(response.status).toBe(201);
      const id = body.video.id;
      expect(await storage().exists(sourceKey(id))).toBe(true);
      // Nothing of it stays on the receiving instance's disk.
      expect(filesUnder(libraryDir())).toEqual([]);
      // Never served, however the path is spelled.
      for (const spelling of [
        `/private/video-sources/${id}`,
        `/%70rivate/video-sources/${id}`,
        `/PRIVATE/video-sources/${id}`,
        `/videos/../private/video-sources/${id}`,
      ]) {
        expect(await rawStatus(spelling)).toBe(404);
      }

      // The instance that runs the job has a DATA_DIR of its own, which never saw the upload.
      const otherDisk = fs.mkdtempSync(path.join(os.tmpdir(), "video-library-other-"));
      useConfig({ DATA_DIR: otherDisk });
      try {
        const worker = await startJobs({ pollMs: 60_000, leaseMs: 5_000 });
        await worker!.drain();
      } finally {
        useConfig({
          DATA_DIR: dirs.dataDir,
          ADMIN_IDENTITIES: "dev:admin-boss",
          MANAGER_IDENTITIES: "dev:admin-manager",
        });
      }
      const video = await getVideo(id);
      expect(video).toMatchObject({ status: "ready", job: { status: "done" } });
      const master = await fetch(`${media}${video.videoUrl.slice("/media".length)}`);
      expect(master.status).toBe(200);
      expect(await master.text()).toContain("360p/index.m3u8");
      const segment = await fetch(
        `${media}${video.videoUrl.slice("/media".length).replace("master.m3u8", "360p/seg_000.m4s")}`,
      );
      expect(segment.status).toBe(200);
      expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(0);
      // Published: the original is no longer kept, and the job's temporary folder is gone.
      expect(await storage().exists(sourceKey(id))).toBe(false);
      expect(filesUnder(path.join(otherDisk, "video-library"))).toEqual([]);
      fs.rmSync(otherDisk, { recursive: true, force: true });
    },
    TRANSCODING_TIMEOUT_MS,
  );

  it("removes the stored original when the database write fails", async () => {
    const before = await rowCounts();
    await db().execute(
      sql.raw(
        "create or replace function refuse_video() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$",
      ),
    );
    await db().execute(
      sql.raw("create trigger refuse_video before insert on videos for each row execute function refuse_video()"),
    );
    try {
      const { response } = await upload(manager, videoForm(makeClip()));
      expect(response.status).toBeGreaterThanOrEqual(500);
    } finally {
      await db().execute(sql.raw("drop trigger refuse_video on videos"));
      await db().execute(sql.raw("drop function refuse_video()"));
    }
    expect(await rowCounts()).toEqual(before);
    expect(await storage().list("private/video-sources")).toEqual([]);
    expect(filesUnder(libraryDir())).toEqual([]);
  });

  it("deleting a video still waiting for transcoding deletes its original", async () => {
    const { body } = await upload(manager, videoForm(makeClip()));
    expect(await storage().exists(sourceKey(body.video.id))).toBe(true);
    const deleted = await call(itemApi.action, `/api/admin/videos/${body.video.id}`, {
      method: "DELETE",
      params: { id: body.video.id },
      cookie: manager,
    });
    expect(deleted.status).toBe(200);
    expect(await storage().exists(sourceKey(body.video.id))).toBe(false);
  });

  it(
    "sweeps originals no row refers to once older than the grace period, and adopts originals an older version left on disk",
    async () => {
      const orphan = sourceKey("up-0123456789ab");
      await storage().put(orphan, Buffer.from("left by a killed upload"), "application/octet-stream");
      await sweepVideoLibrary(60_000);
      expect(await storage().exists(orphan)).toBe(true);
      await new Promise((r) => setTimeout(r, 1_100));
      await sweepVideoLibrary(500);
      expect(await storage().exists(orphan)).toBe(false);

      // A video uploaded before this change: its original on the receiving instance's disk, not in storage.
      const { body } = await upload(manager, videoForm(makeClip()));
      const id = body.video.id;
      fs.mkdirSync(legacySourcesDir(), { recursive: true });
      expect(await storage().download(sourceKey(id), path.join(legacySourcesDir(), id))).toBe(true);
      await storage().delete(sourceKey(id));
      await sweepVideoLibrary(500);
      expect(await storage().exists(sourceKey(id))).toBe(true);
      expect(filesUnder(legacySourcesDir())).toEqual([]);
      const worker = await startJobs({ pollMs: 60_000, leaseMs: 5_000 });
      await worker!.drain();
      expect((await getVideo(id)).status).toBe("ready");

      // An original still there once its video is ready (its instance died right after publishing) is not needed.
      await storage().put(sourceKey(id), Buffer.from("left after publishing"), "application/octet-stream");
      await new Promise((r) => setTimeout(r, 1_100));
      await sweepVideoLibrary(500);
      expect(await storage().exists(sourceKey(id))).toBe(false);
    },
    TRANSCODING_TIMEOUT_MS,
  );
});
