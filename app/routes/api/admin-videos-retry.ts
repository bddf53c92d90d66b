import { json, parse } from "~/server/http/api";
import { adminApi } from "~/server/services/admin/guard";
import { retryLibraryVideo } from "~/server/services/video-library/library";
import { videoIdSchema } from "~/shared/api/videos";

/** POST /api/admin/videos/{id}/retry (staff): transcode a failed upload again from its kept original; `{video}`. */
export const action = adminApi(
  { POST: async ({ params, actor }) => json({ video: await retryLibraryVideo(actor, parse(videoIdSchema, params.id)) }) },
  { role: "staff" },
);
export const loader = action;
