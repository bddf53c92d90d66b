import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as itemApi from "~/routes/api/admin-videos-item";
import { db } from "~/server/db/client";
import { videos } from "~/server/db/schema";
import { startJobs, stopJobs } from "~/server/jobs";
import { enqueueJob } from "~/server/jobs/queue";
import { keepSource } from "~/server/services/video-library/files";
import { TOO_LONG, TOO_SLOW, TRANSCODE_JOB } from "~/server/services/video-library/transcode-job";
import { workRoot } from "~/server/services/video-library/scratch";
import type { LibraryVideo } from "~/shared/api/admin/videos";
import { call } from "../helpers/route-args";
import { processesWith } from "../helpers/processes";
import { signInAs } from "./fixtures";
import {
  filesUnder,
  hasFfmpeg,
  headerSeconds,
  makeClip,
  makeLyingClip,
  rowCounts,
  titlesIn,
  upload,
  useVideoLibraryConfig,
  videoForm,
} from "./video-library-fixtures";

// Issue 29 item 1: a file whose header claims 5 s but holds 11 minutes is measured from its streams and refused, at
// upload and again by the job; an attempt that runs past TRANSCODE_TIMEOUT_SECONDS is stopped, its video marked failed
// (no retry), its work folder removed and its ffmpeg gone.

const ffmpeg = hasFfmpeg();
if (!ffmpeg) console.warn("video-library-lying-files: ffmpeg/ffprobe not found, so these tests are skipped");

let dirs: ReturnType<typeof useVideoLibraryConfig>;
let manager: string;
beforeAll(async () => {
  dirs = useVideoLibraryConfig();
  manager = (await signInAs("manager")).cookie!;
});
afterEach(() => stopJobs());
afterAll(() => fs.rmSync(dirs.dataDir, { recursive: true, force: true }));

const getVideo = async (id: string) =>
  (
    (await (await call(itemApi.loader, `/api/admin/videos/${id}`, { params: { id }, cookie: manager })).json()) as {
      video: LibraryVideo;
    }
  ).video;

/** A video row and its job for a file already in storage, as an upload accepted by an earlier version left them. */
async function queued(file: string, id: string): Promise<void> {
  await keepSource(file, id);
  await db()
    .insert(videos)
    .values({ id, titles: titlesIn("Queued"), status: "processing", thumbnailUrl: "", publishedAt: new Date() });
  await enqueueJob(db(), TRANSCODE_JOB, { videoId: id });
}

describe.skipIf(!ffmpeg)("a file whose header claims 5 s but holds 11 minutes", () => {
  for (const container of ["webm", "mp4"] as const) {
    it(`is refused at upload (${container}), leaving nothing behind`, async () => {
      const lying = makeLyingClip(container);
      expect(headerSeconds(lying)).toBeCloseTo(5, 0);
      const before = await rowCounts();
      const { response, body } = await upload(manager, videoForm(lying, undefined, `lying.${container}`));
      expect(response.status).toBe(400);
      expect(body.error).toMatch(/longer than 10 minutes/);
      expect(await rowCounts()).toEqual(before);
      expect(filesUnder(dirs.mediaDir)).toEqual([]);
      expect(filesUnder(path.join(dirs.dataDir, "video-library", "incoming"))).toEqual([]);
    });
  }

  it("fails its job at once when it is already queued, encoding nothing", async () => {
    await queued(makeLyingClip("webm"), "up-0000000000a1");
    const worker = await startJobs({ pollMs: 60_000 });
    await worker!.drain();
    const video = await getVideo("up-0000000000a1");
    expect(video).toMatchObject({ status: "failed", job: { status: "failed", attempts: 1, error: TOO_LONG } });
    expect(filesUnder(path.join(dirs.mediaDir, "videos"))).toEqual([]);
    expect(filesUnder(workRoot())).toEqual([]);
  });

  it("stores the length its streams hold for an honest file", async () => {
    const { response, body } = await upload(manager, videoForm(makeClip("honest-3s.mp4", 3)));
    expect(response.status).toBe(201);
    expect(body.video.durationSeconds).toBe(3);
  });
});

describe.skipIf(!ffmpeg)("a transcoding attempt past TRANSCODE_TIMEOUT_SECONDS", () => {
  it("is stopped: the video is failed without a retry, its work folder is removed and its ffmpeg is gone", async () => {
    dirs = useVideoLibraryConfig({ TRANSCODE_TIMEOUT_SECONDS: "1" });
    await queued(makeClip("slow-60s.mp4", 60), "up-0000000000b2");
    const worker = await startJobs({ pollMs: 60_000 });
    const started = Date.now();
    await worker!.drain();
    expect(Date.now() - started).toBeLessThan(10_000);
    const video = await getVideo("up-0000000000b2");
    expect(video).toMatchObject({ status: "failed", job: { status: "failed", attempts: 1, error: TOO_SLOW } });
    expect(video.job!.maxAttempts).toBeGreaterThan(1); // Failed for good although attempts were left.
    expect(filesUnder(workRoot())).toEqual([]);
    expect(filesUnder(path.join(dirs.mediaDir, "videos"))).toEqual([]);
    expect(processesWith(dirs.dataDir)).toEqual([]);
  });
});
