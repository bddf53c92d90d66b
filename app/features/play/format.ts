import type { PotdPreview } from "~/shared/api/potd";
import { LOCALE_TAGS, type Locale } from "~/shared/locales";
import type { PotdCard } from "./types";

// The play pages' dates and sizes are written where their data is made, on the server: a page's first Intl formatter
// costs the browser ~25 ms of main thread (~100 ms on a phone 4× slower), all of it inside hydration.

/** "Tuesday, November 24" in the locale's own format, for a YYYY-MM-DD day. */
export function formatDay(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A puzzle-of-the-day preview as the block shows it, on the server and for a day the browser asks for itself. */
export function potdCard(preview: PotdPreview, titles: Record<string, string>, locale: Locale): PotdCard {
  const { date, image, thumbnailUrl, key } = preview;
  return { date, image, thumbnailUrl, key, title: titles[key] ?? "", day: formatDay(date, locale) };
}

/** "15 kB" in the locale's own format, its spaces non-breaking so the number and unit never part over two lines. */
export function formatBytes(bytes: number, locale: Locale): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: "unit",
    unit: mb ? "megabyte" : "kilobyte",
    unitDisplay: "short",
    maximumFractionDigits: mb ? 1 : 0,
  })
    .format(mb ? bytes / (1024 * 1024) : Math.max(1, bytes / 1024))
    .replace(/\s/g, "\u00a0");
}
