import { api, json, jsonError, methodNotAllowed } from "~/server/http/api";
import { translate } from "~/server/i18n/messages";
import { resolveLocale } from "~/server/locale";
import { lookupSession } from "~/server/session/current-user";
import type { FetchUserResponse } from "~/shared/api/account";
import type { Route } from "./+types/account-fetch-user";

/** GET /api/fetch-user: `{logged, user}`; also slides the session's expiry. A blocked user's session ends with 403. */
export const loader = api(async ({ request }: Route.LoaderArgs) => {
  const { user, blocked, headers } = await lookupSession(request, { refresh: true });
  if (blocked) return jsonError(403, translate(resolveLocale(request), "Account Blocked"), headers);
  return json({ logged: user !== null, user } satisfies FetchUserResponse, { headers });
});

export const action = () => methodNotAllowed(["GET"]);
