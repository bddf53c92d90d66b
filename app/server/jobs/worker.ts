import crypto from "node:crypto";
import os from "node:os";
import { db, type Tx } from "../db/client";
import { logger } from "../logger";
import { claimJob, failAbandonedJobs, heartbeat, markAttemptFailed, markDone, releaseJob, type Job } from "./queue";

/** What a job's code gets while it runs. */
export interface JobContext {
  /** 0…1; written to the job row with the next heartbeat, so the dashboard can show per cent. */
  reportProgress(fraction: number): void;
  /** Aborted when the worker stops or loses the job (its lease was taken over, the job was deleted). */
  signal: AbortSignal;
  /**
   * Publishes the job's result: `publish` runs in one transaction with marking the job done, and only while this
   * worker still owns the job; otherwise nothing is written and a `JobLostError` is thrown.
   */
  complete(publish: (tx: Tx) => Promise<void>): Promise<void>;
}

export interface JobHandler {
  run(job: Job, context: JobContext): Promise<void>;
  /** Called once a job has failed for good (last attempt failed, or its worker died on it): undo what it left. */
  giveUp(job: Job): Promise<void>;
}

/** A failure that another attempt would repeat (the input itself is bad): the job fails at once, without retries. */
export class JobFailedForGood extends Error {}

export class JobLostError extends Error {
  constructor(jobId: number, why = "another worker took it over, or it was deleted") {
    super(`Job ${jobId} is no longer owned by this worker: ${why}.`);
  }
}

export interface WorkerOptions {
  handlers: Record<string, JobHandler>;
  /** How long a claim holds without a heartbeat; a crashed worker's job is retried after this. */
  leaseMs?: number;
  /** How often an idle worker looks for work. */
  pollMs?: number;
  /** Wait before a failed attempt is tried again (multiplied by the attempt number). */
  retryDelayMs?: number;
  workerId?: string;
}

export interface Worker {
  readonly id: string;
  /** Looks for work now instead of at the next poll (after a job was added). */
  wake(): void;
  /** Looks for work now and resolves once no due job is left (tests, and a caller that must wait). */
  drain(): Promise<void>;
  /** Stops polling; a running job is aborted and given back without counting the attempt. */
  stop(): Promise<void>;
}

/** Runs jobs one at a time (transcoding uses every core it gets; the machine has few). */
export function startWorker(options: WorkerOptions): Worker {
  const id = options.workerId ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString("hex")}`;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 2_000;
  const retryDelayMs = options.retryDelayMs ?? 10_000;
  const kinds = Object.keys(options.handlers);
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let current: { job: Job; abort: AbortController } | undefined;
  let loop: Promise<void> | undefined;

  /**
   * Keeps the lease of the running job: a heartbeat every third of the lease (one at a time), and a deadline at the end
   * of the last lease the database granted, measured from when that heartbeat was sent. Refused (taken over, deleted,
   * ran out) or no heartbeat through in time (a stalled database: by then another worker may claim the job): `lose` is
   * called, which aborts the job, and its ffmpeg with it, so two workers never go on encoding the same job.
   */
  function keepLease(
    job: Job,
    claimSentAt: number,
    lose: (reason: Error) => void,
    progressOf: () => number,
  ): () => void {
    const beatEveryMs = Math.max(200, Math.min(2_000, leaseMs / 3));
    let stopped = false;
    let beatTimer: NodeJS.Timeout | undefined;
    let expiry: NodeJS.Timeout | undefined;
    const armExpiry = (sentAt: number) => {
      clearTimeout(expiry);
      const left = sentAt + leaseMs - Math.min(500, leaseMs / 10) - performance.now();
      expiry = setTimeout(
        () => lose(new JobLostError(job.id, "its lease ran out before a heartbeat got through")),
        Math.max(0, left),
      );
    };
    const beat = () => {
      beatTimer = setTimeout(async () => {
        const sentAt = performance.now();
        try {
          if (await heartbeat(job.id, id, leaseMs, progressOf())) armExpiry(sentAt);
          else lose(new JobLostError(job.id));
        } catch (err) {
          logger.warn({ err, jobId: job.id }, "job heartbeat failed");
        }
        if (!stopped) beat();
      }, beatEveryMs);
    };
    armExpiry(claimSentAt);
    beat();
    return () => {
      stopped = true;
      clearTimeout(beatTimer);
      clearTimeout(expiry);
    };
  }

  async function runOne(job: Job, claimSentAt: number): Promise<void> {
    const handler = options.handlers[job.kind];
    const abort = new AbortController();
    current = { job, abort };
    let progress = 0;
    let lost = false;
    const stopKeeping = keepLease(
      job,
      claimSentAt,
      (reason) => {
        if (abort.signal.aborted) return;
        lost = true;
        abort.abort(reason);
      },
      () => progress,
    );
    let completed = false;
    const context: JobContext = {
      reportProgress: (fraction) => void (progress = Math.min(1, Math.max(0, fraction))),
      signal: abort.signal,
      async complete(publish) {
        await db().transaction(async (tx) => {
          if (!(await markDone(tx, job.id, id))) throw new JobLostError(job.id);
          await publish(tx);
        });
        completed = true;
      },
    };
    try {
      await handler.run(job, context);
      if (!completed) await context.complete(async () => {});
      logger.info({ jobId: job.id, kind: job.kind }, "job done");
    } catch (error) {
      if (lost || error instanceof JobLostError) {
        logger.warn(
          { jobId: job.id, reason: abort.signal.reason instanceof Error ? abort.signal.reason.message : undefined },
          "job lost (taken over, deleted or its lease ran out): stopped, nothing published",
        );
      } else if (stopping) {
        await releaseJob(job.id, id).catch((err: unknown) => logger.error({ err }, "could not release job"));
      } else {
        const message = error instanceof Error ? error.message : String(error);
        const after = await markAttemptFailed(
          job.id,
          id,
          message,
          retryDelayMs * job.attempts,
          error instanceof JobFailedForGood,
        );
        logger.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, err: error }, "job attempt failed");
        if (after?.status === "failed")
          await handler.giveUp(after).catch((err: unknown) => logger.error({ err }, "job clean-up failed"));
      }
    } finally {
      stopKeeping();
      current = undefined;
    }
  }

  async function work(): Promise<void> {
    try {
      for (const job of await failAbandonedJobs(kinds)) {
        logger.warn({ jobId: job.id, kind: job.kind }, "job abandoned by a stopped worker: failed");
        await options.handlers[job.kind]
          ?.giveUp(job)
          .catch((err: unknown) => logger.error({ err }, "job clean-up failed"));
      }
      while (!stopping) {
        const claimSentAt = performance.now();
        const job = await claimJob(id, kinds, leaseMs);
        if (!job) break;
        await runOne(job, claimSentAt);
      }
    } catch (err) {
      if (!stopping) logger.error({ err }, "job worker poll failed");
    }
  }

  function schedule(delay: number) {
    if (stopping) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref?.();
  }

  function tick() {
    if (loop || stopping) return;
    loop = work().finally(() => {
      loop = undefined;
      schedule(pollMs);
    });
  }

  schedule(0);
  logger.info({ workerId: id, kinds }, "job worker started");
  return {
    id,
    wake: () => schedule(0),
    async drain() {
      clearTimeout(timer);
      tick();
      await loop;
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      current?.abort.abort(new Error("The server is stopping."));
      await loop;
    },
  };
}
