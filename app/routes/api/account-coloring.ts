import { HttpError, api, json, methodNotAllowed } from "~/server/http/api";
import { deleteColoring } from "~/server/services/colorings";
import { requireUser } from "~/server/session/guards";
import { idParamSchema } from "~/shared/api/params";
import type { Route } from "./+types/account-coloring";

export const loader = () => methodNotAllowed(["DELETE"]);

/** DELETE /api/coloring/{id}: the owner or staff delete a coloring → `{id}`; anyone else 403. */
export const action = api(async ({ request, params }: Route.ActionArgs) => {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  const me = await requireUser(request);
  const id = idParamSchema.safeParse(params.id);
  if (!id.success) throw new HttpError(404, "This coloring does not exist.");
  return json(await deleteColoring(me, id.data));
});
