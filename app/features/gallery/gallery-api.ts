import type { AdminMediaItem } from "~/shared/api/media";
import { callApi } from "~/shared/api/request";

/** Staff calls the gallery makes (spec §7): featured 0/1 through PUT /api/admin/media/{id}, and removal. */
export const galleryStaffApi = {
  setFeatured: async (id: number, featured: 0 | 1): Promise<AdminMediaItem> =>
    (await callApi("mediaUpdate", { params: { id }, body: { attributes: { featured } } })).media,
  remove: async (id: number): Promise<number> => (await callApi("mediaDelete", { query: { id } })).id,
};
