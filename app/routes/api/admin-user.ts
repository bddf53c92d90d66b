import { json, parse, searchParams } from "~/server/http/api";
import { adminApi } from "~/server/services/admin/guard";
import { deleteUser } from "~/server/services/admin/users";
import { userIdQuerySchema } from "~/shared/api/admin";

/** DELETE /api/admin/user?id (admin): removes the account and everything it owns (DESIGN §4.8); `{id}`. */
export const action = adminApi(
  {
    DELETE: async ({ request, actor }) => {
      const { id } = parse(userIdQuerySchema, searchParams(request));
      return json(await deleteUser(actor, id));
    },
  },
  { role: "admin" },
);
export const loader = action;
