import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { uploadedVideoIdSchema } from "~/shared/api/admin/videos";
import { config } from "../../config";
import { db } from "../../db/client";
import { jobs, videos } from "../../db/schema";
import { logger } from "../../logger";
import { storage } from "../../storage/storage";
import {
  keepSource,
  legacySourcesDir,
  removeSource,
  revisionOf,
  revisionPrefix,
  SOURCES_PREFIX,
  videoPrefix,
} from "./files";
import { TRANSCODE_JOB } from "./transcode-job";

const isUploadedId = (name: string) => uploadedVideoIdSchema.safeParse(name).success;

/**
 * Originals that earlier versions kept on the receiving instance's disk (DATA_DIR/video-library/sources): moved into
 * storage while their video still waits for transcoding, so a job on any instance finds them; removed otherwise.
 */
async function adoptLegacySources(): Promise<void> {
  const names = (await fs.readdir(legacySourcesDir()).catch(() => [] as string[])).filter(isUploadedId);
  if (!names.length) return;
  const rows = await db()
    .select({ id: videos.id, status: videos.status })
    .from(videos)
    .where(inArray(videos.id, names));
  const waiting = new Set(rows.filter((r) => r.status !== "ready").map((r) => r.id));
  for (const id of names) {
    const file = path.join(legacySourcesDir(), id);
    if (waiting.has(id)) await keepSource(file, id);
    await fs.rm(file, { force: true });
  }
  logger.info(
    { moved: waiting.size, found: names.length },
    "video library: originals moved from this disk into storage",
  );
}

/**
 * Removes what a crash can leave between steps: renditions and originals of videos that have no row (deleted, or a
 * row that was never written), originals of videos already transcoded, revisions no row points at while no job works
 * on the video (this instance's scratch disk: scratch.ts).
 * Any instance may run it at any time (at start and every half hour): storage is listed first and the rows and jobs
 * read after, so whatever was listed and is referred to by then is seen; an original is stored just before its row
 * is committed, so only originals older than `graceMs` can be orphans.
 */
export async function sweepVideoLibrary(graceMs = config().orphanGraceMs): Promise<void> {
  await adoptLegacySources();
  const revisions = new Map<string, string[]>();
  // Only uploaded videos' names: nothing else under videos/ is this sweep's business.
  for (const id of (await storage().list("videos")).filter(isUploadedId))
    revisions.set(id, await storage().list(videoPrefix(id)));
  const sources = (await storage().list(SOURCES_PREFIX, { olderThanMs: graceMs })).filter(isUploadedId);

  const rows = await db().select({ id: videos.id, videoUrl: videos.videoUrl, status: videos.status }).from(videos);
  const known = new Map(rows.map((r) => [r.id, r.videoUrl]));
  const ready = new Set(rows.filter((r) => r.status === "ready").map((r) => r.id));
  const active = new Set(
    (
      await db()
        .select({ payload: jobs.payload })
        .from(jobs)
        .where(and(eq(jobs.kind, TRANSCODE_JOB), inArray(jobs.status, ["queued", "running"])))
    ).map((j) => String(j.payload.videoId)),
  );
  let removed = 0;
  for (const [id, names] of revisions) {
    if (!known.has(id)) {
      await storage().deletePrefix(videoPrefix(id));
      removed += 1;
    } else if (!active.has(id)) {
      const keep = revisionOf(known.get(id) ?? "", id);
      for (const name of names) if (name !== keep) await storage().deletePrefix(revisionPrefix(id, name));
    }
  }
  // An original is kept for a retry; a video that is ready (its job published, then its instance died) needs none.
  for (const id of sources.filter((s) => !known.has(s) || (ready.has(s) && !active.has(s)))) {
    await removeSource(id);
    removed += 1;
  }
  if (removed) logger.info({ removed }, "video library: removed files no row refers to");
}
