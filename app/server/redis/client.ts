import { Redis } from "ioredis";
import type { Config } from "../config";
import { logger } from "../logger";

// The shared Redis of several instances (REDIS_URL): rate limits, the YouTube answer cache and cache invalidations.
// Without REDIS_URL all of these stay in this process's memory, as for a single instance.

export interface SharedRedis {
  client: Redis;
  /** Every key and channel of this site starts with it (REDIS_PREFIX), so one Redis can serve several sites or test runs. */
  prefix: string;
  /** Whether the last command or connection attempt worked. */
  up(): boolean;
}

let current: SharedRedis | undefined;

/**
 * Connects (waiting at most `waitMs` for the first connection: a Redis that is down must not keep the site from
 * starting). Commands fail at once while disconnected (no offline queue), so a request never waits on a dead Redis;
 * the client reconnects by itself, and each outage and recovery is logged once.
 */
export async function openRedis(settings: NonNullable<Config["redis"]>, waitMs = 3_000): Promise<SharedRedis> {
  const client = new Redis(settings.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let up = false;
  client.on("ready", () => {
    if (!up) logger.info("Redis connected");
    up = true;
  });
  client.on("error", (err: Error) => {
    if (up) logger.error({ err: err.message }, "Redis unavailable: limits fall back as documented until it is back");
    up = false;
  });
  client.on("end", () => void (up = false));
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    client.once("ready", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  if (!up) logger.error("Redis unreachable at start: limits fall back as documented until it is reachable");
  return { client, prefix: settings.prefix, up: () => up };
}

export function sharedRedis(): SharedRedis | undefined {
  return current;
}

export function setSharedRedis(next: SharedRedis | undefined): void {
  current = next;
}

/** GET /readyz: throws when Redis is configured and does not answer a PING within a second. */
export async function checkRedis(): Promise<"ok" | "not configured"> {
  if (!current) return "not configured";
  await current.client.ping();
  return "ok";
}

export async function closeRedis(): Promise<void> {
  const redis = current;
  current = undefined;
  await redis?.client.quit().catch(() => redis.client.disconnect());
}
