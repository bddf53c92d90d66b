import { and, eq, gt, inArray, lt, lte, or, sql } from "drizzle-orm";
import { db, type Db, type Tx } from "../db/client";
import { jobs } from "../db/schema";

// The durable job queue (DESIGN §1 "Background jobs"). Why a table of our own and not pg-boss or graphile-worker:
// both need a real PostgreSQL server (LISTEN/NOTIFY, their own schema and many connections), while the default
// database here is embedded PGlite with a single connection. One table claimed with
// `UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED LIMIT 1) RETURNING` behaves the same on both: on PostgreSQL
// several instances' workers never claim the same job, on PGlite the one in-process worker does the same.
// Every time comparison uses the database clock, so instances with skewed clocks agree on leases.

export type Job = typeof jobs.$inferSelect;
export type JobStatus = Job["status"];

/** Adds a job; pass the transaction of the change that needs it, so both are written or neither. */
export async function enqueueJob(
  conn: Db | Tx,
  kind: string,
  payload: Record<string, unknown>,
  options: { maxAttempts?: number } = {},
): Promise<Job> {
  const [job] = await conn
    .insert(jobs)
    .values({ kind, payload, maxAttempts: options.maxAttempts ?? 3 })
    .returning();
  return job;
}

const leaseEnd = (leaseMs: number) => sql`now() + ${leaseMs} * interval '1 millisecond'`;

/**
 * Claims the oldest due job of these kinds for `workerId`: a queued one whose time has come, or a running one whose
 * lease expired (its worker died) with attempts left. Each claim counts one attempt. Null when there is nothing to do.
 */
export async function claimJob(workerId: string, kinds: string[], leaseMs: number): Promise<Job | null> {
  if (!kinds.length) return null;
  const due = db()
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, kinds),
        lt(jobs.attempts, jobs.maxAttempts),
        or(
          and(eq(jobs.status, "queued"), lte(jobs.runAt, sql`now()`)),
          and(eq(jobs.status, "running"), lt(jobs.leaseUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(jobs.runAt, jobs.id)
    .limit(1)
    .for("update", { skipLocked: true });
  const [job] = await db()
    .update(jobs)
    .set({
      status: "running",
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: workerId,
      leaseUntil: leaseEnd(leaseMs),
      progress: 0,
      updatedAt: sql`now()`,
    })
    .where(sql`${jobs.id} = (${due})`)
    .returning();
  return job ?? null;
}

/**
 * Extends a running job's lease and records its progress. False, and nothing written, when the worker no longer holds
 * a live lease on it: another worker took it over, it was deleted or finished, or the lease already ran out (from then
 * on anyone may claim it, so a late heartbeat must not revive it); the worker must then stop working on it.
 */
export async function heartbeat(jobId: number, workerId: string, leaseMs: number, progress: number): Promise<boolean> {
  const rows = await db()
    .update(jobs)
    .set({ leaseUntil: leaseEnd(leaseMs), progress: Math.min(1, Math.max(0, progress)), updatedAt: sql`now()` })
    .where(
      and(eq(jobs.id, jobId), eq(jobs.lockedBy, workerId), eq(jobs.status, "running"), gt(jobs.leaseUntil, sql`now()`)),
    )
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Marks a job done inside `tx` (with the change it publishes); false when the worker lost it, so the caller rolls back. */
export async function markDone(tx: Tx, jobId: number, workerId: string): Promise<boolean> {
  const rows = await tx
    .update(jobs)
    .set({ status: "done", progress: 1, error: "", leaseUntil: null, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, jobId), eq(jobs.lockedBy, workerId), eq(jobs.status, "running")))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Records a failed attempt: queued again after `retryDelayMs` while attempts are left, else (or when `final`: another
 * attempt would fail the same way) failed for good. Answers what happened, or null when the worker no longer owned the job.
 */
export async function markAttemptFailed(
  jobId: number,
  workerId: string,
  error: string,
  retryDelayMs: number,
  final = false,
): Promise<Job | null> {
  const [job] = await db()
    .update(jobs)
    .set({
      status: final ? "failed" : sql`case when ${jobs.attempts} < ${jobs.maxAttempts} then 'queued' else 'failed' end`,
      runAt: sql`now() + ${retryDelayMs} * interval '1 millisecond'`,
      lockedBy: null,
      leaseUntil: null,
      error: error.slice(0, 500),
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, jobId), eq(jobs.lockedBy, workerId), eq(jobs.status, "running")))
    .returning();
  return job ?? null;
}

/** Gives a job back without counting the attempt (graceful shutdown): another worker or the next start picks it up. */
export async function releaseJob(jobId: number, workerId: string): Promise<void> {
  await db()
    .update(jobs)
    .set({
      status: "queued",
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      lockedBy: null,
      leaseUntil: null,
      progress: 0,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, jobId), eq(jobs.lockedBy, workerId), eq(jobs.status, "running")));
}

/**
 * Jobs whose worker died on their last attempt: running, lease expired, no attempts left. Marks them failed and
 * returns them, so their kind can clean up after them.
 */
export async function failAbandonedJobs(kinds: string[]): Promise<Job[]> {
  if (!kinds.length) return [];
  return db()
    .update(jobs)
    .set({
      status: "failed",
      lockedBy: null,
      leaseUntil: null,
      updatedAt: sql`now()`,
      error: sql`case when ${jobs.error} = '' then 'The job stopped before it finished (the server restarted).' else ${jobs.error} end`,
    })
    .where(
      and(
        inArray(jobs.kind, kinds),
        eq(jobs.status, "running"),
        lt(jobs.leaseUntil, sql`now()`),
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
      ),
    )
    .returning();
}
