import { clearSessionCookies } from "~/server/auth/auth";
import { deleteAccount } from "~/server/auth/accounts";
import { json } from "~/server/http/api";
import { apiRoute, handle } from "~/server/http/endpoint-route";
import { api } from "~/shared/api/endpoints";

/** DELETE /api/delete-account: removes the signed-in user's account and everything it owns (DESIGN §4.8). */
export const action = apiRoute(
  handle(api.deleteAccount, async ({ actor }) => {
    await deleteAccount(actor.id);
    const headers = new Headers();
    for (const cookie of await clearSessionCookies()) headers.append("Set-Cookie", cookie);
    return json({ id: actor.id }, { headers });
  }),
);
export const loader = action;
