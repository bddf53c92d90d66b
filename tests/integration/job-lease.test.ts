import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "~/server/db/client";
import { jobs } from "~/server/db/schema";
import { claimJob, enqueueJob, failAbandonedJobs, heartbeat, type Job } from "~/server/jobs/queue";
import { JobLostError, startWorker, type Worker } from "~/server/jobs/worker";
import { runTool } from "~/server/video/run-tool";
import { hasFfmpeg } from "../helpers/ffmpeg";
import { processesWith, waitFor } from "../helpers/processes";

// The job queue's lease contract (issue 30 item 4, issue 29 item 1), on PGlite and, with TEST_DATABASE_URL, on
// PostgreSQL: a claim counts an attempt and stops at the limit; a live lease is never taken; an expired one is taken
// over; a worker that lost its lease can neither extend it nor keep its ffmpeg running.

const KIND = "test.lease";
let worker: Worker | undefined;
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await db().delete(jobs).where(eq(jobs.kind, KIND));
});

const row = async (id: number) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0];
/** Ends a job's lease now, as if its worker had stopped heartbeating a lease ago. */
const expire = (id: number) =>
  db()
    .update(jobs)
    .set({ leaseUntil: sql`now() - interval '1 second'` })
    .where(eq(jobs.id, id));

describe("claiming", () => {
  it("counts each claim as an attempt and stops claiming a job at its attempt limit", async () => {
    const job = await enqueueJob(db(), KIND, {}, { maxAttempts: 2 });
    expect((await claimJob("w1", [KIND], 60_000))?.attempts).toBe(1);
    await expire(job.id);
    expect((await claimJob("w2", [KIND], 60_000))?.attempts).toBe(2);
    await expire(job.id);
    // Its last worker died too: nobody claims it a third time; the next poll marks it failed instead.
    expect(await claimJob("w3", [KIND], 60_000)).toBeNull();
    expect((await failAbandonedJobs([KIND])).map((j) => j.id)).toEqual([job.id]);
    expect(await row(job.id)).toMatchObject({ status: "failed", attempts: 2, lockedBy: null });
  });

  it("never takes a live lease, and takes over an expired one", async () => {
    const job = await enqueueJob(db(), KIND, {});
    await claimJob("first", [KIND], 60_000);
    expect(await claimJob("second", [KIND], 60_000)).toBeNull();
    await expire(job.id);
    expect(await claimJob("second", [KIND], 60_000)).toMatchObject({ id: job.id, lockedBy: "second", attempts: 2 });
  });
});

describe("heartbeats", () => {
  it("extend the holder's lease and record progress", async () => {
    const job = await enqueueJob(db(), KIND, {});
    const claimed = (await claimJob("holder", [KIND], 1_000))!;
    expect(await heartbeat(job.id, "holder", 60_000, 0.5)).toBe(true);
    const after = await row(job.id);
    expect(after.progress).toBe(0.5);
    expect(after.leaseUntil!.getTime() - claimed.leaseUntil!.getTime()).toBeGreaterThan(50_000);
  });

  it("from a worker whose job was taken over are refused and leave the new holder's lease alone", async () => {
    const job = await enqueueJob(db(), KIND, {});
    await claimJob("lost", [KIND], 60_000);
    await expire(job.id);
    await claimJob("taker", [KIND], 5_000);
    const before = await row(job.id);
    expect(await heartbeat(job.id, "lost", 60_000, 0.9)).toBe(false);
    const after = await row(job.id);
    expect(after).toMatchObject({ lockedBy: "taker", status: "running", progress: before.progress });
    expect(after.leaseUntil).toEqual(before.leaseUntil);
  });

  it("after the lease ran out are refused even before anyone took the job (it is up for grabs)", async () => {
    const job = await enqueueJob(db(), KIND, {});
    await claimJob("late", [KIND], 60_000);
    await expire(job.id);
    expect(await heartbeat(job.id, "late", 60_000, 0.1)).toBe(false);
    expect((await row(job.id)).leaseUntil!.getTime()).toBeLessThan(Date.now());
  });

  it("for a finished or deleted job are refused", async () => {
    const job = await enqueueJob(db(), KIND, {});
    await claimJob("w", [KIND], 60_000);
    await db().update(jobs).set({ status: "done" }).where(eq(jobs.id, job.id));
    expect(await heartbeat(job.id, "w", 60_000, 1)).toBe(false);
    await db().delete(jobs).where(eq(jobs.id, job.id));
    expect(await heartbeat(job.id, "w", 60_000, 1)).toBe(false);
  });
});

