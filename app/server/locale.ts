import { pageUrl } from "./http/page-url";
import {
  DEFAULT_LOCALE,
  LANG_COOKIE,
  isLocale,
  languageCookie,
  parseAcceptLanguage,
  pickLocale,
  type Locale,
} from "~/shared/locales";

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The locale of a request: a language home path (/ko) or `?lang=` first (each language's own URL for
 * search engines), then the lang cookie, then the browser's languages (zh → zh-cn), else en (spec §4).
 */
export function resolveLocale(request: Request): Locale {
  const named = localeInUrl(pageUrl(request));
  if (named) return named;
  const cookie = readCookie(request, LANG_COOKIE);
  if (isLocale(cookie)) return cookie;
  return pickLocale(parseAcceptLanguage(request.headers.get("accept-language"))) ?? DEFAULT_LOCALE;
}

/**
 * Whether the request's language came from the browser's Accept-Language alone (no language in the URL, no lang
 * cookie). Such a page may be shared within an instance, keyed by the resolved language, but not by a CDN: it would
 * have to vary on the raw header, one copy per browser's list (issue 29).
 */
export function localeFromAcceptLanguage(request: Request): boolean {
  return !localeInUrl(pageUrl(request)) && !isLocale(readCookie(request, LANG_COOKIE));
}

/** The language a URL names: a language home path (/ko) or `?lang=`. */
export function localeInUrl(url: URL): Locale | undefined {
  const segment = url.pathname.replace(/\/$/, "").slice(1);
  if (isLocale(segment)) return segment;
  const query = url.searchParams.get("lang");
  return isLocale(query) ? query : undefined;
}

/**
 * A visitor who opened a language's own URL has chosen that language (spec §4: chosen once, changeable later):
 * the Set-Cookie value that keeps it for the next pages and reloads, or undefined when the cookie already says so.
 */
export function languageChoiceCookie(request: Request): string | undefined {
  const named = localeInUrl(pageUrl(request));
  if (!named || readCookie(request, LANG_COOKIE) === named) return undefined;
  return languageCookie(named);
}
