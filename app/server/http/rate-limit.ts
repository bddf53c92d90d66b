import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { logger } from "../logger";
import { sharedRedis } from "../redis/client";
import { HttpError } from "./api";

/**
 * Rate limits of DESIGN §4.7. With REDIS_URL they are kept in Redis, so the budget holds across every instance
 * together; without it, in this process's memory (one instance).
 *
 * When Redis stops answering mid-traffic each limit does what `whenRedisIsDown` says, and the outage is logged:
 * - "per-instance" (fail open, but bounded): the limit falls back to this process's memory, so each instance allows
 *   the budget until Redis is back: N instances allow N times the budget for a few minutes. Chosen where refusing
 *   would stop children using the site (signing in, reacting, page-view analytics) and the cost of a few extra
 *   requests is a few rows.
 * - "refuse" (fail closed): 503 until Redis is back. Chosen where each request costs something shared and lasting:
 *   picture uploads (stored files and staff moderation work on a children's site) and YouTube searches (the site's
 *   daily API quota, spent by every instance together: 100 searches a day in all).
 * Redis coming back needs nothing: the client reconnects and the next request uses it again.
 */
export const RATE_LIMITS = {
  /** Coloring uploads: 10 an hour per user. */
  upload: {
    points: 10,
    duration: 60 * 60,
    whenRedisIsDown: "refuse",
    message: "You have uploaded a lot of pictures. Please try again later.",
  },
  /**
   * Upload attempts, refused ones included: 60 an hour per user. Only successful uploads spend the `upload` budget
   * (a refused picture is given back), so this bounds the refused ones (each may cost a header parse or a decode).
   */
  uploadAttempt: {
    points: 60,
    duration: 60 * 60,
    whenRedisIsDown: "refuse",
    message: "You have tried to upload a lot of pictures. Please try again later.",
  },
  /** Reactions: 60 a minute per user. */
  reaction: {
    points: 60,
    duration: 60,
    whenRedisIsDown: "per-instance",
    message: "Too many reactions. Please wait a moment.",
  },
  /** Sign-in starts: 20 a minute per IP address. */
  signIn: {
    points: 20,
    duration: 60,
    whenRedisIsDown: "per-instance",
    message: "Too many sign-in attempts. Please wait a minute and try again.",
  },
  /**
   * First-party analytics (page views and game events): 120 a minute per IP address, several times what a busy
   * visitor sends, so a script cannot fill the table (a school behind one address may lose a few events).
   */
  analytics: {
    points: 120,
    duration: 60,
    whenRedisIsDown: "per-instance",
    message: "Too many analytics events. Please slow down.",
  },
  /** Video searches that reach YouTube (not answered from the cache): 20 in 10 minutes per IP address. */
  videoSearch: {
    points: 20,
    duration: 10 * 60,
    whenRedisIsDown: "refuse",
    message: "Too many new video searches. Please wait a few minutes and try again.",
  },
} as const;

export type RateLimitKind = keyof typeof RATE_LIMITS;

/** The answer of a fail-closed limit while Redis is down. */
export const LIMITS_UNAVAILABLE = "This is not possible right now. Please try again in a few minutes.";

const limiters = new Map<RateLimitKind, RateLimiterAbstract>();
let lastOutageLog = 0;

function limiter(kind: RateLimitKind): RateLimiterAbstract {
  let found = limiters.get(kind);
  if (!found) {
    const { points, duration, whenRedisIsDown } = RATE_LIMITS[kind];
    const redis = sharedRedis();
    const memory = new RateLimiterMemory({ keyPrefix: kind, points, duration });
    found = redis
      ? new RateLimiterRedis({
          storeClient: redis.client,
          keyPrefix: `${redis.prefix}limit:${kind}`,
          points,
          duration,
          rejectIfRedisNotReady: true,
          insuranceLimiter: whenRedisIsDown === "per-instance" ? memory : undefined,
        })
      : memory;
    limiters.set(kind, found);
  }
  return found;
}

/** Spends one point for `key` (a user id or an IP address); over the budget throws a 429 `{error}` with Retry-After. */
export async function rateLimit(kind: RateLimitKind, key: string): Promise<void> {
  try {
    await limiter(kind).consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) {
      // Only a fail-closed limit gets here (the others answered from memory): its store is unreachable.
      if (Date.now() - lastOutageLog > 10_000) {
        lastOutageLog = Date.now();
        logger.error(
          { err: (error as Error).message, kind },
          "rate limit store unreachable: refusing this kind of request",
        );
      }
      throw new HttpError(503, LIMITS_UNAVAILABLE, { "Retry-After": "60" });
    }
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new HttpError(429, RATE_LIMITS[kind].message, { "Retry-After": String(seconds) });
  }
}

/** Gives a point back, e.g. when the request failed for a reason that should not count against the user. */
export async function refundRateLimit(kind: RateLimitKind, key: string): Promise<void> {
  await limiter(kind)
    .reward(key, 1)
    .catch(() => {});
}

/** Tests start every case with a full budget (and a server that connected to Redis builds its limiters anew). */
export function resetRateLimits(): void {
  limiters.clear();
}
