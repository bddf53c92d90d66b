import { config } from "../config";
import { logger } from "../logger";
import { rollUpAnalytics } from "../services/analytics";

/** Hourly: a day is rolled up within the hour after it ends, on whichever instance gets there first. */
const EVERY_MS = 60 * 60_000;
let timer: NodeJS.Timeout | undefined;

function runOnce(): void {
  rollUpAnalytics({ rawDays: config().analyticsRawDays })
    .then((result) => {
      if (result.rolledDays.length || result.deletedRawRows) logger.info(result, "analytics rolled up");
    })
    .catch((err: unknown) => logger.error({ err }, "analytics roll-up failed"));
}

/**
 * Analytics roll-up (services/analytics.ts): at start and every hour on every instance; the roll-up itself lets one
 * instance at a time work and is idempotent, so the others' runs cost one query.
 */
export function startAnalyticsRollup(): void {
  clearInterval(timer);
  runOnce();
  timer = setInterval(runOnce, EVERY_MS);
  timer.unref();
}

export function stopAnalyticsRollup(): void {
  clearInterval(timer);
  timer = undefined;
}
