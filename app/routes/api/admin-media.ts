import { apiRoute, handle } from "~/server/http/endpoint-route";
import { resolveLocale } from "~/server/locale";
import { deleteMedia, listDashboardMedia } from "~/server/services/media";
import { api } from "~/shared/api/endpoints";

/**
 * GET /api/admin/media?type&page&rowsPerPage (spec §7; dashboard: also `status=pending|filtered|featured`):
 * `{mediaList, totalMedia}`, each item also with the owner's avatar, reaction count and potd dates.
 * DELETE /api/admin/media?id= (spec §7): removal by a manager or admin; answers `{id}`.
 */
export const loader = apiRoute(
  handle(api.mediaList, ({ input, request }) => listDashboardMedia(input.query, resolveLocale(request))),
  handle(api.mediaDelete, ({ actor, input }) => deleteMedia(actor, input.query.id)),
);
export const action = loader;
