import { api } from "~/shared/api/endpoints";
import type { GalleryColoring } from "~/shared/api/gallery";
import { emoticonContent } from "~/shared/api/reactions";
import { apiRequest } from "~/shared/api/request";

/** POST /api/reaction/{id}: the same emoticon again removes it. A failed call throws its Response (errorText reads `{error}`). */
export async function sendReaction(coloringId: number, emoticon: string): Promise<GalleryColoring> {
  return (await apiRequest(api.reaction, { params: { id: coloringId }, body: { content: emoticonContent(emoticon) } })).coloring;
}
