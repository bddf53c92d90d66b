import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { logger } from "../../logger";
import { sharedRedis, type SharedRedis } from "../../redis/client";

/** What each YouTube Data API call costs of the day's quota (Google's published costs). */
export const QUOTA_COST = { search: 100, videos: 1 } as const;

export interface QuotaBudget {
  /** Spends `units` of today's budget before a call; false when that would go over it (the call must not be made). */
  spend(units: number): Promise<boolean>;
  /** YouTube itself answered with a quota error: the rest of today's budget is gone, for every instance. */
  exhaust(): Promise<void>;
}

const PACIFIC_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Los_Angeles",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The quota day: YouTube resets project quotas at midnight Pacific Time. */
export function quotaDay(now = new Date()): string {
  return PACIFIC_DAY.format(now);
}

/**
 * The site's YouTube quota as one budget for every instance (issue 29): `dailyUnits` a Pacific day, counted in Redis
 * when REDIS_URL is set (every instance spends the same budget), else in this process's memory (one instance). The
 * per-IP limit (rate-limit.ts `videoSearch`) still applies first, so one visitor cannot spend the site's budget.
 * While Redis is down each instance counts in its own memory until it is back (the per-IP search limit refuses then).
 * A call refused by the budget is answered like a quota error from YouTube (youtube.ts): cached answers are still served.
 */
export function quotaBudget(options: {
  dailyUnits: number;
  redis?: () => SharedRedis | undefined;
  now?: () => Date;
}): QuotaBudget {
  const redisOf = options.redis ?? sharedRedis;
  const now = options.now ?? (() => new Date());
  // Keys carry the day, so each one only has to outlive its day.
  const duration = 2 * 86_400;
  let built: { redis: SharedRedis | undefined; limiter: RateLimiterAbstract } | undefined;
  let lastLog = 0;
  const limiter = () => {
    const redis = redisOf();
    if (!built || built.redis !== redis) {
      const memory = new RateLimiterMemory({ keyPrefix: "youtube-quota", points: options.dailyUnits, duration });
      const limiter = redis
        ? new RateLimiterRedis({
            storeClient: redis.client,
            keyPrefix: `${redis.prefix}youtube-quota`,
            points: options.dailyUnits,
            duration,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
      built = { redis, limiter };
    }
    return built.limiter;
  };
  return {
    async spend(units) {
      try {
        await limiter().consume(quotaDay(now()), units);
        return true;
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        if (Date.now() - lastLog > 60_000) {
          lastLog = Date.now();
          logger.warn(
            { dailyUnits: options.dailyUnits },
            "YouTube daily quota budget spent: answering from the cache only until the quota day ends",
          );
        }
        return false;
      }
    },
    async exhaust() {
      await limiter()
        .penalty(quotaDay(now()), options.dailyUnits)
        .catch(() => {});
    },
  };
}
