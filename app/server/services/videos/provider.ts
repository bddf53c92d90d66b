import type { VideoItem } from "~/shared/api/videos";
import type { SearchOrder } from "~/shared/video-search";
import type { Locale } from "~/shared/locales";

export interface VideoSearch {
  term: string;
  order: SearchOrder;
  /** The channel asked for by the client; providers decide whether it may widen the search (see youtube.ts). */
  channel?: string;
  /** Titles and descriptions come back in this language where the source has them. */
  locale: Locale;
  /** Who asked (an IP address): a provider with a costly upstream budgets new searches per client. */
  client?: string;
}

/** Where videos come from: the YouTube Data API, or the site's own catalog (DESIGN §4.15). */
export interface VideoProvider {
  readonly source: VideoItem["source"];
  search(query: VideoSearch): Promise<VideoItem[]>;
  /** The video, or null when there is none (or it is not for children). */
  details(id: string, locale: Locale): Promise<VideoItem | null>;
  /** Videos of a series, newest first, but `exceptId` (sources that know series only: the site's own catalog). */
  inSeries?(seriesKey: string, locale: Locale, options: { exceptId: string; limit: number }): Promise<VideoItem[]>;
}
