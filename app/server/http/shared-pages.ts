import type { RouterContextProvider } from "react-router";
import type { AdmissionGate, Release } from "./admission";
import { visitorCountry } from "./country";
import { encodedBody, preferredEncoding } from "./encoded-page";
import type { CachedPage, PageCache } from "./page-cache";
import { requestInfo } from "./request-context";
import type { Handle, Step } from "./router-steps";
import type { PolicyFor } from "./security";
import { sharedPageRequest } from "./shared-page-url";
import { countShed, shedResponse } from "./shed";
import { tagHeaders } from "./surrogate-keys";
import { logger } from "../logger";

export interface SharedPagesOptions {
  cache: PageCache;
  countryHeader: string;
  /** Dev sign-in is on: `?country=` then overrides the country, and stays in a shared page's URL. */
  devLogin: boolean;
  /** The country a shared page is rendered for (country-variant.ts). */
  countryVariant: (country: string) => string;
  /** The site's policy for a page's nonce (security.ts); none in development, where the site sends none. */
  policyFor?: PolicyFor;
  /**
   * The admission gate (admission.ts): a shared page missing from the cache takes a turn to render; when none is free it
   * gets the page's stale copy (and a render in the background), or waits in the gate's bounded queue and is shed (503,
   * resting page) past it. Every other request took its turn before it reached the router (admitDatabaseWork).
   */
  admission?: AdmissionGate;
}

const LATE = Symbol("late");

/** The promise's value, or LATE once `ms` have passed. */
async function withinWait<T>(promise: Promise<T>, ms: number): Promise<T | typeof LATE> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => (timer = setTimeout(resolve, ms, LATE)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The step that serves anonymous visitors' pages from the shared cache (page-cache.ts). A shared page is keyed by, and
 * rendered from, its URL without the parameters it does not read and the variant of the visitor's country
 * (shared-page-url.ts); every other request passes through untouched.
 */
export function sharedPages(options: SharedPagesOptions): Step {
  const { cache, admission: gate } = options;
  const revalidating = new Set<string>();
  /**
   * Stale-while-revalidate under saturation: a page served stale because no turn was free is rendered again in the
   * background once it gets one, waiting in the gate's queue like any request (once per page at a time; dropped when
   * shed), so a long overload does not keep an old copy for its whole length.
   */
  const revalidateLater = (gate: AdmissionGate, key: string, render: () => Promise<Response>, nonce: string) => {
    if (revalidating.has(key)) return;
    revalidating.add(key);
    void (async () => {
      const release = await gate.enter();
      if (!release) return;
      try {
        const filled = await cache.fill(key, render, nonce);
        if ("response" in filled) await filled.response.body?.cancel();
      } finally {
        release();
      }
    })()
      .catch((error: unknown) => logger.warn({ err: error }, "page revalidation failed"))
      .finally(() => revalidating.delete(key));
  };

  return async (received: Request, context: RouterContextProvider, next: Handle) => {
    if (received.method !== "GET") return next(received, context);
    const request = sharedPageRequest(received, {
      devLogin: options.devLogin,
      countryHeader: options.countryHeader,
      variant: options.countryVariant(visitorCountry(received)),
    });
    const key = cache.keyFor(request);
    if (!key) return next(received, context);
    const send = (page: CachedPage, state: "hit" | "miss" | "stale") =>
      sharedPageResponse(request, page, state, options);
    const { nonce } = requestInfo(context);
    // Another request may be rendering this page on a slow database: wait for it no longer than for a turn.
    const cached = gate ? await withinWait(cache.get(key), gate.waitMs) : await cache.get(key);
    if (cached && cached !== LATE) return send(cached, "hit");
    // Not in the cache: rendering needs the database. Saturated, the last copy (even expired) is served instead.
    let release: Release | null = cached === LATE ? null : (gate?.tryEnter() ?? null);
    if (gate && !release) {
      const saturated = cache.stale(key);
      if (saturated) {
        countShed("stale");
        // Rendered apart from this request, which is answered now: its signal would abort the render when it closes.
        const detached = new Request(request.url, { headers: request.headers });
        if (cached !== LATE) revalidateLater(gate, key, () => next(detached, context), nonce);
        return send(saturated, "stale");
      }
      release = cached === LATE ? null : await gate.enter(request.signal);
      if (!release) return shedResponse(request);
    }
    const filled = await cache.fill(key, () => next(request, context), nonce).finally(release ?? undefined);
    if ("page" in filled) return send(filled.page, "miss");
    // Rendering failed for want of the database: the copy that has outlived its time beats the resting page.
    const stale = filled.response.status === 503 ? cache.stale(key) : null;
    if (!stale) return filled.response;
    await filled.response.body?.cancel();
    return send(stale, "stale");
  };
}

/**
 * A page from the shared cache: public for a CDN, varying by what its key is made of, with the policy naming the nonce
 * it was rendered with (security.ts), and compressed once per page (encoded-page.ts), not by compression() on every
 * request (it leaves an encoded body alone).
 */
async function sharedPageResponse(
  request: Request,
  page: CachedPage,
  state: "hit" | "miss" | "stale",
  options: SharedPagesOptions,
): Promise<Response> {
  const headers = new Headers(page.headers);
  const { cacheControl, vary } = options.cache.headersFor(request, options.countryHeader);
  // A stale copy is served only while the database is away; no other cache should keep it for longer.
  headers.set("Cache-Control", state === "stale" ? "no-store" : cacheControl);
  headers.set("Vary", `${vary}, Accept-Encoding`);
  headers.set("X-Page-Cache", state);
  // What the page shows, for a CDN to purge it by (cdn-purge.ts); a stale copy is not kept by one at all.
  if (state !== "stale") for (const [name, value] of Object.entries(tagHeaders(page.tags))) headers.set(name, value);
  if (options.policyFor) headers.set("Content-Security-Policy", options.policyFor(page.nonce));
  const encoding = preferredEncoding(request.headers.get("accept-encoding"));
  const body = encoding ? await encodedBody(page.body, encoding) : page.body;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
    status: page.status,
    headers,
  });
}
