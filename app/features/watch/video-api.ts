import { callApi } from "~/shared/api/request";
import type { VideoItem } from "~/shared/api/videos";
import type { SearchOrder } from "~/shared/video-search";

/**
 * GET /api/politv/search?term&channel&order (spec §7). The titles come back in the visitor's language through the
 * lang cookie, which a language change writes before the list is searched again.
 */
export async function requestVideoSearch(
  query: { term: string; channel: string; order: SearchOrder },
  signal?: AbortSignal,
): Promise<VideoItem[]> {
  // Spec §7 names the parameters in this order: term, channel, order.
  const { term, channel, order } = query;
  return (await callApi("videoSearch", { query: { term, channel, order } }, { signal })).items;
}
