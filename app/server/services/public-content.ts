/** Where a change was made: here, or on another instance (told through Redis, server/redis/content-changes.ts). */
export type ChangeOrigin = "here" | "elsewhere";
type Listener = (origin: ChangeOrigin) => void;

const listeners = new Set<Listener>();

/**
 * Something anonymous visitors' pages show has changed: a staff edit, an account's name, a coloring, a video that
 * finished processing. The shared page cache listens (server/http/page-cache.ts); with REDIS_URL the other instances
 * hear of it too, otherwise they follow within the cache's lifetime.
 */
export function publicContentChanged(origin: ChangeOrigin = "here"): void {
  for (const listener of listeners) listener(origin);
}

export function onPublicContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
