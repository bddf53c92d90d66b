import { VIDEO_NOT_FOUND, type VideoItem } from "~/shared/api/videos";
import type { Locale } from "~/shared/locales";
import { config, type Config } from "../../config";
import { HttpError } from "../../http/api";
import { logger } from "../../logger";
import { catalogProvider } from "./catalog";
import type { VideoProvider, VideoSearch } from "./provider";
import { quotaBudget } from "./quota-budget";
import { youtubeProvider } from "./youtube";

export type { VideoProvider, VideoSearch } from "./provider";

let current: { cfg: Config; provider: VideoProvider } | undefined;

/** DESIGN §4.15: the YouTube Data API when YOUTUBE_API_KEY is set, else the embedded catalog. One per configuration. */
export function videoProvider(): VideoProvider {
  const cfg = config();
  if (current?.cfg !== cfg) {
    const { apiKey, apiUrl, channelId, dailyQuota } = cfg.youtube;
    const quota = dailyQuota ? quotaBudget({ dailyUnits: dailyQuota }) : undefined;
    const provider = apiKey
      ? youtubeProvider({ apiKey, apiUrl, channelId, quota })
      : catalogProvider({ cdnUrl: cfg.cdnUrl });
    current = { cfg, provider };
  }
  return current.provider;
}

/** The search behind GET /api/politv/search, the watch page and the home watch slider. */
export function searchVideos(query: VideoSearch): Promise<VideoItem[]> {
  return videoProvider().search(query);
}

/** One video, or a 404 HttpError 'Video Not Found' (spec §5). */
export async function videoDetails(id: string, locale: Locale): Promise<VideoItem> {
  const item = await videoProvider().details(id, locale);
  if (!item) throw new HttpError(404, VIDEO_NOT_FOUND);
  return item;
}

/** Other videos of a series (none where the source knows no series). */
export function seriesVideos(
  seriesKey: string,
  locale: Locale,
  options: { exceptId: string; limit: number },
): Promise<VideoItem[]> {
  return videoProvider().inSeries?.(seriesKey, locale, options) ?? Promise.resolve([]);
}

/** For a page's loader (e.g. the home watch slider): the newest videos, or none when the source fails. */
export async function latestVideos(locale: Locale): Promise<VideoItem[]> {
  try {
    return await searchVideos({ term: "", order: "date", locale });
  } catch (error) {
    logger.warn({ err: (error as Error).message }, "latest videos unavailable");
    return [];
  }
}
