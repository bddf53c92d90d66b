import { apiRoute, handle } from "~/server/http/endpoint-route";
import { resolveLocale } from "~/server/locale";
import { renameUser } from "~/server/services/admin/users";
import { api } from "~/shared/api/endpoints";

/** PUT /api/admin/user/rename {id, displayName} (admin): `{user}`; displayName is a list name key (issue 28). */
export const action = apiRoute(
  handle(api.userRename, async ({ actor, input, request }) => ({
    user: await renameUser(actor, input.body.id, input.body.displayName, resolveLocale(request)),
  })),
);
export const loader = action;
