import { api } from "~/shared/api/endpoints";
import { apiRequest } from "~/shared/api/request";
import type { SearchOrder, VideoItem } from "~/shared/api/videos";

/**
 * GET /api/politv/search?term&channel&order (spec §7). The titles come back in the visitor's language through the
 * lang cookie, which a language change writes before the list is searched again.
 */
export async function requestVideoSearch(query: { term: string; channel: string; order: SearchOrder }, signal?: AbortSignal): Promise<VideoItem[]> {
  // Spec §7 names the parameters in this order: term, channel, order.
  const { term, channel, order } = query;
  return (await apiRequest(api.videoSearch, { query: { term, channel, order } }, { signal })).items;
}
