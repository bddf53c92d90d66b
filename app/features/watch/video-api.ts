import type { SearchOrder, VideoItem, VideoList } from "~/shared/api/videos";
import type { Locale } from "~/shared/locales";

/** GET /api/politv/search; `lang` makes the titles come back in the visitor's language. */
export async function requestVideoSearch(query: { term: string; order: SearchOrder; locale: Locale }, signal?: AbortSignal): Promise<VideoItem[]> {
  const params = new URLSearchParams({ order: query.order, lang: query.locale });
  if (query.term) params.set("term", query.term);
  const response = await fetch(`/api/politv/search?${params}`, { signal, headers: { Accept: "application/json" } });
  // errorText() reads the server's {error} from the Response (spec §8).
  if (!response.ok) throw response;
  return ((await response.json()) as VideoList).items;
}
