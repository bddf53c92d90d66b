import { LRUCache } from "lru-cache";
import { COOKIE_CONSENT_COOKIE } from "~/shared/constants";
import { LANG_COOKIE } from "~/shared/locales";
import { localeFromAcceptLanguage, readCookie, resolveLocale } from "../locale";
import { canonicalRequestPath } from "./canonical-path";
import { contentTags, pageTagCollector } from "../services/content-tags";
import type { ChangedTags } from "../services/public-content";
import { visitorCountry } from "./country";

/** Cache-Control of a page rendered for one visitor (entry.server's default): the browser revalidates, no shared cache keeps it. */
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-cache";

/**
 * Cookies that do not make a page personal: the language and the cookie-consent answer change what is rendered, so
 * they are part of the key (through the resolved language and the consent flag). Any other cookie — a session, a
 * flash message, anything unknown — means the page may be personal, and it is rendered for that visitor alone.
 */
const NEUTRAL_COOKIES = new Set([LANG_COOKIE, COOKIE_CONSENT_COOKIE]);

/** Paths whose pages are always personal or never pages at all. */
const PRIVATE_AREAS = /^\/(?:api|auth|user|logged|redirect|rt-dashboard|leave)(?:\/|$)/;

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The nonce its inline scripts carry: every copy is sent with a policy naming it (security.ts says why). */
  nonce: string;
  /** What the page shows (services/content-tags.ts): a change announcing one of them removes it. */
  tags: string[];
}

export interface PageCache {
  /**
   * The cache key of an anonymous visitor's page request, or null when the answer may be personal. Give it the request
   * with its URL as sharedPageUrl makes it, and render from that same request.
   */
  keyFor(request: Request): string | null;
  /** The cached page, or the one another request is rendering right now (null when there is none or it was not storable). */
  get(key: string): Promise<CachedPage | null>;
  /**
   * The last copy of the page even when its time is over (an entry outlives its TTL until the LRU evicts it or a
   * content change removes it): served when rendering failed because the database is away.
   */
  stale(key: string): CachedPage | null;
  /**
   * Renders through `render` once for all concurrent requests of the key; stores the answer when it is shareable, with
   * the tags of what its render read.
   */
  fill(
    key: string,
    render: () => Promise<Response>,
    nonce: string,
  ): Promise<{ page: CachedPage } | { response: Response }>;
  /** Forgets the pages carrying any of `tags` (null: every page); returns how many it forgot. */
  invalidate(tags: ChangedTags): number;
  clear(): void;
  /** The Cache-Control of a shared page: browsers revalidate, a CDN may keep it for the same time as this cache. */
  readonly cacheControl: string;
  /**
   * The Vary of a shared page, for a CDN: its key is the URL (as sharedPageUrl normalises it), the cookies (only `lang`
   * and `cookie_consent` reach a shared page) and the country header. A page whose language came from Accept-Language
   * alone is not given to a CDN at all (see headersFor), so no shared answer varies on that raw header.
   */
  vary(countryHeader: string): string;
  /** Cache-Control and Vary of a shared page sent to this request. */
  headersFor(request: Request, countryHeader: string): { cacheControl: string; vary: string };
}

function cookieNames(request: Request): string[] {
  const header = request.headers.get("cookie");
  if (!header) return [];
  return header
    .split(";")
    .map((part) => part.split("=")[0].trim())
    .filter(Boolean);
}

function shareable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    response.headers.get("cache-control") === PRIVATE_PAGE_CACHE_CONTROL &&
    /^text\/html\b/i.test(response.headers.get("content-type") ?? "")
  );
}

async function toCachedPage(response: Response, nonce: string, tags: () => string[]): Promise<CachedPage> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers.entries()].filter(
    ([name]) => !["cache-control", "content-length", "vary"].includes(name),
  );
  // Read once the whole body has streamed: what a streamed part read is in it too.
  return {
    status: response.status,
    headers,
    body,
    nonce,
    tags: tags(),
  };
}

/**
 * The shared cache of anonymous visitors' pages (issue 15): a signed-out visitor sees the same page as every other
 * signed-out visitor with the same URL, language, country and cookie-consent answer, so it is rendered once per
 * `ttlSeconds` and served from memory (LRU, bounded in bytes). Only requests without a personal cookie read or fill
 * it, and only plain 200 HTML answers without Set-Cookie are stored, so a signed-in page never lands here.
 */
