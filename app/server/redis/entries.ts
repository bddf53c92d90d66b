import crypto from "node:crypto";
import type { EntryStore } from "../services/videos/cache";
import { sharedRedis } from "./client";

/**
 * A cache's entries in the shared Redis (JSON, expiring with the entry's stale limit), or undefined without REDIS_URL.
 * Keys are hashed: a cache key may be long (a list of video ids).
 */
export function sharedEntries<V>(name: string): EntryStore<V> | undefined {
  const redis = sharedRedis();
  if (!redis) return undefined;
  const keyOf = (key: string) =>
    `${redis.prefix}cache:${name}:${crypto.createHash("sha256").update(key).digest("base64url")}`;
  return {
    async read(key) {
      const raw = await redis.client.get(keyOf(key));
      return raw === null ? undefined : JSON.parse(raw);
    },
    async write(key, entry, keepMs) {
      await redis.client.set(keyOf(key), JSON.stringify(entry), "PX", Math.max(1, Math.round(keepMs)));
    },
  };
}
