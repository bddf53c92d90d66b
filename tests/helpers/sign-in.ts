import { eq } from "drizzle-orm";
import { config, setConfig } from "~/server/config";
import { db } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { renderPublicName } from "~/server/session/public-user";
import type { Grade } from "~/shared/constants";
import type { Locale } from "~/shared/locales";
import * as authDev from "~/routes/account/auth-dev";
import { call } from "./route-args";

/** The session secret of every integration test (the real secret is only needed in production). */
export const TEST_SESSION_SECRET = "test-secret-0123456789-abcdefghij-0123456789";

export interface SignedIn {
  /** The Cookie header carrying the real better-auth session cookie. */
  cookie: string;
  userId: string;
  /** The answer of POST /auth/dev (a 303 to /logged, or the refusal). */
  response: Response;
}

/** `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header (expired cookies dropped). */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .filter((c) => !/max-age=0/i.test(c))
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * The one way integration tests sign in: POST /auth/dev as dev:<name>, which makes a real better-auth session and
 * cookie (creating the user on first use, or signing in the existing user whose identity is dev:<name>). With `grade`,
 * the user's grade is set afterwards, so a "blocked" user holds a session that was valid until the block.
 */
export async function signIn(name: string, options: { grade?: Grade } = {}): Promise<SignedIn> {
  if (!config().sessionSecret) setConfig({ ...config(), sessionSecret: TEST_SESSION_SECRET });
  const body = new FormData();
  body.set("name", name);
  const response = await call(authDev.action, "/auth/dev", { method: "POST", body });
  const cookie = cookiesFrom(response);
  const [row] = await db()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.identity, `dev:${name}`));
  const userId = row?.id ?? "";
  if (options.grade && userId) await db().update(users).set({ grade: options.grade }).where(eq(users.id, userId));
  return { cookie, userId, response };
}

/** The name a user is shown under in public answers: their list name rendered in `locale` (issue 28). */
export async function shownName(userId: string, locale: Locale = "en"): Promise<string> {
  const [row] = await db().select({ publicName: users.publicName }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return renderPublicName(row.publicName, userId, locale);
}
