import { COLORING_PAGE_FIELD, COLORING_UPLOAD_FIELD, uploadColoringResponseSchema, type GalleryColoring } from "~/shared/api/gallery";

/** POST /api/upload/coloring, multipart field `coloring` (spec §7). A failed call throws its Response. */
export async function uploadColoring(picture: Blob, pageKey: string): Promise<GalleryColoring> {
  const form = new FormData();
  form.append(COLORING_UPLOAD_FIELD, picture, `${pageKey}.png`);
  form.append(COLORING_PAGE_FIELD, pageKey);
  const response = await fetch("/api/upload/coloring", { method: "POST", body: form, credentials: "same-origin", headers: { Accept: "application/json" } });
  if (!response.ok) throw response;
  return uploadColoringResponseSchema.parse(await response.json()).coloring;
}
