import { api, json, methodNotAllowed, parse, searchParams } from "~/server/http/api";
import { requireStaff } from "~/server/session/guards";
import { adminApi } from "~/server/services/admin/guard";
import { listDashboardMedia } from "~/server/services/admin/media";
import { deleteMedia } from "~/server/services/media-admin";
import { mediaListQuerySchema } from "~/shared/api/admin";
import { mediaDeleteQuerySchema, type AdminMediaListResponse, type MediaDeleteResponse } from "~/shared/api/media";
import type { Route } from "./+types/admin-media";

/**
 * GET /api/admin/media?type&page&rowsPerPage (spec §7; dashboard: also `status=pending|filtered|featured`):
 * `{mediaList, totalMedia}`, each item also with the owner's avatar, reaction count and potd dates.
 */
export const loader = adminApi(
  { GET: async ({ request }) => json((await listDashboardMedia(parse(mediaListQuerySchema, searchParams(request)))) satisfies AdminMediaListResponse) },
  { role: "staff" },
);

/** DELETE /api/admin/media?id= (spec §7): removal by a manager or admin; answers `{id}`. */
export const action = api(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "DELETE") return methodNotAllowed(["GET", "DELETE"]);
  const actor = await requireStaff(request);
  const { id } = parse(mediaDeleteQuerySchema, searchParams(request));
  return json((await deleteMedia(actor, id)) satisfies MediaDeleteResponse);
});
