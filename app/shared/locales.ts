export const LOCALES = ["en", "ko", "zh-cn", "zh-hk", "zh-tw", "ja", "ru", "id"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Names shown in language lists, each in its own language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  ko: "한국어",
  "zh-cn": "简体中文",
  "zh-hk": "繁體中文（香港）",
  "zh-tw": "繁體中文（台灣）",
  ja: "日本語",
  ru: "Русский",
  id: "Bahasa Indonesia",
};

/** BCP 47 tags for <html lang>, hreflang and Intl. */
export const LOCALE_TAGS: Record<Locale, string> = {
  en: "en",
  ko: "ko",
  "zh-cn": "zh-Hans-CN",
  "zh-hk": "zh-Hant-HK",
  "zh-tw": "zh-Hant-TW",
  ja: "ja",
  ru: "ru",
  id: "id",
};

export const LANG_COOKIE = "lang";
export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The lang cookie that keeps a language choice for 365 days (set by the language switcher and by a language's own URL). */
export function languageCookie(locale: Locale): string {
  return `${LANG_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Anything unsupported becomes en (spec §5). */
export function toLocale(value: unknown): Locale {
  const lower = typeof value === "string" ? value.toLowerCase() : value;
  return isLocale(lower) ? lower : DEFAULT_LOCALE;
}

/** Matches one browser language tag to a supported locale; zh maps to zh-cn (spec §4). */
export function matchLanguageTag(tag: string): Locale | null {
  const t = tag.trim().toLowerCase();
  if (!t) return null;
  if (isLocale(t)) return t;
  if (t.startsWith("zh")) {
    if (/-(hk|mo)\b/.test(t)) return "zh-hk";
    if (/-(tw|hant)\b/.test(t)) return "zh-tw";
    return "zh-cn";
  }
  const base = t.split("-")[0];
  return isLocale(base) ? base : null;
}

/** Picks the first supported language of a list in preference order. */
export function pickLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const hit = matchLanguageTag(tag);
    if (hit) return hit;
  }
  return null;
}

/** Parses an Accept-Language header into tags sorted by quality. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
