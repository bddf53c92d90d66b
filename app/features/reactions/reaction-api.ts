import { reactionResponseSchema, type GalleryColoring } from "~/shared/api/gallery";
import { emoticonContent } from "~/shared/api/reactions";

/** POST /api/reaction/{id}: the same emoticon again removes it. A failed call throws its Response (errorText reads `{error}`). */
export async function sendReaction(coloringId: number, emoticon: string): Promise<GalleryColoring> {
  const response = await fetch(`/api/reaction/${coloringId}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ content: emoticonContent(emoticon) }),
  });
  if (!response.ok) throw response;
  return reactionResponseSchema.parse(await response.json()).coloring;
}
