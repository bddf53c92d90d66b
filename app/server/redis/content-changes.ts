import { logger } from "../logger";
import { onPublicContentChange, publicContentChanged } from "../services/public-content";
import type { SharedRedis } from "./client";

/**
 * Tells every instance when public content changes (Redis pub/sub on `<prefix>public-content`), so each empties its
 * page cache at once instead of within the cache's lifetime. A lost message (Redis down) costs at most that lifetime.
 * Returns the function that stops it.
 */
export function shareContentChanges(redis: SharedRedis): () => Promise<void> {
  const channel = `${redis.prefix}public-content`;
  // A subscribed connection can do nothing else; it re-subscribes by itself after a reconnect.
  const subscriber = redis.client.duplicate({ enableOfflineQueue: true });
  subscriber.on("error", () => {});
  subscriber.on("message", (from: string) => {
    if (from === channel) publicContentChanged("elsewhere");
  });
  subscriber.subscribe(channel).catch((err: Error) => logger.warn({ err: err.message }, "could not subscribe to content changes"));
  const stop = onPublicContentChange((origin) => {
    if (origin === "here") redis.client.publish(channel, "changed").catch(() => {});
  });
  return async () => {
    stop();
    await subscriber.quit().catch(() => subscriber.disconnect());
  };
}
