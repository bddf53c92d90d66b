import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as itemApi from "~/routes/api/admin-videos-item";
import * as retryApi from "~/routes/api/admin-videos-retry";
import { db } from "~/server/db/client";
import { jobs, videos } from "~/server/db/schema";
import { startJobs, stopJobs } from "~/server/jobs";
import { claimJob, enqueueJob } from "~/server/jobs/queue";
import { TRANSCODE_JOB } from "~/server/services/video-library/transcode-job";
import type { LibraryVideo } from "~/shared/api/admin/videos";
import { call } from "../helpers/route-args";
import { signInAs } from "./fixtures";
import { filesUnder, hasFfmpeg, makeClip, upload, useVideoLibraryConfig, videoForm } from "./video-library-fixtures";

// A job interrupted by a restart, simulated as the issue says: a worker claims it and never finishes (the process
// died), its lease expires, and a new worker starts.

const ffmpeg = hasFfmpeg();
if (!ffmpeg) console.warn("video-library-jobs: ffmpeg/ffprobe not found, so the transcoding job tests are skipped");

const LEASE_MS = 300;
let dirs: ReturnType<typeof useVideoLibraryConfig>;
let manager: string;

beforeAll(async () => {
  dirs = useVideoLibraryConfig();
  manager = (await signInAs("manager")).cookie!;
});
afterEach(() => stopJobs());
afterAll(() => fs.rmSync(dirs.dataDir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const videoDir = (id: string) => path.join(dirs.mediaDir, "videos", id);

/** Uploads a clip with no worker running, then lets a "dead" worker claim its job and write half the renditions. */
async function interruptedUpload(): Promise<{ id: string; jobId: number }> {
  const { body } = await upload(manager, videoForm(makeClip()));
  const id = body.video.id;
  const job = await claimJob("dead-worker", [TRANSCODE_JOB], LEASE_MS);
  expect(job?.payload).toEqual({ videoId: id });
  fs.mkdirSync(path.join(videoDir(id), `r${job!.id}-1`, "360p"), { recursive: true });
  fs.writeFileSync(path.join(videoDir(id), `r${job!.id}-1`, "360p", "seg_000.m4s"), "half a segment");
  await sleep(LEASE_MS + 100);
  return { id, jobId: job!.id };
}

const getVideo = async (id: string) =>
  (
    (await (await call(itemApi.loader, `/api/admin/videos/${id}`, { params: { id }, cookie: manager })).json()) as {
      video: LibraryVideo;
    }
  ).video;

describe("the job table", () => {
  it("hands a job to exactly one of several workers claiming at once", async () => {
    const job = await enqueueJob(db(), "test.once", {});
    const claims = await Promise.all(
      Array.from({ length: 5 }, (_, i) => claimJob(`worker-${i}`, ["test.once"], 60_000)),
    );
    expect(claims.filter(Boolean).map((c) => c!.id)).toEqual([job.id]);
    await db().delete(jobs).where(eq(jobs.kind, "test.once"));
  });
});

describe.skipIf(!ffmpeg)("a transcoding job interrupted by a restart", () => {
  it("is retried by the next worker after its lease expires, and serves no half-written files", async () => {
    const { id, jobId } = await interruptedUpload();
    const worker = await startJobs({ leaseMs: 5_000, pollMs: 60_000 });
    await worker!.drain();
    const video = await getVideo(id);
    expect(video).toMatchObject({ status: "ready", job: { status: "done", attempts: 2 } });
    // Only the finished revision is on disk: the dead worker's half-written folder is gone.
    expect(fs.readdirSync(videoDir(id))).toEqual([`r${jobId}-2`]);
    expect(video.videoUrl).toBe(`/media/videos/${id}/r${jobId}-2/master.m3u8`);
  });

  it("is marked failed when it has no attempts left, leaving no renditions, and a staff retry transcodes it", async () => {
    const { id, jobId } = await interruptedUpload();
    await db().update(jobs).set({ maxAttempts: 1 }).where(eq(jobs.id, jobId));
    const worker = await startJobs({ leaseMs: 5_000, pollMs: 60_000 });
    await worker!.drain();
    const failed = await getVideo(id);
    expect(failed).toMatchObject({ status: "failed", videoUrl: "", job: { status: "failed", attempts: 1 } });
    expect(failed.job?.error).toMatch(/stopped before it finished/);
    expect(filesUnder(videoDir(id))).toEqual([]);
    const [row] = await db().select().from(videos).where(eq(videos.id, id));
    expect(row.status).toBe("failed");

    const retried = await call(retryApi.action, `/api/admin/videos/${id}/retry`, {
      method: "POST",
      params: { id },
      cookie: manager,
    });
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as { video: LibraryVideo }).video.status).toBe("processing");
    await worker!.drain();
    expect(await getVideo(id)).toMatchObject({ status: "ready", job: { status: "done" } });
    const again = await call(retryApi.action, `/api/admin/videos/${id}/retry`, {
      method: "POST",
      params: { id },
      cookie: manager,
    });
    expect(again.status).toBe(409);
  });

  it("gives a job back on a graceful stop without counting the attempt", async () => {
    const { body } = await upload(manager, videoForm(makeClip()));
    const worker = await startJobs({ leaseMs: 5_000, pollMs: 60_000 });
    // Stop while it encodes: ffmpeg is killed, the job waits for the next start.
    await sleep(150);
    await worker!.stop();
    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.payload, { videoId: body.video.id }));
    if (job.status === "queued") {
      expect(job.attempts).toBe(0);
      expect(filesUnder(videoDir(body.video.id))).toEqual([]);
    } else expect(job.status).toBe("done"); // The 2 s clip was quicker than the stop.
    const next = await startJobs({ leaseMs: 5_000, pollMs: 60_000 });
    await next!.drain();
    expect((await getVideo(body.video.id)).status).toBe("ready");
  });
});
