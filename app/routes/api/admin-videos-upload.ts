import { HttpError } from "~/server/http/api";
import { apiRoute, handle } from "~/server/http/endpoint-route";
import { uploadsAvailable } from "~/server/services/video-library/availability";
import { createFromUpload } from "~/server/services/video-library/library";
import { receiveVideoUpload } from "~/server/services/video-library/receive-upload";
import { api } from "~/shared/api/endpoints";

/**
 * POST /api/upload/video (staff), multipart: `meta` (JSON: titles, descriptions, seriesKey, published) then `file`
 * (MP4/MOV/WebM, ≤ 200 MB, ≤ 10 min). 201 `{video}` with status processing: a background job transcodes it.
 * 503 when this server has no ffmpeg; 413 over the size limit; 400 for anything that is not a readable video.
 */
export const action = apiRoute(
  handle(api.videoUpload, async ({ request, actor }) => {
    if (!(await uploadsAvailable()))
      throw new HttpError(503, "Video uploads need ffmpeg, which is not installed on this server.");
    return { video: await createFromUpload(actor, await receiveVideoUpload(request)) };
  }),
);
export const loader = action;
