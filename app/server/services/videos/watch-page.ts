import {
  videoIdSchema,
  VIDEO_NOT_FOUND,
  type VideoItem,
  type WatchPageData,
  type WatchSeries,
} from "~/shared/api/videos";
import { orderForSearch, orderForState, TERM_MAX } from "~/shared/video-search";
import { formatDate } from "~/shared/format-date";
import type { Locale } from "~/shared/locales";
import { config } from "../../config";
import { toErrorResponse } from "../../http/api";
import { seasonConfig } from "../../../../content/seasons";
import { logger } from "../../logger";
import { contentTags, tagPage } from "../content-tags";
import { searchVideos, seriesVideos, videoDetails } from "./index";

/** How many other videos of the series the watch page offers below the player. */
export const MORE_FROM_SERIES = 6;

/**
 * The selected video's series below the player: its title, characters and newest other videos. null for a video of
 * no (known) series; a failing lookup of the other videos only leaves that row out.
 */
async function seriesOf(video: VideoItem | null, locale: Locale): Promise<WatchSeries | null> {
  const season = seasonConfig(video?.seriesKey);
  if (!video || !season) return null;
  tagPage(contentTags.videos);
  let more: VideoItem[] = [];
  try {
    more = await seriesVideos(season.key, locale, { exceptId: video.id.videoId, limit: MORE_FROM_SERIES });
  } catch (error) {
    logger.warn({ err: (error as Error).message, series: season.key }, "more from the series unavailable");
  }
  return {
    key: season.key,
    titleKey: season.titleKey,
    previewImage: season.previewImage,
    characters: [...season.characters, ...season.additionalRescueTeam.filter((c) => !season.characters.includes(c))],
    more,
  };
}

type Outcome<T> = { value: T } | { error: string; status: number };

async function attempt<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { value: await work() };
  } catch (error) {
    // The API's own mapping: an HttpError's text, anything unexpected logged and phrased, never a stack trace.
    const response = toErrorResponse(error);
    return { error: ((await response.json()) as { error: string }).error, status: response.status };
  }
}

/**
 * The watch page from the same services as the API: the list (first search, or `?term&order` from a form sent
 * without JavaScript) and the video of the URL (else the first found). The list is skipped where it is hidden.
 * `status` is 404 for an unknown video, the upstream failure's status when the video cannot be fetched.
 */
export async function watchPageData(options: {
  videoId?: string;
  term?: string | null;
  order?: string | null;
  locale: Locale;
  listHidden: boolean;
  /** Who asked (an IP address), for the provider's budget of new searches. */
  client?: string;
}): Promise<{ data: WatchPageData; status: number }> {
  const { videoId, locale, listHidden } = options;
  const term = (options.term ?? "").trim().slice(0, TERM_MAX);
  // Spec §4: an invalid order is searched as viewCount but stored (and shown as selected) as date.
  const order = orderForSearch(options.order);
  const needList = !listHidden || !videoId;
  tagPage(...(needList ? [contentTags.videos] : []), ...(videoId ? [contentTags.video(videoId)] : []));
  const [list, selected] = await Promise.all([
    needList ? attempt(() => searchVideos({ term, order, locale, client: options.client })) : undefined,
    videoId === undefined
      ? undefined
      : videoIdSchema.safeParse(videoId).success
        ? attempt(() => videoDetails(videoId, locale))
        : ({ error: VIDEO_NOT_FOUND, status: 404 } as const),
  ]);
  const videos = list && "value" in list ? list.value : [];
  const selectedVideo = selected ? ("value" in selected ? selected.value : null) : (videos[0] ?? null);
  const series = await seriesOf(selectedVideo, locale);
  const shown = [...(listHidden ? [] : videos), ...(selectedVideo ? [selectedVideo] : []), ...(series?.more ?? [])];
  const dates = Object.fromEntries(
    shown.map(({ snippet }) => [snippet.publishedAt, formatDate(snippet.publishedAt, locale, "medium")]),
  );
  return {
    data: {
      videos: listHidden ? [] : videos,
      selectedVideo,
      term,
      order: orderForState(options.order),
      listError: list && "error" in list ? list.error : null,
      selectedError: selected && "error" in selected ? selected.error : null,
      series,
      channel: config().youtube.channelId ?? "",
      dates,
    },
    status: selected && "error" in selected ? selected.status : 200,
  };
}