/**
 * A worker whose one job runs a real ffmpeg (an endless test pattern, paced in real time) until its signal aborts;
 * the command line carries a marker, so the test can see whether that ffmpeg still runs.
 */
function ffmpegWorker(leaseMs: number) {
  const marker = `lease-test-${crypto.randomBytes(6).toString("hex")}`;
  let stoppedWith: unknown;
  const handler = {
    async run(_job: Job, context: { signal: AbortSignal }) {
      try {
        await runTool(
          "ffmpeg",
          [
            "-hide_banner",
            "-nostdin",
            "-re",
            "-f",
            "lavfi",
            "-i",
            "testsrc=size=64x64:rate=5",
            "-metadata",
            `comment=${marker}`,
            "-f",
            "null",
            "-",
          ],
          { signal: context.signal },
        );
      } catch (error) {
        stoppedWith = error;
        throw error;
      }
    },
    giveUp: async () => {},
  };
  worker = startWorker({ handlers: { [KIND]: handler }, leaseMs, pollMs: 60_000, workerId: `holder-${marker}` });
  return {
    marker,
    running: () => processesWith(marker).length > 0,
    stoppedWith: () => stoppedWith,
  };
}

describe.skipIf(!hasFfmpeg())("a worker that loses its lease", () => {
  it("stops its ffmpeg when its heartbeat is refused because another worker took the job over", async () => {
    const job = await enqueueJob(db(), KIND, {});
    const holder = ffmpegWorker(1_500);
    worker!.wake();
    expect(await waitFor(holder.running, 5_000)).toBe(true);
    await expire(job.id);
    expect(await claimJob("taker", [KIND], 60_000)).toMatchObject({ id: job.id, attempts: 2 });
    // The next heartbeat (every half second here) is refused: the job is aborted and ffmpeg killed.
    expect(await waitFor(() => !holder.running(), 3_000)).toBe(true);
    await waitFor(() => holder.stoppedWith() !== undefined, 2_000); // ffmpeg is gone before Node sees it close.
    expect(holder.stoppedWith()).toBeInstanceOf(JobLostError);
    // The taker's claim is untouched: nothing written by the lost worker (no failure, no release, no lease).
    expect(await row(job.id)).toMatchObject({ lockedBy: "taker", status: "running", attempts: 2, error: "" });
  });

  it("stops its ffmpeg at the end of its lease when no heartbeat gets through (the job row is locked)", async () => {
    const job = await enqueueJob(db(), KIND, {});
    const holder = ffmpegWorker(1_500);
    worker!.wake();
    expect(await waitFor(holder.running, 5_000)).toBe(true);
    const lockedAt = Date.now();
    // Another session holds the row: the holder's heartbeats wait, its lease runs out in the database meanwhile.
    const stillRunningAfterLease = await db().transaction(async (tx) => {
      await tx.execute(sql`select id from jobs where id = ${job.id} for update`);
      const stopped = await waitFor(() => !holder.running(), 4_000);
      return { stopped, ms: Date.now() - lockedAt };
    });
    expect(stillRunningAfterLease.stopped).toBe(true);
    expect(stillRunningAfterLease.ms).toBeLessThan(3_000);
    await waitFor(() => holder.stoppedWith() !== undefined, 2_000); // ffmpeg is gone before Node sees it close.
    expect(holder.stoppedWith()).toBeInstanceOf(JobLostError);
  });
});
