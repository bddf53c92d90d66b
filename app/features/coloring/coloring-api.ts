import type { GalleryColoring } from "~/shared/api/gallery";
import { COLORING_PAGE_FIELD, COLORING_UPLOAD_FIELD } from "~/shared/constants";
import { callApi } from "~/shared/api/request";

/** POST /api/upload/coloring, multipart field `coloring` (spec §7). A failed call throws its Response. */
export async function uploadColoring(picture: Blob, pageKey: string): Promise<GalleryColoring> {
  const form = new FormData();
  form.append(COLORING_UPLOAD_FIELD, picture, `${pageKey}.png`);
  form.append(COLORING_PAGE_FIELD, pageKey);
  return (await callApi("uploadColoring", { body: form })).coloring;
}
