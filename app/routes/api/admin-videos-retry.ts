import { apiRoute, handle } from "~/server/http/endpoint-route";
import { retryLibraryVideo } from "~/server/services/video-library/library";
import { api } from "~/shared/api/endpoints";

/** POST /api/admin/videos/{id}/retry (staff): transcode a failed upload again from its kept original; `{video}`. */
export const action = apiRoute(
  handle(api.videoRetry, async ({ actor, input }) => ({ video: await retryLibraryVideo(actor, input.params.id) })),
);
export const loader = action;
