import { eq } from "drizzle-orm";
import { parseConfig, setConfig } from "~/server/config";
import { db } from "~/server/db/client";
import { media, users } from "~/server/db/schema";
import { TEST_SESSION_SECRET } from "../helpers/sign-in";

/** Test configuration: the real parser over the test environment plus overrides. */
export function useConfig(overrides: Record<string, string> = {}) {
  const cfg = parseConfig({ ...process.env, NODE_ENV: "test", SESSION_SECRET: TEST_SESSION_SECRET, ...overrides });
  setConfig(cfg);
  return cfg;
}

// The one real sign-in of the integration tests (tests/helpers/sign-in.ts), under the names these files use.
export { cookiesFrom, signIn as devSignIn } from "../helpers/sign-in";

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
