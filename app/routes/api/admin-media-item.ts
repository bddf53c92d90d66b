import { api, json, methodNotAllowed, parse, readJson } from "~/server/http/api";
import { requireStaff } from "~/server/session/guards";
import { updateMedia } from "~/server/services/media-admin";
import { mediaIdSchema, mediaUpdateBodySchema, type MediaResponse } from "~/shared/api/media";
import type { Route } from "./+types/admin-media-item";

export const loader = () => methodNotAllowed(["PUT"]);

/** PUT /api/admin/media/{id} (spec §7): staff set featured/filtered/approved or attributes; answers `{media}`. */
export const action = api(async ({ request, params }: Route.ActionArgs) => {
  if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
  const actor = await requireStaff(request);
  const id = parse(mediaIdSchema, params.id);
  const update = parse(mediaUpdateBodySchema, await readJson(request));
  return json({ media: await updateMedia(actor, id, update) } satisfies MediaResponse);
});
