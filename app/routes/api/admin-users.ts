import { json, parse, searchParams } from "~/server/http/api";
import { adminApi } from "~/server/services/admin/guard";
import { listUsers } from "~/server/services/admin/users";
import { usersQuerySchema, type UsersResponse } from "~/shared/api/admin";

/** GET /api/admin/users/fetch?page&rowsPerPage&search&grade (admin): `{users, totalUsers}`. */
export const loader = adminApi(
  { GET: async ({ request }) => json((await listUsers(parse(usersQuerySchema, searchParams(request)))) satisfies UsersResponse) },
  { role: "admin" },
);
export const action = loader;
