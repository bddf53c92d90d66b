import { LOCALE_TAGS, type Locale } from "~/shared/locales";

/** A published date in the visitor's language; UTC so the server's and the browser's text agree. */
export function formatVideoDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeZone: "UTC" }).format(date);
}
