import { HttpError, api, json, methodNotAllowed, parse, searchParams } from "~/server/http/api";
import { listUserColorings } from "~/server/services/colorings";
import { requireUser } from "~/server/session/guards";
import { ownColoringsQuerySchema } from "~/shared/api/account";
import { isStaff } from "~/shared/constants";
import type { Route } from "./+types/account-colorings";

/** GET /api/colorings/{userId}?page&rowsPerPage: a user's own colorings, for that user or staff. */
export const loader = api(async ({ request, params }: Route.LoaderArgs) => {
  const me = await requireUser(request);
  if (params.userId !== me.id && !isStaff(me.grade)) throw new HttpError(403, "You can only see your own colorings here.");
  const { page, rowsPerPage } = parse(ownColoringsQuerySchema, searchParams(request));
  return json(await listUserColorings(params.userId, page, rowsPerPage));
});

export const action = () => methodNotAllowed(["GET"]);
