import { json, parse, readJson } from "~/server/http/api";
import { adminApi } from "~/server/services/admin/guard";
import { changeGrade } from "~/server/services/admin/users";
import { gradeBodySchema } from "~/shared/api/admin";

/** PUT /api/admin/user/grade {id, grade} (admin): `{user}`. Not oneself; never the last admin; blocking ends sessions. */
export const action = adminApi(
  {
    PUT: async ({ request, actor }) => {
      const { id, grade } = parse(gradeBodySchema, await readJson(request));
      return json({ user: await changeGrade(actor, id, grade) });
    },
  },
  { role: "admin" },
);
export const loader = action;
