import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { uploadedVideoIdSchema } from "~/shared/api/admin/videos";
import { db } from "../../db/client";
import { jobs, videos } from "../../db/schema";
import { logger } from "../../logger";
import { storage } from "../../storage/storage";
import { libraryDir, removeOtherRevisions, revisionOf, sourcePath, videoPrefix } from "./files";
import { TRANSCODE_JOB } from "./transcode-job";

const isUploadedId = (name: string) => uploadedVideoIdSchema.safeParse(name).success;

/** An upload still streaming in is younger than this; older incoming files were cut off by a crash. */
const INCOMING_MAX_AGE_MS = 6 * 60 * 60 * 1000;

/**
 * Removes what a crash can leave between steps: renditions and originals of videos that have no row (deleted, or a
 * row that was never written), revisions no row points at while no job works on the video, stale incoming files.
 */
export async function sweepVideoLibrary(): Promise<void> {
  const rows = await db().select({ id: videos.id, videoUrl: videos.videoUrl }).from(videos);
  const known = new Map(rows.map((r) => [r.id, r.videoUrl]));
  const active = new Set(
    (await db()
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, TRANSCODE_JOB), inArray(jobs.status, ["queued", "running"]))))
      .map((j) => String(j.payload.videoId)),
  );
  let removed = 0;
  // Only uploaded videos' names: nothing else under videos/ is this sweep's business.
  for (const id of (await storage().list("videos")).filter(isUploadedId)) {
    if (!known.has(id)) {
      await storage().deletePrefix(videoPrefix(id));
      removed += 1;
    } else if (!active.has(id)) {
      await removeOtherRevisions(id, revisionOf(known.get(id) ?? "", id));
    }
  }
  for (const id of (await fs.readdir(path.join(libraryDir(), "sources")).catch(() => [] as string[])).filter(isUploadedId)) {
    if (!known.has(id)) {
      await fs.rm(sourcePath(id), { force: true });
      removed += 1;
    }
  }
  const incoming = path.join(libraryDir(), "incoming");
  for (const name of await fs.readdir(incoming).catch(() => [] as string[])) {
    const stat = await fs.stat(path.join(incoming, name)).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > INCOMING_MAX_AGE_MS) await fs.rm(path.join(incoming, name), { force: true });
  }
  if (removed) logger.info({ removed }, "video library: removed files no row refers to");
}
