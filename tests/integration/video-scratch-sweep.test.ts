import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db/client";
import { jobs } from "~/server/db/schema";
import { startJobs, stopJobs } from "~/server/jobs";
import { claimJob, enqueueJob, type Job } from "~/server/jobs/queue";
import { incomingDir } from "~/server/services/video-library/files";
import { newWorkDir, workRoot } from "~/server/services/video-library/scratch";
import { waitFor } from "../helpers/processes";
import { useVideoLibraryConfig } from "./video-library-fixtures";

// Issue 29 item 7: a transcode killed mid-job left its work folder (up to ~200 MB) for good. At start an instance
// removes from its own scratch disk every work folder no live lease owns, and any older than an attempt may run, and
// incoming upload files untouched for 6 hours; a folder still under a (killed predecessor's) live lease goes once that
// lease has ended.

const KIND = "test.scratch";
let dirs: ReturnType<typeof useVideoLibraryConfig>;
beforeAll(() => {
  dirs = useVideoLibraryConfig();
});
afterEach(async () => {
  await stopJobs();
  await db().delete(jobs).where(eq(jobs.kind, KIND));
  fs.rmSync(workRoot(), { recursive: true, force: true });
});
afterAll(() => fs.rmSync(dirs.dataDir, { recursive: true, force: true }));

/** A job of this test's kind claimed by `worker` for `leaseMs`, with a work folder holding a file. */
async function claimedWithFolder(worker: string, leaseMs: number): Promise<{ job: Job; dir: string }> {
  await enqueueJob(db(), KIND, {});
  const job = (await claimJob(worker, [KIND], leaseMs))!;
  const dir = await newWorkDir(job);
  fs.writeFileSync(path.join(dir, "source"), "a copy of an original");
  return { job, dir };
}

const age = (file: string, ms: number) => fs.utimesSync(file, new Date(Date.now() - ms), new Date(Date.now() - ms));
const HOUR = 60 * 60_000;

describe("the start-up sweep of this instance's scratch disk", () => {
  it("keeps only what a live lease owns, and that only until the lease ends", async () => {
    const live = await claimedWithFolder("other-worker", 2_500);
    const expired = await claimedWithFolder("killed-worker", 60_000);
    await db()
      .update(jobs)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, expired.job.id));
    const finished = await claimedWithFolder("finished-worker", 60_000);
    await db().update(jobs).set({ status: "done" }).where(eq(jobs.id, finished.job.id));
    const tooOld = await claimedWithFolder("stuck-worker", 60_000);
    age(tooOld.dir, 48 * HOUR);
    fs.writeFileSync(path.join(workRoot(), "stray"), "");
    fs.mkdirSync(incomingDir(), { recursive: true });
    const staleUpload = path.join(incomingDir(), "stale");
    const freshUpload = path.join(incomingDir(), "fresh");
    fs.writeFileSync(staleUpload, "cut off by a crash");
    fs.writeFileSync(freshUpload, "streaming in right now");
    age(staleUpload, 7 * HOUR);

    await startJobs({ pollMs: 60_000 });
    expect(fs.readdirSync(workRoot())).toEqual([path.basename(live.dir)]);
    expect(fs.readdirSync(incomingDir())).toEqual(["fresh"]);
    // The live lease ends after 2.5 s; the sweep runs again a second after that.
    expect(await waitFor(() => fs.readdirSync(workRoot()).length === 0, 5_000)).toBe(true);
  });

  it("removes an earlier attempt's folder when the same job is claimed again here", async () => {
    const first = await claimedWithFolder("killed-worker", 60_000);
    await db()
      .update(jobs)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, first.job.id));
    const again = (await claimJob("new-worker", [KIND], 60_000))!;
    const dir = await newWorkDir(again);
    expect(fs.readdirSync(workRoot())).toEqual([path.basename(dir)]);
  });
});
