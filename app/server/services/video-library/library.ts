import crypto from "node:crypto";
import fs from "node:fs/promises";
import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PublicUser } from "~/shared/api/account";
import {
  uploadedVideoIdSchema,
  VIDEO_MAX_SECONDS,
  videoFieldsSchema,
  type LibraryVideo,
  type VideoFields,
  type VideoListQuery,
  type VideoListResponse,
  type VideoUpdateInput,
} from "~/shared/api/admin/videos";
import { db, type Db, type Tx } from "../../db/client";
import { jobs, videos } from "../../db/schema";
import { HttpError, parse } from "../../http/api";
import { wakeJobs } from "../../jobs";
import { enqueueJob } from "../../jobs/queue";
import { logger } from "../../logger";
import { storage } from "../../storage/storage";
import { probeVideo } from "../../video/hls";
import { logActivity } from "../activity-log";
import { videoTags } from "../content-tags";
import { publicContentChanged } from "../public-content";
import { uploadsAvailable } from "./availability";
import { keepSource, removeSource, sourceExists, videoPrefix } from "./files";
import { isTooLong, LENGTH_PROBE } from "./length-limit";
import type { ReceivedUpload } from "./receive-upload";
import { TRANSCODE_JOB } from "./transcode-job";

type VideoRow = typeof videos.$inferSelect;
type JobRow = typeof jobs.$inferSelect;

/** MP4 and MOV share ffprobe's "mov,mp4,…" demuxer; WebM is reported as "matroska,webm" (so Matroska passes too: same container, transcoded anyway). */
const ACCEPTED_FORMATS = /(^|,)(mov|mp4|webm)(,|$)/;

const isUploaded = (id: string) => uploadedVideoIdSchema.safeParse(id).success;

function toLibraryVideo(row: VideoRow, job: JobRow | undefined): LibraryVideo {
  return {
    id: row.id,
    titles: row.titles,
    descriptions: row.descriptions,
    seriesKey: row.seriesKey,
    status: row.status,
    published: row.published,
    videoUrl: row.status === "ready" ? row.videoUrl : "",
    fallbackUrl: row.status === "ready" ? row.fallbackUrl : "",
    thumbnailUrl: row.status === "ready" ? row.thumbnailUrl : "",
    durationSeconds: row.durationSeconds,
    uploaded: isUploaded(row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    job: job
      ? {
          status: job.status,
          progress: job.progress,
          attempts: job.attempts,
          maxAttempts: job.maxAttempts,
          error: job.error,
        }
      : null,
  };
}

/** The latest transcoding job of each of these videos. */
async function latestJobs(conn: Db | Tx, ids: string[]): Promise<Map<string, JobRow>> {
  if (!ids.length) return new Map();
  const rows = await conn
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, TRANSCODE_JOB), inArray(sql<string>`${jobs.payload}->>'videoId'`, ids)))
    .orderBy(desc(jobs.id));
  const latest = new Map<string, JobRow>();
  for (const job of rows) {
    const id = String(job.payload.videoId);
    if (!latest.has(id)) latest.set(id, job);
  }
  return latest;
}

async function findVideo(conn: Db | Tx, id: string): Promise<LibraryVideo> {
  const [row] = await conn.select().from(videos).where(eq(videos.id, id));
  if (!row) throw new HttpError(404, "This video does not exist (any more).");
  return toLibraryVideo(row, (await latestJobs(conn, [id])).get(id));
}

/** GET /api/admin/videos?status&page&rowsPerPage: every video (built-in and uploaded), newest first, with its job. */
export async function listLibrary(query: VideoListQuery): Promise<VideoListResponse> {
  const where: SQL | undefined = query.status ? eq(videos.status, query.status) : undefined;
  const [{ n }] = await db().select({ n: count() }).from(videos).where(where);
  const rows = await db()
    .select()
    .from(videos)
    .where(where)
    .orderBy(desc(videos.createdAt), desc(videos.id))
    .limit(query.rowsPerPage)
    .offset(query.page * query.rowsPerPage);
  const latest = await latestJobs(
    db(),
    rows.map((r) => r.id),
  );
  return {
    videos: rows.map((r) => toLibraryVideo(r, latest.get(r.id))),
    totalVideos: n,
    uploadsAvailable: await uploadsAvailable(),
  };
}

export const getLibraryVideo = (id: string) => findVideo(db(), id);

function parseMeta(meta: string | undefined): VideoFields {
  let value: unknown;
  try {
    value = JSON.parse(meta ?? "");
  } catch {
    throw new HttpError(400, "Give the video's titles (the form's meta field must be JSON).");
  }
  return parse(videoFieldsSchema, value);
}

/**
 * POST /api/upload/video, after the body streamed to disk: checks the metadata, then the file itself with ffprobe (a
 * video in MP4/MOV/WebM, not corrupt, not too long). Only then are the row (processing), its transcoding job and the
 * log entry written, in one transaction; the original is streamed into storage (private/) for the job, whichever
 * instance runs it. Refused, or the transaction failed: nothing stays behind, on disk or in storage.
 */
