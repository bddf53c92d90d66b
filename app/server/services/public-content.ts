import { AsyncLocalStorage } from "node:async_hooks";

/** Where a change was made: here, or on another instance (told through Redis, server/redis/content-changes.ts). */
export type ChangeOrigin = "here" | "elsewhere";

/**
 * What changed, as the tags of the pages that show it (content-tags.ts), or `null` for "anything": a write that cannot
 * say, a Redis that lost messages. A page carrying any of the tags is out of date; the others are not.
 */
export type ChangedTags = readonly string[] | null;

export interface ContentChange {
  origin: ChangeOrigin;
  tags: ChangedTags;
}
type Listener = (change: ContentChange) => void;

const listeners = new Set<Listener>();
/** The request being answered, so its route's fallback (express-app.ts) knows a service already said what changed. */
const writeScope = new AsyncLocalStorage<{ announced: boolean }>();

/**
 * Something anonymous visitors' pages show has changed: a staff edit, an account's name, a coloring, a video that
 * finished processing. Called after the change is committed, with the tags of what it touched (content-tags.ts); the
 * shared page cache forgets the pages carrying them (server/http/page-cache.ts), the CDN is told to purge them
 * (cdn-purge.ts) and, with REDIS_URL, the other instances hear of it too; otherwise they follow within the cache's lifetime.
 */
export function publicContentChanged(tags: ChangedTags = null, origin: ChangeOrigin = "here"): void {
  const scope = writeScope.getStore();
  if (scope && origin === "here") scope.announced = true;
  const change = { origin, tags: tags ? [...new Set(tags)] : null };
  for (const listener of listeners) listener(change);
}

export function onPublicContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs one request's handling so that publicContentChanged calls made while answering it are seen by announcedIn. */
export function inWriteScope<T>(run: () => T): { result: T; scope: { announced: boolean } } {
  const scope = { announced: false };
  return { result: writeScope.run(scope, run), scope };
}
