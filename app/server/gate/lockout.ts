import { LRUCache } from "lru-cache";
import { z } from "zod";
import { GATE_LOCKOUT, lockSeconds } from "~/shared/gate-rules";
import { logger } from "../logger";
import { sharedRedis } from "../redis/client";

// The gate's lockout (DESIGN §4.17), kept on the server so it holds without scripts: three wrong answers lock the
// gate for this visitor with a growing delay. Kept in Redis with REDIS_URL (every instance sees it), else in memory.

const storedRecordSchema = z
  .object({ wrong: z.number().int().min(0), locks: z.number().int().min(0), lockedUntil: z.number() })
  .partial();

interface GateRecord {
  /** Wrong answers since the last lock or right answer. */
  wrong: number;
  /** How many times the gate has locked for this visitor. */
  locks: number;
  /** Epoch ms until which every answer is refused. */
  lockedUntil: number;
}

const KEEP_MS = 60 * 60_000;
const memory = new LRUCache<string, GateRecord>({ max: 50_000, ttl: KEEP_MS });
const EMPTY: GateRecord = { wrong: 0, locks: 0, lockedUntil: 0 };

async function read(key: string): Promise<GateRecord> {
  const redis = sharedRedis();
  if (redis?.up()) {
    try {
      const raw = await redis.client.get(`${redis.prefix}gate:${key}`);
      // A record that does not parse (another version's, or damaged) counts as none rather than failing the gate.
      if (raw) return { ...EMPTY, ...(storedRecordSchema.safeParse(JSON.parse(raw)).data ?? {}) };
      return memory.get(key) ?? EMPTY;
    } catch (error) {
      logger.warn({ err: (error as Error).message }, "gate lockout: Redis unavailable, using this instance's memory");
    }
  }
  return memory.get(key) ?? EMPTY;
}

async function write(key: string, record: GateRecord): Promise<void> {
  memory.set(key, record);
  const redis = sharedRedis();
  if (!redis?.up()) return;
  try {
    await redis.client.set(`${redis.prefix}gate:${key}`, JSON.stringify(record), "PX", KEEP_MS);
  } catch (error) {
    logger.warn({ err: (error as Error).message }, "gate lockout: Redis unavailable, kept in this instance's memory");
  }
}

/** Seconds the gate stays locked for this visitor (0 when open). */
export async function lockedFor(key: string, now = Date.now()): Promise<number> {
  const { lockedUntil } = await read(key);
  return lockedUntil > now ? Math.ceil((lockedUntil - now) / 1000) : 0;
}

/** Counts a wrong answer; answers the seconds of the lock it starts (0 when the gate stays open). */
export async function recordWrong(key: string, now = Date.now()): Promise<number> {
  const record = await read(key);
  const wrong = record.wrong + 1;
  if (wrong < GATE_LOCKOUT.wrongAnswers) {
    await write(key, { ...record, wrong });
    return 0;
  }
  const seconds = lockSeconds(record.locks);
  await write(key, { wrong: 0, locks: record.locks + 1, lockedUntil: now + seconds * 1000 });
  return seconds;
}

/** A right answer opens the gate and forgets earlier wrong answers. */
export async function recordRight(key: string): Promise<void> {
  memory.delete(key);
  const redis = sharedRedis();
  if (!redis?.up()) return;
  await redis.client.del(`${redis.prefix}gate:${key}`).catch(() => undefined);
}