export async function createFromUpload(actor: PublicUser, upload: ReceivedUpload): Promise<LibraryVideo> {
  const id = `up-${crypto.randomBytes(6).toString("hex")}`;
  let kept = false;
  try {
    const fields = parseMeta(upload.meta);
    let probe;
    try {
      probe = await probeVideo(upload.file, LENGTH_PROBE);
    } catch {
      throw new HttpError(
        400,
        "This file is not a video we can read (it may be damaged or cut off). Use MP4, MOV or WebM.",
      );
    }
    if (!ACCEPTED_FORMATS.test(probe.formatName)) throw new HttpError(400, "Use an MP4, MOV or WebM video.");
    // Measured from its streams, not only its header: a file that claims 5 s and holds hours is refused here.
    if (isTooLong(probe)) {
      throw new HttpError(400, `The video is longer than ${VIDEO_MAX_SECONDS / 60} minutes.`);
    }
    kept = true;
    await keepSource(upload.file, id);
    const video = await db().transaction(async (tx) => {
      await tx.insert(videos).values({
        id,
        titles: fields.titles,
        descriptions: fields.descriptions,
        seriesKey: fields.seriesKey,
        published: fields.published,
        status: "processing",
        thumbnailUrl: "",
        videoUrl: "",
        publishedAt: new Date(),
        durationSeconds: Math.round(probe.streamSeconds),
      });
      await enqueueJob(tx, TRANSCODE_JOB, { videoId: id });
      await logActivity(tx, actor, {
        action: "video.upload",
        targetType: "video",
        targetId: id,
        after: {
          title: fields.titles.en,
          seriesKey: fields.seriesKey,
          published: fields.published,
          bytes: upload.bytes,
        },
      });
      return findVideo(tx, id);
    });
    wakeJobs();
    publicContentChanged(videoTags(id));
    return video;
  } catch (error) {
    // Refused, or the database write failed: the original stored for it goes too (nothing orphaned).
    if (kept)
      await removeSource(id).catch((err: unknown) =>
        logger.error({ err, id }, "could not remove a refused video's original"),
      );
    throw error;
  } finally {
    await fs.rm(upload.file, { force: true });
  }
}

/** PUT /api/admin/videos/:id: titles, descriptions, series, published; logged with before and after. */
export async function updateLibraryVideo(
  actor: PublicUser,
  id: string,
  changes: VideoUpdateInput & object,
): Promise<LibraryVideo> {
  const video = await db().transaction(async (tx) => {
    const [before] = await tx.select().from(videos).where(eq(videos.id, id)).for("update");
    if (!before) throw new HttpError(404, "This video does not exist (any more).");
    const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<VideoRow>;
    await tx
      .update(videos)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(videos.id, id));
    const onlyPublish = Object.keys(set).length === 1 && set.published !== undefined;
    const pick = (row: Partial<VideoRow>) =>
      Object.fromEntries(Object.keys(set).map((k) => [k, row[k as keyof VideoRow]]));
    await logActivity(tx, actor, {
      action: onlyPublish ? (set.published ? "video.publish" : "video.unpublish") : "video.update",
      targetType: "video",
      targetId: id,
      before: pick(before),
      after: pick(set),
    });
    return findVideo(tx, id);
  });
  // Before answering: the page cache and the video files' guard forget the old state at once (unpublished means unreachable).
  publicContentChanged(videoTags(id));
  return video;
}

/**
 * DELETE /api/admin/videos/:id (uploaded videos; built-in episodes come with the site and can be unpublished): the row,
 * its jobs (a worker still on it loses its claim and stops) and the log entry in one transaction, then its files.
 */
export async function deleteLibraryVideo(actor: PublicUser, id: string): Promise<{ id: string }> {
  if (!isUploaded(id)) throw new HttpError(409, "Built-in episodes come with the site: unpublish them instead.");
  await db().transaction(async (tx) => {
    const [row] = await tx.delete(videos).where(eq(videos.id, id)).returning();
    if (!row) throw new HttpError(404, "This video does not exist (any more).");
    await tx.delete(jobs).where(and(eq(jobs.kind, TRANSCODE_JOB), sql`${jobs.payload}->>'videoId' = ${id}`));
    await logActivity(tx, actor, {
      action: "video.delete",
      targetType: "video",
      targetId: id,
      before: { title: row.titles.en, status: row.status },
    });
  });
  publicContentChanged(videoTags(id));
  await storage()
    .deletePrefix(videoPrefix(id))
    .catch((err: unknown) => logger.error({ err, id }, "could not remove a video's files"));
  await removeSource(id).catch((err: unknown) => logger.error({ err, id }, "could not remove a video's original"));
  return { id };
}

/** POST /api/admin/videos/:id/retry: a failed upload is queued again from its kept original. */
export async function retryLibraryVideo(actor: PublicUser, id: string): Promise<LibraryVideo> {
  if (!(await uploadsAvailable()))
    throw new HttpError(503, "Video uploads need ffmpeg, which is not installed on this server.");
  const video = await db().transaction(async (tx) => {
    const [row] = await tx.select().from(videos).where(eq(videos.id, id)).for("update");
    if (!row) throw new HttpError(404, "This video does not exist (any more).");
    if (row.status !== "failed") throw new HttpError(409, "Only a video whose transcoding failed can be retried.");
    if (!(await sourceExists(id)))
      throw new HttpError(409, "The uploaded file is gone: delete this video and upload it again.");
    await tx
      .update(videos)
      .set({ status: "processing", updatedAt: sql`now()` })
      .where(eq(videos.id, id));
    await enqueueJob(tx, TRANSCODE_JOB, { videoId: id });
    await logActivity(tx, actor, {
      action: "video.retry",
      targetType: "video",
      targetId: id,
      before: { status: "failed" },
      after: { status: "processing" },
    });
    return findVideo(tx, id);
  });
  wakeJobs();
  publicContentChanged(videoTags(id));
  return video;
}
