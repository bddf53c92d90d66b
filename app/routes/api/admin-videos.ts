import { apiRoute, handle } from "~/server/http/endpoint-route";
import { listLibrary } from "~/server/services/video-library/library";
import { api } from "~/shared/api/endpoints";

/** GET /api/admin/videos?status&page&rowsPerPage (staff): `{videos, totalVideos, uploadsAvailable}`, each with its latest job. */
export const loader = apiRoute(handle(api.videoList, ({ input }) => listLibrary(input.query)));
export const action = loader;
