import { apiRoute, handle } from "~/server/http/endpoint-route";
import { deleteLibraryVideo, getLibraryVideo, updateLibraryVideo } from "~/server/services/video-library/library";
import { api } from "~/shared/api/endpoints";

/** GET /api/admin/videos/{id}: `{video}` (the dashboard polls it while processing); PUT: `{video}`; DELETE: `{id}`. Staff. */
export const loader = apiRoute(
  handle(api.videoGet, async ({ input }) => ({ video: await getLibraryVideo(input.params.id) })),
  handle(api.videoUpdate, async ({ actor, input }) => ({
    video: await updateLibraryVideo(actor, input.params.id, input.body),
  })),
  handle(api.videoDelete, ({ actor, input }) => deleteLibraryVideo(actor, input.params.id)),
);
export const action = loader;
