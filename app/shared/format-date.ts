import { LOCALE_TAGS, type Locale } from "./locales";

/**
 * A date in the visitor's language, UTC so the server's and the browser's text agree; "" for an invalid date.
 * Pages get these from their loaders where they can: the browser's first date format sets up its locale data, 25-100
 * ms of main thread on this machine (×4 on a phone), in the middle of hydration.
 */
export function formatDate(iso: string, locale: Locale, style: "medium" | "long"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: style, timeZone: "UTC" }).format(date);
}
