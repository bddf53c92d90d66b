import { json, parse, searchParams } from "~/server/http/api";
import { adminApi } from "~/server/services/admin/guard";
import { listLibrary } from "~/server/services/video-library/library";
import { videoListQuerySchema } from "~/shared/api/admin/videos";

/** GET /api/admin/videos?status&page&rowsPerPage (staff): `{videos, totalVideos, uploadsAvailable}`, each with its latest job. */
export const loader = adminApi(
  { GET: async ({ request }) => json(await listLibrary(parse(videoListQuerySchema, searchParams(request)))) },
  { role: "staff" },
);
export const action = loader;
