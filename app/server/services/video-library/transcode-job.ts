import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { VIDEO_MAX_SECONDS } from "~/shared/api/admin/videos";
import { db } from "../../db/client";
import { videos } from "../../db/schema";
import type { Job } from "../../jobs/queue";
import { JobFailedForGood, type JobContext, type JobHandler } from "../../jobs/worker";
import { logger } from "../../logger";
import { storage } from "../../storage/storage";
import { encodeHls, probeVideo } from "../../video/hls";
import { shortRenditions } from "../../video/rendition-check";
import { downloadSource, removeOtherRevisions, removeSource, revisionOf, revisionPrefix, uploadFolder } from "./files";
import { publicContentChanged } from "../public-content";

export const TRANSCODE_JOB = "video.transcode";

/** Shown to staff (translated in the dashboard): the upload ends before the length its header gives (issue 28). */
export const CUT_OFF = "The uploaded file is cut off: its video stops before the length it says it has. Copy or export the whole file again and upload it.";

/** Share of the progress bar spent encoding; the rest is copying the files into storage. */
const ENCODE_SHARE = 0.9;

const videoIdOf = (job: Job) => String(job.payload.videoId ?? "");

/**
 * One attempt at transcoding an uploaded video: copy the kept original from storage into a temporary folder (the
 * instance that received it may be another one), encode it there into the HLS ladder, copy that into storage under a
 * fresh revision (the folder goes in any case), then, in one transaction with marking the job done, point the row at
 * it and set it ready. Until that flip nothing refers to the new files, so an attempt killed midway serves nothing
 * half-written; its files are removed here on failure or by the next attempt (and the start-up sweep) after a crash.
 */
async function run(job: Job, context: JobContext): Promise<void> {
  const videoId = videoIdOf(job);
  const [video] = await db().select().from(videos).where(eq(videos.id, videoId));
  if (!video) return; // Deleted while queued: nothing to do.
  const published = revisionOf(video.videoUrl, videoId);
  await removeOtherRevisions(videoId, published);

  const revision = `r${job.id}-${job.attempts}`;
  const prefix = revisionPrefix(videoId, revision);
  const work = await fs.mkdtemp(path.join(os.tmpdir(), `video-${videoId}-`));
  try {
    // ffmpeg reads a file, so the original is copied out of storage first.
    const source = path.join(work, "source");
    if (!(await downloadSource(videoId, source))) throw new Error("The uploaded file is gone; upload the video again.");
    const probe = await probeVideo(source);
    if (probe.durationSeconds > VIDEO_MAX_SECONDS) throw new Error("The video is longer than the limit.");
    const outDir = path.join(work, "hls");
    await encodeHls({ input: source, outDir, signal: context.signal, onProgress: (f) => context.reportProgress(f * ENCODE_SHARE) });
    const short = await shortRenditions(outDir, probe.durationSeconds);
    if (short.length) {
      logger.warn({ videoId, sourceSeconds: probe.durationSeconds, short }, "uploaded video is cut off: its renditions are shorter than its header says");
      throw new JobFailedForGood(CUT_OFF);
    }
    await uploadFolder(outDir, prefix, (done, total) => context.reportProgress(ENCODE_SHARE + (1 - ENCODE_SHARE) * (done / total)), context.signal);
    await context.complete(async (tx) => {
      await tx
        .update(videos)
        .set({
          status: "ready",
          videoUrl: storage().url(`${prefix}/master.m3u8`),
          thumbnailUrl: storage().url(`${prefix}/poster.jpg`),
          durationSeconds: Math.round(probe.durationSeconds),
          updatedAt: sql`now()`,
        })
        .where(eq(videos.id, videoId));
    });
    publicContentChanged();
  } catch (error) {
    await storage().deletePrefix(prefix).catch((err: unknown) => logger.error({ err, prefix }, "could not remove a failed attempt's files"));
    throw error;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
  // Published: the original and any older revision are no longer needed. A video deleted meanwhile loses its files too.
  const [still] = await db().select({ id: videos.id }).from(videos).where(eq(videos.id, videoId));
  await removeSource(videoId);
  if (still) await removeOtherRevisions(videoId, revision);
  else await storage().deletePrefix(`videos/${videoId}`);
}

/** Failed for good: the row says so (the dashboard shows the job's error and offers Retry), no half-written files stay. */
async function giveUp(job: Job): Promise<void> {
  const videoId = videoIdOf(job);
  const [video] = await db()
    .update(videos)
    .set({ status: "failed", updatedAt: sql`now()` })
    .where(eq(videos.id, videoId))
    .returning();
  await removeOtherRevisions(videoId, video ? revisionOf(video.videoUrl, videoId) : null);
}

export const transcodeJobHandler: JobHandler = { run, giveUp };
