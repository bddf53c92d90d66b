import { apiRoute, handle } from "~/server/http/endpoint-route";
import { resolveLocale } from "~/server/locale";
import { videoDetails } from "~/server/services/videos";
import { api } from "~/shared/api/endpoints";

/** GET /api/politv/details?id → {items} with the one video (spec §7); no such video → 404 'Video Not Found'. */
export const loader = apiRoute(
  handle(api.videoDetails, async ({ request, input }) => ({
    items: [await videoDetails(input.query.id, resolveLocale(request))],
  })),
);
export const action = loader;
