import { transcodeJobHandler, TRANSCODE_JOB } from "../services/video-library/transcode-job";
import { sweepScratch } from "../services/video-library/scratch";
import { sweepVideoLibrary } from "../services/video-library/sweep";
import { uploadsAvailable } from "../services/video-library/availability";
import { config } from "../config";
import { logger } from "../logger";
import { sweepOrphanPictures } from "../storage/orphans";
import { startAnalyticsRollup, stopAnalyticsRollup } from "./analytics-rollup";
import { startWorker, type Worker, type WorkerOptions } from "./worker";

/** Every kind of background job this server runs. */
export const JOB_HANDLERS = { [TRANSCODE_JOB]: transcodeJobHandler };

let current: Worker | undefined;
let sweeper: NodeJS.Timeout | undefined;
const SWEEP_EVERY_MS = 30 * 60_000;

/**
 * Starts this process's job worker (called by the server's start()); first removes files an earlier crash left
 * without a row. Several instances may each run one: the queue hands every job to exactly one of them.
 */
export async function startJobs(options: Partial<WorkerOptions> = {}): Promise<Worker | undefined> {
  // This instance's scratch disk first (a transcode killed with its process leaves its work folder, up to a few hundred
  // MB); a folder still under a live lease at start is a killed predecessor's: swept again once that lease has ended.
  const sweepDisk = () =>
    sweepScratch().catch((err: unknown) => {
      logger.error({ err }, "video scratch sweep failed");
      return { kept: 0, keptLeaseMs: 0 };
    });
  const atStart = await sweepDisk();
  if (atStart.kept) setTimeout(() => void sweepDisk(), atStart.keptLeaseMs + 1_000).unref();
  await sweepVideoLibrary().catch((err: unknown) => logger.error({ err }, "video library sweep failed"));
  // Pictures and video originals an upload stored without committing its row (its instance was killed): at start,
  // then every half hour, so the instances that stay up clean after one that died. Every instance may sweep: deleting
  // twice is harmless.
  const sweepPictures = () =>
    void sweepOrphanPictures(config().orphanGraceMs).catch((err: unknown) =>
      logger.error({ err }, "picture sweep failed"),
    );
  const sweepVideos = () =>
    void sweepVideoLibrary().catch((err: unknown) => logger.error({ err }, "video library sweep failed"));
  sweepPictures();
  clearInterval(sweeper);
  sweeper = setInterval(() => (sweepPictures(), sweepVideos(), void sweepDisk()), SWEEP_EVERY_MS);
  sweeper.unref();
  startAnalyticsRollup();
  // Without ffmpeg this instance takes no transcoding jobs: they wait for one that can run them.
  if (!(await uploadsAvailable())) {
    logger.warn("ffmpeg is not installed: video uploads are off and no transcoding jobs run here");
    return undefined;
  }
  current = startWorker({ handlers: JOB_HANDLERS, leaseMs: config().jobLeaseMs, ...options });
  return current;
}

export async function stopJobs(): Promise<void> {
  clearInterval(sweeper);
  stopAnalyticsRollup();
  const worker = current;
  current = undefined;
  await worker?.stop();
}

/** Looks for work at once (after a job was added) instead of at the next poll. */
export function wakeJobs(): void {
  current?.wake();
}
