import fs from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { config } from "../../config";
import { db } from "../../db/client";
import { videos } from "../../db/schema";
import type { Job } from "../../jobs/queue";
import { JobFailedForGood, type JobContext, type JobHandler } from "../../jobs/worker";
import { logger } from "../../logger";
import { storage } from "../../storage/storage";
import { encodeHls, FALLBACK_MP4, probeVideo } from "../../video/hls";
import { renditionSeconds, shortRenditions } from "../../video/rendition-check";
import { downloadSource, removeOtherRevisions, removeSource, revisionOf, revisionPrefix, uploadFolder } from "./files";
import { isTooLong, LENGTH_PROBE, OUTPUT_MAX_SECONDS, reachedOutputCap } from "./length-limit";
import { newWorkDir } from "./scratch";
import { videoTags } from "../content-tags";
import { publicContentChanged } from "../public-content";

export const TRANSCODE_JOB = "video.transcode";

/** Shown to staff (translated in the dashboard): the upload ends before the length its header gives (issue 28). */
export const CUT_OFF =
  "The uploaded file is cut off: its video stops before the length it says it has. Copy or export the whole file again and upload it.";

/** Shown to staff (translated): the file holds more than 10 minutes, whatever its header says (issue 29). */
export const TOO_LONG =
  "The video is longer than 10 minutes (its header may say less). Shorten it and upload it again.";

/** Shown to staff (translated): the attempt ran past TRANSCODE_TIMEOUT_SECONDS and was stopped. */
export const TOO_SLOW = "Transcoding took too long and was stopped. Upload a shorter or smaller video.";

/** Share of the progress bar spent encoding; the rest is copying the files into storage. */
const ENCODE_SHARE = 0.9;

const videoIdOf = (job: Job) => String(job.payload.videoId ?? "");

/**
 * One attempt at transcoding an uploaded video: copy the kept original from storage into a temporary folder (the
 * instance that received it may be another one), encode it there into the HLS ladder and its 360p MP4 fallback, copy that into storage under a
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
  // The attempt's own deadline besides the worker's signal (stop, lost lease): a file that makes ffmpeg crawl cannot
  // hold the one-at-a-time queue.
  const deadline = AbortSignal.timeout(config().transcodeTimeoutMs);
  const signal = AbortSignal.any([context.signal, deadline]);
  const work = await newWorkDir(job);
  try {
    // ffmpeg reads a file, so the original is copied out of storage first.
    const source = path.join(work, "source");
    if (!(await downloadSource(videoId, source))) throw new Error("The uploaded file is gone; upload the video again.");
    const probe = await probeVideo(source, LENGTH_PROBE);
    if (isTooLong(probe)) throw new JobFailedForGood(TOO_LONG);
    const outDir = path.join(work, "hls");
    await encodeHls({
      input: source,
      outDir,
      probe,
      signal,
      maxSeconds: OUTPUT_MAX_SECONDS,
      onProgress: (f) => context.reportProgress(f * ENCODE_SHARE),
    });
    if ((await renditionSeconds(outDir)).some((r) => reachedOutputCap(r.seconds))) throw new JobFailedForGood(TOO_LONG);
    const short = await shortRenditions(outDir, probe.durationSeconds);
    if (short.length) {
      logger.warn(
        { videoId, sourceSeconds: probe.durationSeconds, short },
        "uploaded video is cut off: its renditions are shorter than its header says",
      );
      throw new JobFailedForGood(CUT_OFF);
    }
    await uploadFolder(
      outDir,
      prefix,
      (done, total) => context.reportProgress(ENCODE_SHARE + (1 - ENCODE_SHARE) * (done / total)),
      signal,
    );
    await context.complete(async (tx) => {
      await tx
        .update(videos)
        .set({
          status: "ready",
          videoUrl: storage().url(`${prefix}/master.m3u8`),
          fallbackUrl: storage().url(`${prefix}/${FALLBACK_MP4}`),
          thumbnailUrl: storage().url(`${prefix}/poster.jpg`),
          durationSeconds: Math.round(probe.streamSeconds),
          updatedAt: sql`now()`,
        })
        .where(eq(videos.id, videoId));
    });
    publicContentChanged(videoTags(videoId));
  } catch (error) {
    await storage()
      .deletePrefix(prefix)
      .catch((err: unknown) => logger.error({ err, prefix }, "could not remove a failed attempt's files"));
    if (deadline.aborted && !context.signal.aborted) {
      logger.warn({ videoId, limitMs: config().transcodeTimeoutMs }, "transcoding stopped at its time limit");
      throw new JobFailedForGood(TOO_SLOW, { cause: error });
    }
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
