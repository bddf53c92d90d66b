import { z } from "../zod";
import { orderForSearch, TERM_MAX, type SearchOrder } from "../video-search";
import type { CharacterKey, SeriesKey } from "../constants";

/** The spec's 'Video Not Found' (§5, §8). */
export const VIDEO_NOT_FOUND = "Video Not Found";

/** YouTube video ids are 11 characters of [A-Za-z0-9_-]; catalog ids such as demo-s5e01 use the same alphabet. */
export const videoIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Invalid video id");

/** GET /api/politv/search?term&channel&order */
export const videoSearchQuerySchema = z.object({
  term: z.string().trim().max(TERM_MAX).default(""),
  channel: z.string().trim().max(64).optional(),
  order: z.string().optional().transform(orderForSearch),
});
export type VideoSearchQuery = z.infer<typeof videoSearchQuerySchema>;

/** GET /api/politv/details?id */
export const videoDetailsQuerySchema = z.object({ id: videoIdSchema });

/** A video item in the YouTube item shape the spec names (§3), plus where it plays from. */
export const videoItemSchema = z.object({
  id: z.object({ kind: z.literal("youtube#video"), videoId: videoIdSchema }),
  snippet: z.object({
    title: z.string(),
    description: z.string(),
    publishedAt: z.string(),
    channelId: z.string(),
    thumbnails: z.object({ high: z.object({ url: z.string() }) }),
  }),
  /** youtube: embedded from youtube-nocookie.com; catalog: the site's own catalog. */
  source: z.enum(["youtube", "catalog"]),
  /** Catalog items only: the playable file (an HLS master playlist), empty when only the poster can be shown. */
  videoUrl: z.string().optional(),
  /** Catalog items only: the 360p progressive MP4 for browsers without HLS (issue 32), absent where there is none. */
  fallbackUrl: z.string().optional(),
  /** Catalog items only: the real length in seconds (0: unknown). */
  durationSeconds: z.number().int().nonnegative().optional(),
  /** Catalog items only: WebVTT caption tracks, one per locale, at `<directory of videoUrl>/captions/<locale>.vtt`. */
  captions: z.array(z.object({ locale: z.string(), url: z.string() })).optional(),
  /** Catalog items only: the series it belongs to (a content/seasons key), absent for none. */
  seriesKey: z.string().optional(),
});
export type VideoItem = z.infer<typeof videoItemSchema>;

/** Where a catalog video's caption track for `locale` lives: beside its master playlist (same host, so CDN_URL too). */
export function captionUrl(videoUrl: string, locale: string): string {
  const base = videoUrl.replace(/[?#].*$/, "");
  return `${base.slice(0, base.lastIndexOf("/") + 1)}captions/${encodeURIComponent(locale)}.vtt`;
}

/** The answer of both calls: `{items}`; details uses the first. */
export const videoListSchema = z.object({ items: z.array(videoItemSchema) });
export type VideoList = z.infer<typeof videoListSchema>;

/** The watch page's data (spec §2 Watch): built on the server (services/videos/watch-page.ts), shown by features/watch. */
export interface WatchPageData {
  videos: VideoItem[];
  selectedVideo: VideoItem | null;
  term: string;
  order: SearchOrder;
  /** Why the list could not be loaded (the server's text). */
  listError: string | null;
  /** Why the video in the URL cannot be shown ('Video Not Found', or an upstream failure). */
  selectedError: string | null;
  /** The selected video's series (catalog videos that belong to one), shown below the player; null for none. */
  series: WatchSeries | null;
  /** The channel the list searches (site info's youtubeChannel; empty for the embedded catalog), sent back with every search (spec §7). */
  channel: string;
  /**
   * The published dates of the page's videos in the visitor's language, keyed by publishedAt: written by the server,
   * so hydrating the page formats no date (the browser's first date format costs 25-100 ms of main thread).
   */
  dates: Record<string, string>;
}

/** A video's series below the player (issue 32): a link to its page, its characters, and more of its videos. */
export interface WatchSeries {
  key: SeriesKey;
  /** Translation key of the series' title (app/locales/frame). */
  titleKey: string;
  /** The series' key art (an SVG of the project's own). */
  previewImage: string;
  /** The rescue team and the series' friends. */
  characters: CharacterKey[];
  /** Other videos of the series, newest first (never the selected one). */
  more: VideoItem[];
}
