import type { Config } from "../config";
import { logger } from "../logger";
import { contentTags } from "../services/content-tags";
import type { ChangedTags } from "../services/public-content";

/**
 * Tells the CDN in front of the site to drop its copies of the pages carrying some tags (the same tags the pages send
 * in Surrogate-Key / Cache-Tag, services/content-tags.ts). Only the instance where a change was made purges (the others
 * hear of it through Redis and only empty their own cache), so one change is one purge.
 *
 * To support another CDN, implement this interface and return it from cdnPurgeFor.
 */
export interface CdnPurge {
  /** Purges the pages carrying any of `tags`; resolves when the CDN has accepted it (or failed: logged, never thrown). */
  purge(tags: readonly string[]): Promise<void>;
}

/** Fastly and Cloudflare accept at most this many tags per call (Cloudflare: 30 per request). */
const TAGS_PER_CALL = 30;
const DEADLINE_MS = 5_000;

/**
 * Fastly's and Cloudflare's purge-by-tag APIs (and the tests' stand-in CDN, which speaks both):
 * - fastly: `POST <url>` with `Surrogate-Key: a b c` and `Fastly-Key: <token>`;
 * - cloudflare: `POST <url>` with `{"tags": ["a", "b"]}` and `Authorization: Bearer <token>`.
 * A failed call is tried once more, then logged: the CDN's copy then follows within s-maxage (PAGE_CACHE_SECONDS).
 */
export function httpCdnPurge(settings: NonNullable<Config["cdnPurge"]>): CdnPurge {
  const call = async (tags: readonly string[]) => {
    const headers: Record<string, string> = {};
    let body: string | undefined;
    if (settings.style === "fastly") {
      headers["Surrogate-Key"] = tags.join(" ");
      if (settings.token) headers["Fastly-Key"] = settings.token;
    } else {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify({ tags });
      if (settings.token) headers.Authorization = `Bearer ${settings.token}`;
    }
    const response = await fetch(settings.url, {
      method: "POST",
      headers,
      body,
      signal: AbortSignal.timeout(DEADLINE_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`CDN purge answered ${response.status}`);
  };
  return {
    async purge(tags) {
      for (let start = 0; start < tags.length; start += TAGS_PER_CALL) {
        const batch = tags.slice(start, start + TAGS_PER_CALL);
        try {
          await call(batch).catch(() => call(batch));
        } catch (error) {
          logger.error(
            { err: (error as Error).message, tags: batch },
            "CDN purge failed: its copies follow within PAGE_CACHE_SECONDS",
          );
        }
      }
    },
  };
}

/** The configured CDN's purge, or none (CDN_PURGE_URL unset). */
export function cdnPurgeFor(cfg: Pick<Config, "cdnPurge">): CdnPurge | undefined {
  return cfg.cdnPurge ? httpCdnPurge(cfg.cdnPurge) : undefined;
}

/**
 * The purge of one change: at once, and again a second later. Between the first purge and the moment every other
 * instance has heard of the change (Redis, usually a millisecond), the CDN could fetch the page again from an instance
 * still holding the old copy and keep it for s-maxage; the second purge drops such a copy.
 */
export const PURGE_AGAIN_MS = 1_000;
export function purgeAtTheCdn(cdn: CdnPurge, tags: readonly string[]): void {
  if (tags.length === 0) return;
  void cdn.purge(tags);
  setTimeout(() => void cdn.purge(tags), PURGE_AGAIN_MS).unref();
}

/** The tags to purge for a change: its own, or `site` (every shared page carries it) when it could not say. */
export function purgedTags(tags: ChangedTags): readonly string[] {
  return tags ?? [contentTags.site];
}