export function createPageCache(options: {
  ttlSeconds: number;
  maxBytes?: number;
  countryVariant?: (country: string) => string;
}): PageCache {
  const countryVariant = options.countryVariant ?? ((country: string) => country);
  // Which cached pages carry each tag, kept in step with the LRU (its disposal covers eviction, deletion and clear).
  const byTag = new Map<string, Set<string>>();
  const pages = new LRUCache<string, CachedPage>({
    ttl: options.ttlSeconds * 1000,
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (page) => page.body.length + 1024,
    // An expired page stays (within maxSize) for stale(); get() still answers only fresh ones.
    noDeleteOnStaleGet: true,
    dispose: (page, key) => {
      for (const tag of page.tags) {
        const keys = byTag.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) byTag.delete(tag);
      }
    },
  });
  const rendering = new Map<string, Promise<CachedPage | null>>();
  const changes = createChangeLog();
  const invalidate = (tags: ChangedTags): number => {
    changes.record(tags);
    if (tags === null || tags.includes(contentTags.site)) {
      const count = pages.size;
      pages.clear();
      return count;
    }
    const keys = new Set(tags.flatMap((tag) => [...(byTag.get(tag) ?? [])]));
    for (const key of keys) pages.delete(key);
    return keys.size;
  };

  const cacheControl = `public, max-age=0, s-maxage=${options.ttlSeconds}, stale-while-revalidate=${options.ttlSeconds}`;
  const vary = (countryHeader: string) => `Cookie, ${countryHeader}`;
  return {
    cacheControl,
    vary,
    headersFor(request, countryHeader) {
      if (localeFromAcceptLanguage(request))
        return { cacheControl: PRIVATE_PAGE_CACHE_CONTROL, vary: `Cookie, Accept-Language, ${countryHeader}` };
      return { cacheControl, vary: vary(countryHeader) };
    },
    keyFor(request) {
      if (options.ttlSeconds <= 0 || request.method !== "GET" || request.headers.has("authorization")) return null;
      if (cookieNames(request).some((name) => !NEUTRAL_COOKIES.has(name))) return null;
      const path = canonicalRequestPath(request.url);
      if (path === null || PRIVATE_AREAS.test(path)) return null;
      const url = new URL(request.url);
      // Client navigations' data (`.data`) is not a page: the canonical path has it removed, the URL still says so.
      if (url.pathname.endsWith(".data")) return null;
      // The same reading as the root loader's cookieConsent, so the key and the rendered banner always agree.
      const consent = readCookie(request, COOKIE_CONSENT_COOKIE) === "1" ? "1" : "0";
      return [resolveLocale(request), countryVariant(visitorCountry(request)), consent, url.pathname + url.search].join(
        "|",
      );
    },
    async get(key) {
      return pages.get(key) ?? (await rendering.get(key)) ?? null;
    },
    stale(key) {
      return pages.get(key, { allowStale: true }) ?? null;
    },
    async fill(key, render, nonce) {
      const started = changes.begin();
      const tagging = pageTagCollector();
      let settle: (page: CachedPage | null) => void = () => {};
      // Requests for the same page that arrive while it renders wait for this render instead of starting their own.
      rendering.set(key, new Promise((resolve) => (settle = resolve)));
      try {
        const response = await tagging.run(render);
        if (!shareable(response)) {
          settle(null);
          return { response };
        }
        const page = await tagging.run(() => toCachedPage(response, nonce, tagging.tags));
        // A change to what this page shows that landed while it rendered may not be in it: serve it this once, keep it not.
        if (!changes.touchedSince(started, page.tags)) {
          pages.set(key, page);
          for (const tag of page.tags) byTag.set(tag, (byTag.get(tag) ?? new Set()).add(key));
        }
        settle(page);
        return { page };
      } catch (error) {
        settle(null);
        throw error;
      } finally {
        changes.end(started);
        rendering.delete(key);
      }
    },
    invalidate,
    clear: () => void invalidate(null),
  };
}

/**
 * The changes announced while pages render, so that a render which started before a change to something it shows is
 * not stored. Only the changes since the oldest render still running are kept.
 */
function createChangeLog() {
  let sequence = 0;
  const running = new Map<number, number>();
  let log: { at: number; tags: ChangedTags }[] = [];
  return {
    begin(): number {
      const at = sequence;
      running.set(at, (running.get(at) ?? 0) + 1);
      return at;
    },
    end(at: number) {
      const left = (running.get(at) ?? 1) - 1;
      if (left > 0) running.set(at, left);
      else running.delete(at);
      const oldest = Math.min(...running.keys());
      log = running.size === 0 ? [] : log.filter((change) => change.at > oldest);
    },
    record(tags: ChangedTags) {
      sequence++;
      if (running.size > 0) log.push({ at: sequence, tags });
    },
    touchedSince(at: number, tags: string[]): boolean {
      return log.some(
        (change) => change.at > at && (change.tags === null || change.tags.some((tag) => tags.includes(tag))),
      );
    },
  };
}

/** API writes that change what anonymous pages show (campaigns, SEO, media, videos, colorings, accounts). */
const CONTENT_WRITES = /^\/api\/(?:admin|upload|coloring|delete-account|change-account)(?:\/|$)/;

export function changesPublicContent(method: string, path: string | null): boolean {
  return method !== "GET" && method !== "HEAD" && path !== null && CONTENT_WRITES.test(path);
}
