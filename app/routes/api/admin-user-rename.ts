import { apiRoute, handle } from "~/server/http/endpoint-route";
import { renameUser } from "~/server/services/admin/users";
import { api } from "~/shared/api/endpoints";

/** PUT /api/admin/user/rename {id, displayName} (admin): `{user}`; the name follows DESIGN §4.3. */
export const action = apiRoute(
  handle(api.userRename, async ({ actor, input }) => ({ user: await renameUser(actor, input.body.id, input.body.displayName) })),
);
export const loader = action;
