import { mediaDeleteResponseSchema, mediaResponseSchema, type AdminMediaItem, type MediaUpdateBody } from "~/shared/api/media";

async function send(path: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(path, {
    credentials: "same-origin",
    ...init,
    headers: { Accept: "application/json", ...(init.body ? { "Content-Type": "application/json" } : {}) },
  });
  // A failed call throws its Response, so errorText() shows the server's `{error}` (spec §8).
  if (!response.ok) throw response;
  return response.json();
}

/** Staff calls the gallery makes (spec §7): featured 0/1 through PUT /api/admin/media/{id}, and removal. */
export const galleryStaffApi = {
  setFeatured: async (id: number, featured: 0 | 1): Promise<AdminMediaItem> =>
    mediaResponseSchema.parse(await send(`/api/admin/media/${id}`, { method: "PUT", body: JSON.stringify({ attributes: { featured } } satisfies MediaUpdateBody) })).media,
  remove: async (id: number): Promise<number> =>
    mediaDeleteResponseSchema.parse(await send(`/api/admin/media?id=${id}`, { method: "DELETE" })).id,
};
