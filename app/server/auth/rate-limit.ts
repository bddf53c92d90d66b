import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { HttpError } from "../http/api";

/** Sign-in starts: 20 a minute per IP address (DESIGN §4.7). */
const signInStarts = new RateLimiterMemory({ keyPrefix: "sign-in", points: 20, duration: 60 });

/** Counts one sign-in start for an IP, or throws a 429 HttpError with Retry-After. */
export async function limitSignInStart(ip: string): Promise<void> {
  try {
    await signInStarts.consume(ip || "unknown");
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new HttpError(429, "Too many sign-in attempts. Please wait a minute and try again.", { "Retry-After": String(seconds) });
  }
}
