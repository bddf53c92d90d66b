import type { GalleryColoring } from "~/shared/api/gallery";
import { emoticonContent } from "~/shared/emoticons";
import { callApi } from "~/shared/api/request";

/** POST /api/reaction/{id}: the same emoticon again removes it. A failed call throws its Response (errorText reads `{error}`). */
export async function sendReaction(coloringId: number, emoticon: string): Promise<GalleryColoring> {
  return (await callApi("reaction", { params: { id: coloringId }, body: { content: emoticonContent(emoticon) } }))
    .coloring;
}
