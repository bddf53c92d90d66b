import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { config } from "../../config";
import { db } from "../../db/client";
import { jobs } from "../../db/schema";
import type { Job } from "../../jobs/queue";
import { logger } from "../../logger";
import { incomingDir, libraryDir } from "./files";

// This instance's scratch disk (DATA_DIR is each instance's own; README "Scale-out"): uploads while they stream in
// (incoming/) and transcoding attempts' work folders (work/<job id>-<attempt>-<claim>/: the original copied out of
// storage and its encoding, up to a few hundred MB). A process killed mid-job leaves them behind; the sweep removes
// them at start and every half hour.

export const workRoot = () => path.join(libraryDir(), "work");

/** Which claim of a job a folder belongs to: the job, its attempt and (hashed) the worker that holds the lease. */
const claimName = (jobId: number, attempts: number, workerId: string) =>
  `${jobId}-${attempts}-${crypto.createHash("sha256").update(workerId).digest("hex").slice(0, 12)}`;
const jobIdOf = (name: string) => Number(name.split("-")[0]);

/** An upload still streaming in is younger than this; older incoming files were cut off by a crash. */
const INCOMING_MAX_AGE_MS = 6 * 60 * 60 * 1000;

/** A work folder older than an attempt may run (plus a margin) belongs to no running attempt, whatever the table says. */
const workMaxAgeMs = () => config().transcodeTimeoutMs + 10 * 60_000;

async function removeEntry(dir: string, name: string) {
  await fs.rm(path.join(dir, name), { recursive: true, force: true });
}

/** A fresh work folder for this claim of `job`; earlier attempts' folders of the same job here are removed first. */
export async function newWorkDir(job: Job): Promise<string> {
  const root = workRoot();
  // This worker holds the job's lease now: any earlier attempt at it on this disk is over.
  for (const name of await fs.readdir(root).catch(() => [] as string[]))
    if (jobIdOf(name) === job.id) await removeEntry(root, name);
  const dir = path.join(root, claimName(job.id, job.attempts, job.lockedBy ?? ""));
  await fs.mkdir(dir, { recursive: true });
  return dir;
}

/**
 * Removes this instance's scratch that nothing can still be using: work folders whose claim holds no live lease any
 * more (the job finished, failed, was taken over or its worker died) or that are older than an attempt may run, and
 * incoming files untouched for 6 hours. Answers how many work folders were kept for a live lease and when the last of
 * those leases ends (a killed predecessor's lease still running at start: sweep again once it has ended).
 */
export async function sweepScratch(): Promise<{ removed: number; kept: number; keptLeaseMs: number }> {
  const root = workRoot();
  const names = await fs.readdir(root).catch(() => [] as string[]);
  const ids = [...new Set(names.map(jobIdOf).filter(Number.isSafeInteger))];
  const live = ids.length
    ? await db()
        .select({
          id: jobs.id,
          attempts: jobs.attempts,
          lockedBy: jobs.lockedBy,
          leftMs: sql<number>`ceil(extract(epoch from ${jobs.leaseUntil} - now()) * 1000)::integer`,
        })
        .from(jobs)
        .where(and(inArray(jobs.id, ids), eq(jobs.status, "running"), gt(jobs.leaseUntil, sql`now()`)))
    : [];
  const liveClaims = new Map(live.map((j) => [claimName(j.id, j.attempts, j.lockedBy ?? ""), Number(j.leftMs)]));
  let removed = 0;
  let kept = 0;
  let keptLeaseMs = 0;
  for (const name of names) {
    const stat = await fs.stat(path.join(root, name)).catch(() => null);
    if (stat && liveClaims.has(name) && Date.now() - stat.mtimeMs < workMaxAgeMs()) {
      kept += 1;
      keptLeaseMs = Math.max(keptLeaseMs, liveClaims.get(name) ?? 0);
    } else {
      await removeEntry(root, name);
      removed += 1;
    }
  }
  const incoming = incomingDir();
  for (const name of await fs.readdir(incoming).catch(() => [] as string[])) {
    const stat = await fs.stat(path.join(incoming, name)).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > INCOMING_MAX_AGE_MS) {
      await removeEntry(incoming, name);
      removed += 1;
    }
  }
  if (removed) logger.info({ removed, kept }, "video scratch: removed what stopped attempts and cut uploads left");
  return { removed, kept, keptLeaseMs };
}
