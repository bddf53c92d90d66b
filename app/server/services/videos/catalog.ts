import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { SearchOrder, VideoItem } from "~/shared/api/videos";
import { DEFAULT_LOCALE, type Locale } from "~/shared/locales";
import { db } from "../../db/client";
import { videos } from "../../db/schema";
import type { VideoProvider, VideoSearch } from "./provider";

const LIMIT = 48;

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
      thumbnails: { high: { url: row.thumbnailUrl } },
    },
    source: "catalog",
    videoUrl: playableUrl(row.videoUrl, options.cdnUrl),
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
        .where(and(eq(videos.madeForKids, true), matches))
        .orderBy(...ORDER_BY[order])
        .limit(LIMIT);
      return rows.map((row) => toItem(row, locale));
    },
    async details(id: string, locale: Locale) {
      const [row] = await db().select().from(videos).where(and(eq(videos.id, id), eq(videos.madeForKids, true)));
      return row ? toItem(row, locale) : null;
    },
  };
}

/** The visitor's language, else English, else any language the entry has. */
function localized(texts: Record<string, string>, locale: Locale): string {
  return texts[locale] || texts[DEFAULT_LOCALE] || Object.values(texts).find(Boolean) || "";
}

/** DESIGN §4.19: video files live under CDN_URL; a path without a CDN has no file, and the poster stands in. */
export function playableUrl(videoUrl: string, cdnUrl?: string): string {
  if (/^https?:\/\//i.test(videoUrl)) return videoUrl;
  if (videoUrl.startsWith("/") && !videoUrl.startsWith("//") && cdnUrl) return `${cdnUrl}${videoUrl}`;
  return "";
}
