import { json, parse, readJson } from "~/server/http/api";
import { adminApi } from "~/server/services/admin/guard";
import { renameUser } from "~/server/services/admin/users";
import { renameBodySchema } from "~/shared/api/admin";

/** PUT /api/admin/user/rename {id, displayName} (admin): `{user}`; the name follows DESIGN §4.3. */
export const action = adminApi(
  {
    PUT: async ({ request, actor }) => {
      const { id, displayName } = parse(renameBodySchema, await readJson(request));
      return json({ user: await renameUser(actor, id, displayName) });
    },
  },
  { role: "admin" },
);
export const loader = action;
