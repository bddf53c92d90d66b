import type { RequestHandler } from "express";
import type { Database } from "../db/client";
import { logger } from "../logger";
import { checkRedis } from "../redis/client";
import { storage } from "../storage/storage";

type Check = "ok" | "down" | "not configured";

/** A dependency that does not answer within this long counts as down (a load balancer's probe times out at a few seconds). */
const CHECK_TIMEOUT_MS = 2_000;

async function probe(name: string, run: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const answer = await Promise.race([
      run(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS))),
    ]);
    return answer === "not configured" ? "not configured" : "ok";
  } catch (error) {
    logger.warn({ dependency: name, err: (error as Error).message }, "readiness check failed");
    return "down";
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /readyz: each dependency this instance needs — the database, the object storage (or the media folder) and,
 * with REDIS_URL, Redis — checked at once; 200 when all answer, else 503 `{error, checks}` naming the one down.
 * Liveness (GET /healthz) stays 200 while the process runs, so an orchestrator does not restart an instance whose
 * database is away.
 */
export function readiness(database: () => Database): RequestHandler {
  return async (_req, res) => {
    const [db, objects, redis] = await Promise.all([
      probe("database", () => database().ping()),
      probe("storage", () => storage().check()),
      probe("redis", checkRedis),
    ]);
    const checks = { database: db, storage: objects, storageDriver: storage().kind, redis };
    res.set("Cache-Control", "no-store");
    const down = (["database", "storage", "redis"] as const).filter((name) => checks[name] === "down");
    if (!down.length) return void res.json({ status: "ready", checks });
    const names = { database: "Database", storage: "Object storage", redis: "Redis" };
    res.status(503).json({ error: `${down.map((name) => names[name]).join(", ")} unavailable`, checks });
  };
}
