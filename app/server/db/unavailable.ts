/**
 * Whether an error means "the database cannot be reached right now" (a restart, a failover, an administrator closing
 * connections) rather than a fault in the request or the code. Those are answered 503 with Retry-After: the client
 * may simply try again, and a load balancer can tell an outage from a bug.
 */

/** Node socket errors seen when the server is gone or the network between is cut. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of an unreachable database: class 08 (connection exception), 57P01–57P03 (administrator or crash
 * shutdown, cannot connect now), 53300 (too many connections), 55000 with ALLOW_CONNECTIONS false, 57014 (a statement
 * cancelled by statement_timeout: the database is too slow to answer now, db/client.ts STATEMENT_DEADLINES).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith("08") || ["57P01", "57P02", "57P03", "57014", "53300", "55000"].includes(code);
}

/** pg's own messages for a dead or never-made connection (they carry no code). */
const POOL_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "is not queryable",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end on the pool",
  // query_timeout: no answer from a stalled server or network.
  "Query read timeout",
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps driver errors (DrizzleQueryError) and better-auth wraps them again: follow the causes.
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (
      typeof code === "string" &&
      (SOCKET_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))
    )
      return true;
    if (typeof message === "string" && POOL_MESSAGES.some((text) => message.includes(text))) return true;
    current = cause;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a moment.";
/** Seconds a client should wait before retrying during an outage (a restart usually takes a few seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
