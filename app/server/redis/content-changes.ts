import { z } from "zod";
import { logger } from "../logger";
import { onPublicContentChange, publicContentChanged, type ChangedTags } from "../services/public-content";
import type { SharedRedis } from "./client";

/** A message on the channel: the tags of what changed, or null for anything (also what older instances' "changed" means). */
const messageSchema = z.object({ tags: z.array(z.string().max(300)).max(1_000).nullable() });

export function encodeChange(tags: ChangedTags): string {
  return JSON.stringify({ tags });
}

export function decodeChange(message: string): ChangedTags {
  try {
    const parsed = messageSchema.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data.tags : null;
  } catch {
    return null;
  }
}

/**
 * Tells every instance what public content changed (Redis pub/sub on `<prefix>public-content`, the tags of the pages
 * that show it), so each forgets those pages at once instead of within the cache's lifetime. Messages published while
 * this instance was cut off from Redis are lost: when its subscription comes back it forgets every page instead. A lost
 * message (Redis down) costs at most the cache's lifetime. Returns the function that stops it.
 */
export function shareContentChanges(redis: SharedRedis): () => Promise<void> {
  const channel = `${redis.prefix}public-content`;
  // A subscribed connection can do nothing else; it re-subscribes by itself after a reconnect.
  const subscriber = redis.client.duplicate({ enableOfflineQueue: true });
  let connectedBefore = false;
  subscriber.on("error", () => {});
  subscriber.on("ready", () => {
    if (connectedBefore) publicContentChanged(null, "elsewhere");
    connectedBefore = true;
  });
  subscriber.on("message", (from: string, message: string) => {
    if (from === channel) publicContentChanged(decodeChange(message), "elsewhere");
  });
  subscriber
    .subscribe(channel)
    .catch((err: Error) => logger.warn({ err: err.message }, "could not subscribe to content changes"));
  const stop = onPublicContentChange(({ origin, tags }) => {
    if (origin === "here") redis.client.publish(channel, encodeChange(tags)).catch(() => {});
  });
  return async () => {
    stop();
    await subscriber.quit().catch(() => subscriber.disconnect());
  };
}
