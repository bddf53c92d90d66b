import { createContext, useContext } from "react";
import { formatDate } from "~/shared/format-date";
import type { Locale } from "~/shared/locales";

/** The page's dates as the server wrote them (WatchPageData.dates), keyed by publishedAt. */
export const VideoDates = createContext<Readonly<Record<string, string>>>({});

/**
 * Gives a video's published date: the server's text for the videos the page came with (so hydrating formats no
 * date), formatted here for videos a search finds later.
 */
export function useVideoDate(locale: Locale): (iso: string) => string {
  const dates = useContext(VideoDates);
  return (iso) => dates[iso] ?? formatDate(iso, locale, "medium");
}
