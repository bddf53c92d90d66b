import { DEFAULT_LOCALE, LANG_COOKIE, isLocale, parseAcceptLanguage, pickLocale, type Locale } from "~/shared/locales";

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
  const url = new URL(request.url);
  const segment = url.pathname.replace(/\/$/, "").slice(1);
  if (isLocale(segment)) return segment;
  const query = url.searchParams.get("lang");
  if (isLocale(query)) return query;
  const cookie = readCookie(request, LANG_COOKIE);
  if (isLocale(cookie)) return cookie;
  return pickLocale(parseAcceptLanguage(request.headers.get("accept-language"))) ?? DEFAULT_LOCALE;
}
