import { json, jsonError } from "~/server/http/api";
import { apiRoute, handle } from "~/server/http/endpoint-route";
import { translate } from "~/server/i18n/messages";
import { resolveLocale } from "~/server/locale";
import { lookupSession } from "~/server/session/current-user";
import type { FetchUserResponse } from "~/shared/api/account";
import { api } from "~/shared/api/endpoints";

/** GET /api/fetch-user: `{logged, user}`; also slides the session's expiry. A blocked user's session ends with 403. */
export const loader = apiRoute(
  handle(api.fetchUser, async ({ request }) => {
    const { user, blocked, headers } = await lookupSession(request, { refresh: true });
    if (blocked) return jsonError(403, translate(resolveLocale(request), "Account Blocked"), headers);
    return json({ logged: user !== null, user } satisfies FetchUserResponse, { headers });
  }),
);
export const action = loader;
