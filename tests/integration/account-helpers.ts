import { eq } from "drizzle-orm";
import { parseConfig, setConfig } from "~/server/config";
import { db } from "~/server/db/client";
import { media, users } from "~/server/db/schema";
import * as authDev from "~/routes/account/auth-dev";
import { call } from "../helpers/route-args";

/** Test configuration: the real parser over the test environment plus overrides. */
export function useConfig(overrides: Record<string, string> = {}) {
  const cfg = parseConfig({ ...process.env, NODE_ENV: "test", SESSION_SECRET: "test-secret-0123456789-abcdefghij-0123456789", ...overrides });
  setConfig(cfg);
  return cfg;
}

/** `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header (expired cookies dropped). */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .filter((c) => !/max-age=0/i.test(c))
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Signs in through POST /auth/dev as dev:<name>; returns the session cookie and the user id. */
export async function devSignIn(name: string): Promise<{ cookie: string; userId: string; response: Response }> {
  const body = new FormData();
  body.set("name", name);
  const response = await call(authDev.action, "/auth/dev", { method: "POST", body });
  const cookie = cookiesFrom(response);
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.identity, `dev:${name}`));
  return { cookie, userId: row?.id ?? "", response };
}

export async function setGrade(userId: string, grade: string): Promise<void> {
  await db().update(users).set({ grade }).where(eq(users.id, userId));
}

let hashCounter = 0;
/** A coloring row owned by a user (files are not needed for list and permission tests). */
export async function addColoring(ownerId: string, extra: Partial<typeof media.$inferInsert> = {}): Promise<number> {
  const hash = `test${(hashCounter++).toString(16).padStart(8, "0")}`;
  const [row] = await db()
    .insert(media)
    .values({ type: "coloring", url: `/media/${hash}.png`, thumbnailUrl: `/media/${hash}.webp`, ownerId, width: 10, height: 10, bytes: 10, hash, ...extra })
    .returning({ id: media.id });
  return row.id;
}
