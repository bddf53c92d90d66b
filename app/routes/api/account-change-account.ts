import { changeAccount } from "~/server/auth/accounts";
import { HttpError } from "~/server/http/api";
import { apiRoute, handle } from "~/server/http/endpoint-route";
import { translate } from "~/server/i18n/messages";
import { resolveLocale } from "~/server/locale";
import { api } from "~/shared/api/endpoints";
import { parsePublicName } from "~/shared/public-name";

/**
 * PUT /api/change-account {displayName?, photo?}: the user's own list name (a key such as `brave-helicopter-42`, never
 * free text: issue 28) and avatar (DESIGN §4.3) → `{user}`.
 */
export const loader = apiRoute(
  handle(
    api.changeAccount,
    async ({ actor, input, request }) => ({ user: await changeAccount(actor.id, input.body, resolveLocale(request)) }),
    {
      checkBody: (body, request) => {
        const name = (body as { displayName?: unknown } | null)?.displayName;
        if (name !== undefined && !parsePublicName(name))
          throw new HttpError(400, translate(resolveLocale(request), "Name Pick Rule"));
      },
    },
  ),
);
export const action = loader;
