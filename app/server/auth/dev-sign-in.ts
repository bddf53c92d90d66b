import crypto from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { displayNameSchema } from "~/shared/api/account";
import { DEFAULT_AVATAR } from "~/shared/constants";
import type { Config } from "../config";
import { db } from "../db/client";
import { accounts, users } from "../db/schema";
import { placeholderEmail } from "./providers";
import { newAccountName } from "./sign-in-rules";

/** The name typed into the dev sign-in form: names the identity `dev:<name>` only; the public name is a random list name. */
export const devNameSchema = displayNameSchema.pipe(z.string().regex(/^[\p{L}\p{N}._ -]+$/u, "Dev Name Rule"));

/** Finds the user of `dev:<name>`, creating the user and its identity row on first use. */
async function findOrCreateDevUser(name: string): Promise<string> {
  const identity = `dev:${name}`;
  const [existing] = await db().select({ id: users.id }).from(users).where(eq(users.identity, identity));
  if (existing) return existing.id;
  const id = crypto.randomUUID();
  await db().transaction(async (tx) => {
    await tx
      .insert(users)
      .values({ id, ...newAccountName(null), email: placeholderEmail("dev", name), avatar: DEFAULT_AVATAR, identity });
    await tx.insert(accounts).values({ id: crypto.randomUUID(), accountId: name, providerId: "dev", userId: id });
  });
  return id;
}

/**
 * Dev sign-in (DESIGN §3) as a better-auth endpoint, so the session it makes is a real better-auth session: created
 * through the internal adapter (and so through the same sign-in rules as OAuth) with better-auth's own cookie.
 * Only called from the /auth/dev route; the endpoint itself is not mounted over HTTP.
 */
export function devSignInPlugin(cfg: Config) {
  return {
    id: "dev-sign-in",
    endpoints: {
      devSignIn: createAuthEndpoint(
        "/dev/sign-in",
        { method: "POST", body: z.object({ name: z.string() }) },
        async (ctx) => {
          if (!cfg.devLogin) throw new APIError("NOT_FOUND", { message: "Dev sign-in is not available." });
          const parsed = devNameSchema.safeParse(ctx.body.name);
          if (!parsed.success)
            throw new APIError("BAD_REQUEST", { message: parsed.error.issues[0]?.message ?? "Invalid name" });
          const userId = await findOrCreateDevUser(parsed.data);
          const session = await ctx.context.internalAdapter.createSession(userId);
          const user = await ctx.context.internalAdapter.findUserById(userId);
          if (!session || !user) throw new APIError("INTERNAL_SERVER_ERROR", { message: "Unable to create session" });
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ userId });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
