import { and, asc, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import { captionUrl, type VideoItem } from "~/shared/api/videos";
import type { SearchOrder } from "~/shared/video-search";
import { DEFAULT_LOCALE, type Locale } from "~/shared/locales";
import { db } from "../../db/client";
import { videos } from "../../db/schema";
import type { VideoProvider, VideoSearch } from "./provider";

const LIMIT = 48;

/** What visitors may see: made for kids, transcoded (staff uploads are `processing` until their job is done) and published. */
const publicOnly = and(eq(videos.madeForKids, true), eq(videos.status, "ready"), eq(videos.published, true));

const ORDER_BY: Record<SearchOrder, SQL[]> = {
  date: [desc(videos.publishedAt), asc(videos.id)],
  viewCount: [desc(videos.viewCount), desc(videos.publishedAt), asc(videos.id)],
  rating: [desc(videos.rating), desc(videos.viewCount), asc(videos.id)],
};

/** LIKE treats % and _ as wildcards and \ as the escape character; a visitor's term matches them literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The embedded catalog (the videos table) used without a YouTube API key: a term matches a title in any
 * language, case-insensitively; only made-for-kids rows. The channel is ignored: the catalog is the site's own.
 */
export function catalogProvider(options: { cdnUrl?: string }): VideoProvider {
  const toItem = (row: typeof videos.$inferSelect, locale: Locale): VideoItem => ({
    id: { kind: "youtube#video", videoId: row.id },
    snippet: {
      title: localized(row.titles, locale) || row.id,
      description: localized(row.descriptions, locale),
      publishedAt: row.publishedAt.toISOString(),
      channelId: row.channelId,
      thumbnails: {
        high: {
          url: row.thumbnailUrl.startsWith("/video/")
            ? playableUrl(row.thumbnailUrl, options.cdnUrl)
            : row.thumbnailUrl,
        },
      },
    },
    source: "catalog",
    videoUrl: playableUrl(row.videoUrl, options.cdnUrl),
    ...(row.fallbackUrl ? { fallbackUrl: playableUrl(row.fallbackUrl, options.cdnUrl) } : {}),
    durationSeconds: row.durationSeconds,
    captions: row.videoUrl
      ? row.captionLocales.map((captionLocale) => ({
          locale: captionLocale,
          url: captionUrl(playableUrl(row.videoUrl, options.cdnUrl), captionLocale),
        }))
      : [],
    ...(row.seriesKey ? { seriesKey: row.seriesKey } : {}),
  });

  return {
    source: "catalog",
    async search({ term, order, locale }: VideoSearch) {
      const matches = term
        ? sql`exists (select 1 from jsonb_each_text(${videos.titles}) as t(locale, title) where t.title ilike ${likePattern(term)})`
        : undefined;
      const rows = await db()
        .select()
        .from(videos)
        .where(and(publicOnly, matches))
        .orderBy(...ORDER_BY[order])
        .limit(LIMIT);
      return rows.map((row) => toItem(row, locale));
    },
    async details(id: string, locale: Locale) {
      const [row] = await db()
        .select()
        .from(videos)
        .where(and(eq(videos.id, id), publicOnly));
      return row ? toItem(row, locale) : null;
    },
    async inSeries(seriesKey: string, locale: Locale, { exceptId, limit }: { exceptId: string; limit: number }) {
      const rows = await db()
        .select()
        .from(videos)
        .where(and(publicOnly, eq(videos.seriesKey, seriesKey), ne(videos.id, exceptId)))
        .orderBy(...ORDER_BY.date)
        .limit(limit);
      return rows.map((row) => toItem(row, locale));
    },
  };
}

/** The visitor's language, else English, else any language the entry has. */
function localized(texts: Record<string, string>, locale: Locale): string {
  return texts[locale] || texts[DEFAULT_LOCALE] || Object.values(texts).find(Boolean) || "";
}

/**
 * DESIGN §4.19: the catalog's pre-rendered videos (public/video/) are served by the site itself, or from CDN_URL
 * under the same path when it is set. Anything that is neither a site path nor http(s) plays nothing.
 */
export function playableUrl(videoUrl: string, cdnUrl?: string): string {
  if (/^https?:\/\//i.test(videoUrl)) return videoUrl;
  // Staff uploads (the video library) live in this site's own storage, not on the CDN.
  if (videoUrl.startsWith("/media/")) return videoUrl;
  if (videoUrl.startsWith("/") && !videoUrl.startsWith("//")) return cdnUrl ? `${cdnUrl}${videoUrl}` : videoUrl;
  return "";
}
