import { APIError } from "better-auth/api";
import { asc, eq } from "drizzle-orm";
import type { Grade } from "~/shared/constants";
import { parsePublicName, publicNameKey, randomPublicName } from "~/shared/public-name";
import type { Config } from "../config";
import { db } from "../db/client";
import { accounts, sessions, users } from "../db/schema";

/** The error code a blocked user's sign-in fails with; /logged turns it into the 'Account Blocked' message. */
export const ACCOUNT_BLOCKED = "account_blocked";

/** The grade ADMIN_IDENTITIES / MANAGER_IDENTITIES give an identity (admin wins when listed in both), else null. */
export function listedGrade(
  identity: string,
  cfg: Pick<Config, "adminIdentities" | "managerIdentities">,
): Grade | null {
  if (cfg.adminIdentities.includes(identity)) return "admin";
  if (cfg.managerIdentities.includes(identity)) return "manager";
  return null;
}

/**
 * Runs before every new session (OAuth callback or dev sign-in): records the identity `<provider>:<id>`, applies the
 * identity lists (the operator's configuration wins over a grade set in the dashboard), and refuses a blocked user,
 * ending every session they still have (DESIGN §4.1).
 */
export async function admitSignIn(userId: string, cfg: Config): Promise<void> {
  const [user] = await db()
    .select({ grade: users.grade, identity: users.identity })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new APIError("UNAUTHORIZED", { code: "user_not_found", message: "User not found" });
  let identity = user.identity;
  if (!identity) {
    const [first] = await db()
      .select({ providerId: accounts.providerId, accountId: accounts.accountId })
      .from(accounts)
      .where(eq(accounts.userId, userId))
      .orderBy(asc(accounts.createdAt))
      .limit(1);
    identity = first ? `${first.providerId}:${first.accountId}` : null;
  }
  const grade = (identity && listedGrade(identity, cfg)) || user.grade;
  if (grade !== user.grade || identity !== user.identity) {
    await db().update(users).set({ grade, identity, updatedAt: new Date() }).where(eq(users.id, userId));
  }
  if (grade === "blocked") {
    await db().delete(sessions).where(eq(sessions.userId, userId));
    throw new APIError("FORBIDDEN", { code: ACCOUNT_BLOCKED, message: "Account Blocked" });
  }
}

/**
 * The name columns of a new account: the list name the provider mapping chose (a key), or a new random one when the
 * name is anything else, so no provider or typed name is ever stored (issue 28).
 */
export function newAccountName(proposed: unknown): { name: string; publicName: string } {
  const key = parsePublicName(proposed) ? (proposed as string) : publicNameKey(randomPublicName());
  return { name: key, publicName: key };
}
