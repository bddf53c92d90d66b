import { z } from "../zod";
import { orderForSearch, TERM_MAX } from "../video-search";

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
  /** Catalog items only: the real length in seconds (0: unknown). */
  durationSeconds: z.number().int().nonnegative().optional(),
  /** Catalog items only: WebVTT caption tracks, one per locale, at `<directory of videoUrl>/captions/<locale>.vtt`. */
  captions: z.array(z.object({ locale: z.string(), url: z.string() })).optional(),
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
