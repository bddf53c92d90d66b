import { isLocale } from "~/shared/locales";
import { isSearchOrder, TERM_MAX } from "~/shared/video-search";
import { canonicalRequestPath } from "./canonical-path";

/**
 * The query parameters a page reads (issue 29: any query string made a new page-cache entry, so `utm_*`, `fbclid` or a
 * bot's `?x=N` forced a full render at ~117× the CPU of a cached page). Everything else — tracking parameters
 * (`utm_*`, `fbclid`, `gclid`, `msclkid`, `yclid`, `mc_cid`, `mc_eid`, `_ga`, `ref`…) and unknown ones alike — is
 * dropped from the shared page's URL, which is both its cache key and the URL it is rendered from, so what is stored
 * never depends on what was dropped. Ignored rather than redirected to the canonical URL: a redirect costs every campaign
 * visitor a round trip before the first paint and takes the parameters away from whatever reads them in the browser;
 * the page's canonical link already names the URL without them.
 */
const PAGE_PARAMETERS: { path: RegExp; names: Record<string, (value: string) => string | null> }[] = [
  // The gallery's page number (routes/play/gallery.tsx): a whole number, 0 being the default.
  { path: /^\/play\/gallery$/, names: { page: (value) => pageNumber(value) } },
  // The watch screen's search (services/videos/watch-page.ts): the term as it is searched (trimmed, at most TERM_MAX),
  // the order as one of the three, and every invalid order as one (searched as viewCount, shown as date: spec §4).
  {
    path: /^\/watch(?:\/[^/]+)?$/,
    names: {
      term: (value) => value.trim().slice(0, TERM_MAX) || null,
      order: (value) => (value === "" ? null : isSearchOrder(value) ? value : "invalid"),
    },
  },
];

/** Read on every page: `?lang=` names the language (only the 8 supported), `?country=` overrides it in development. */
const EVERY_PAGE: Record<string, (value: string, devLogin: boolean) => string | null> = {
  lang: (value) => (isLocale(value) ? value : null),
  country: (value, devLogin) => (devLogin && /^[a-z]{2}$/i.test(value) ? value.toUpperCase() : null),
};

function pageNumber(value: string): string | null {
  const number = Number.parseInt(value, 10);
  return Number.isFinite(number) && number > 0 ? String(Math.min(number, 1_000_000)) : null;
}

/** The URL a shared (cached) page is keyed and rendered by: its own parameters only, normalised and sorted. */
export function sharedPageUrl(requestUrl: string, devLogin: boolean): URL {
  const url = new URL(requestUrl);
  const path = canonicalRequestPath(requestUrl);
  const own = PAGE_PARAMETERS.find((page) => path !== null && page.path.test(path))?.names ?? {};
  const kept = new URLSearchParams();
  for (const name of [...new Set(url.searchParams.keys())].sort()) {
    const raw = url.searchParams.get(name) ?? "";
    const value = name in EVERY_PAGE ? EVERY_PAGE[name](raw, devLogin) : name in own ? own[name](raw) : null;
    if (value !== null) kept.set(name, value);
  }
  url.search = kept.size > 0 ? `?${kept.toString()}` : "";
  url.hash = "";
  return url;
}

/**
 * The request a shared page is keyed and rendered from: its URL as sharedPageUrl makes it, and the visitor's country
 * replaced by its variant (country-variant.ts: the country when it has a page of its own, else none), so the page
 * rendered for one French visitor is the page of every visitor from a country without content of its own.
 */
export function sharedPageRequest(
  received: Request,
  options: { devLogin: boolean; countryHeader: string; variant: string },
): Request {
  const url = sharedPageUrl(received.url, options.devLogin);
  if (url.searchParams.has("country")) {
    if (options.variant) url.searchParams.set("country", options.variant);
    else url.searchParams.delete("country");
  }
  const request = new Request(url.href, received);
  if (options.variant) request.headers.set(options.countryHeader, options.variant);
  else request.headers.delete(options.countryHeader);
  return request;
}
