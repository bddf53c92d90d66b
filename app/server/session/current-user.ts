import { eq } from "drizzle-orm";
import type { PublicUser } from "~/shared/api/account";
import { auth, clearSessionCookies } from "../auth/auth";
import { db } from "../db/client";
import { resolveLocale } from "../locale";
import { sessions } from "../db/schema";
import { toPublicUser, type UserRow } from "./public-user";

export interface SessionLookup {
  user: PublicUser | null;
  /** The session belonged to a blocked user: it has been ended now. */
  blocked: boolean;
  /** Set-Cookie headers to pass on (a refreshed or removed session cookie). */
  headers: Headers;
}

const hasSessionCookie = (request: Request) =>
  /(^|;\s*)(__Secure-)?rt\.session_token=/.test(request.headers.get("cookie") ?? "");
const cache = new WeakMap<Request, Promise<SessionLookup>>();

/**
 * The better-auth session of a request, looked up in the database on every request (no cookie cache), so a
 * blocked or deleted user is signed out at once. `refresh` extends the session's expiry (sliding window) and
 * returns the renewed cookie in `headers`.
 */
export async function lookupSession(request: Request, options: { refresh?: boolean } = {}): Promise<SessionLookup> {
  if (!hasSessionCookie(request)) return { user: null, blocked: false, headers: new Headers() };
  const { headers, response } = await auth().api.getSession({
    headers: request.headers,
    query: { disableRefresh: !options.refresh },
    returnHeaders: true,
  });
  if (!response) return { user: null, blocked: false, headers };
  const row = response.user as UserRow;
  if (row.grade === "blocked") {
    await db().delete(sessions).where(eq(sessions.userId, row.id));
    const cleared = new Headers();
    for (const cookie of await clearSessionCookies()) cleared.append("Set-Cookie", cookie);
    return { user: null, blocked: true, headers: cleared };
  }
  return { user: toPublicUser(row, resolveLocale(request)), blocked: false, headers };
}

/** The signed-in user of a request, or null (also null for a blocked user, whose sessions end here). */
export async function currentUser(request: Request): Promise<PublicUser | null> {
  // Loaders of one document request share the Request object: look the session up once for all of them.
  const readOnly = request.method === "GET" || request.method === "HEAD";
  let pending = readOnly ? cache.get(request) : undefined;
  if (!pending) {
    pending = lookupSession(request);
    if (readOnly) cache.set(request, pending);
  }
  return (await pending).user;
}
