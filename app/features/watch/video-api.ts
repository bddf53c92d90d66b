import type { SearchOrder, VideoItem, VideoList } from "~/shared/api/videos";

/**
 * GET /api/politv/search?term&channel&order (spec §7). The titles come back in the visitor's language through the
 * lang cookie, which a language change writes before the list is searched again.
 */
export async function requestVideoSearch(query: { term: string; channel: string; order: SearchOrder }, signal?: AbortSignal): Promise<VideoItem[]> {
  const params = new URLSearchParams({ term: query.term, channel: query.channel, order: query.order });
  const response = await fetch(`/api/politv/search?${params}`, { signal, headers: { Accept: "application/json" } });
  // errorText() reads the server's {error} from the Response (spec §8).
  if (!response.ok) throw response;
  return ((await response.json()) as VideoList).items;
}
