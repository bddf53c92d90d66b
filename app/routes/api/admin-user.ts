import { apiRoute, handle } from "~/server/http/endpoint-route";
import { deleteUser } from "~/server/services/admin/users";
import { api } from "~/shared/api/endpoints";

/** DELETE /api/admin/user?id (admin): removes the account and everything it owns (DESIGN §4.8); `{id}`. */
export const action = apiRoute(handle(api.userDelete, ({ actor, input }) => deleteUser(actor, input.query.id)));
export const loader = action;
