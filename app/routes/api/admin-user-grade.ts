import { apiRoute, handle } from "~/server/http/endpoint-route";
import { resolveLocale } from "~/server/locale";
import { changeGrade } from "~/server/services/admin/users";
import { api } from "~/shared/api/endpoints";

/** PUT /api/admin/user/grade {id, grade} (admin): `{user}`. Not oneself; never the last admin; blocking ends sessions. */
export const action = apiRoute(
  handle(api.userGrade, async ({ actor, input, request }) => ({
    user: await changeGrade(actor, input.body.id, input.body.grade, resolveLocale(request)),
  })),
);
export const loader = action;
