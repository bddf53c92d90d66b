import { changeAccount } from "~/server/auth/accounts";
import { HttpError } from "~/server/http/api";
import { apiRoute, handle } from "~/server/http/endpoint-route";
import { translate } from "~/server/i18n/messages";
import { resolveLocale } from "~/server/locale";
import { DISPLAY_NAME_MAX, displayNameProblem } from "~/shared/account-rules";
import { api } from "~/shared/api/endpoints";

/** PUT /api/change-account {displayName?, photo?}: the user's own name and avatar (DESIGN §4.3) → `{user}`. */
export const loader = apiRoute(
  handle(api.changeAccount, async ({ actor, input }) => ({ user: await changeAccount(actor.id, input.body) }), {
    checkBody: (body, request) => {
      const name = (body as { displayName?: unknown } | null)?.displayName;
      const problem = typeof name === "string" ? displayNameProblem(name) : null;
      if (problem) throw new HttpError(400, translate(resolveLocale(request), problem, { max: DISPLAY_NAME_MAX }));
    },
  }),
);
export const action = loader;
