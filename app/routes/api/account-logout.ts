import { auth, clearSessionCookies } from "~/server/auth/auth";
import { HttpError, json } from "~/server/http/api";
import { apiRoute, handle } from "~/server/http/endpoint-route";
import { logger } from "~/server/logger";
import type { FetchUserResponse } from "~/shared/api/account";
import { api } from "~/shared/api/endpoints";

/** GET /api/logout (spec §7): ends the session in the database and removes the cookie. */
export const loader = apiRoute(
  handle(api.logout, async ({ request }) => {
    // A GET, so no Origin check applies: refuse at least what the browser marks as cross-site.
    if (request.headers.get("sec-fetch-site") === "cross-site")
      throw new HttpError(403, "This request must come from the site itself.");
    const headers = new Headers();
    try {
      await auth().api.signOut({ headers: request.headers });
    } catch (err) {
      logger.debug({ err }, "sign-out without a live session");
    }
    for (const cookie of await clearSessionCookies()) headers.append("Set-Cookie", cookie);
    return json({ logged: false, user: null } satisfies FetchUserResponse, { headers });
  }),
);
export const action = loader;
