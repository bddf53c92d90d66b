import { apiRoute, handle } from "~/server/http/endpoint-route";
import { resolveLocale } from "~/server/locale";
import { listUsers } from "~/server/services/admin/users";
import { api } from "~/shared/api/endpoints";

/** GET /api/admin/users/fetch?page&rowsPerPage&search&grade (admin): `{users, totalUsers}`. */
export const loader = apiRoute(
  handle(api.userList, ({ input, request }) => listUsers(input.query, resolveLocale(request))),
);
export const action = loader;
