import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { HttpError } from "./api";

/**
 * Rate limits of DESIGN §4.7, kept in memory per instance (several instances each allow the budget:
 * good enough against a runaway script; a shared store can replace RateLimiterMemory later).
 */
export const RATE_LIMITS = {
  /** Coloring uploads: 10 an hour per user. */
  upload: { points: 10, duration: 60 * 60, message: "You have uploaded a lot of pictures. Please try again later." },
  /**
   * Upload attempts, refused ones included: 60 an hour per user. Only successful uploads spend the `upload` budget
   * (a refused picture is given back), so this bounds the refused ones (each may cost a header parse or a decode).
   */
  uploadAttempt: { points: 60, duration: 60 * 60, message: "You have tried to upload a lot of pictures. Please try again later." },
  /** Reactions: 60 a minute per user. */
  reaction: { points: 60, duration: 60, message: "Too many reactions. Please wait a moment." },
  /** Sign-in starts: 20 a minute per IP address. */
  signIn: { points: 20, duration: 60, message: "Too many sign-in attempts. Please wait a minute and try again." },
  /**
   * First-party analytics (page views and game events): 120 a minute per IP address, several times what a busy
   * visitor sends, so a script cannot fill the table (a school behind one address may lose a few events).
   */
  analytics: { points: 120, duration: 60, message: "Too many analytics events. Please slow down." },
  /** Video searches that reach YouTube (not answered from the cache): 20 in 10 minutes per IP address. */
  videoSearch: { points: 20, duration: 10 * 60, message: "Too many new video searches. Please wait a few minutes and try again." },
} as const;

export type RateLimitKind = keyof typeof RATE_LIMITS;

const limiters = new Map<RateLimitKind, RateLimiterMemory>();

function limiter(kind: RateLimitKind): RateLimiterMemory {
  let found = limiters.get(kind);
  if (!found) {
    const { points, duration } = RATE_LIMITS[kind];
    found = new RateLimiterMemory({ keyPrefix: kind, points, duration });
    limiters.set(kind, found);
  }
  return found;
}

/** Spends one point for `key` (a user id or an IP address); over the budget throws a 429 `{error}` with Retry-After. */
export async function rateLimit(kind: RateLimitKind, key: string): Promise<void> {
  try {
    await limiter(kind).consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new HttpError(429, RATE_LIMITS[kind].message, { "Retry-After": String(seconds) });
  }
}

/** Gives a point back, e.g. when the request failed for a reason that should not count against the user. */
export async function refundRateLimit(kind: RateLimitKind, key: string): Promise<void> {
  await limiter(kind).reward(key, 1).catch(() => {});
}

/** Tests start every case with a full budget. */
export function resetRateLimits(): void {
  limiters.clear();
}
