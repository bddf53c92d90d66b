import { clearSessionCookies } from "~/server/auth/auth";
import { deleteAccount } from "~/server/auth/accounts";
import { api, json, methodNotAllowed } from "~/server/http/api";
import { requireUser } from "~/server/session/guards";
import type { Route } from "./+types/account-delete-account";

export const loader = () => methodNotAllowed(["DELETE"]);

/** DELETE /api/delete-account: removes the signed-in user's account and everything it owns (DESIGN §4.8). */
export const action = api(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  const me = await requireUser(request);
  await deleteAccount(me.id);
  const headers = new Headers();
  for (const cookie of await clearSessionCookies()) headers.append("Set-Cookie", cookie);
  return json({ id: me.id }, { headers });
});
