import { changeAccount } from "~/server/auth/accounts";
import { HttpError, api, json, methodNotAllowed, parse, readJson } from "~/server/http/api";
import { translate } from "~/server/i18n/messages";
import { resolveLocale } from "~/server/locale";
import { requireUser } from "~/server/session/guards";
import { DISPLAY_NAME_MAX, changeAccountSchema, displayNameProblem } from "~/shared/api/account";
import type { Route } from "./+types/account-change-account";

export const loader = () => methodNotAllowed(["PUT"]);

/** PUT /api/change-account {displayName?, photo?}: the user's own name and avatar (DESIGN §4.3) → `{user}`. */
export const action = api(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
  const me = await requireUser(request);
  const body = await readJson(request);
  const name = (body as { displayName?: unknown } | null)?.displayName;
  const problem = typeof name === "string" ? displayNameProblem(name) : null;
  if (problem) throw new HttpError(400, translate(resolveLocale(request), problem, { max: DISPLAY_NAME_MAX }));
  const change = parse(changeAccountSchema, body);
  return json({ user: await changeAccount(me.id, change) });
});
