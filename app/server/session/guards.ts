import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { gradeMayUse } from "~/shared/roles";
import type { PublicUser } from "~/shared/api/account";
import type { Role } from "~/shared/api/endpoint";
import { HttpError, toErrorResponse } from "../http/api";
import { currentUser } from "./current-user";

export type SignedInRole = Exclude<Role, "public">;

/** The caller a guard middleware admitted, for the handlers below it (so they need not look the session up again). */
export const actorContext = createContext<PublicUser | null>(null);

/** The signed-in user, or a 401 `{error}` (blocked users have no session, so they land here too). */
export async function requireUser(request: Request): Promise<PublicUser> {
  const user = await currentUser(request);
  if (!user || user.grade === "blocked") throw new HttpError(401, "Please sign in first.");
  return user;
}

/** Refuses a signed-in user without the role (DESIGN §4.1): 403 for non-staff, and for managers on admin-only calls. */
function assertRole(user: PublicUser, role: SignedInRole): PublicUser {
  if (role === "user" || gradeMayUse(user.grade, role)) return user;
  throw new HttpError(403, role === "admin" ? "Only administrators can do this." : "Only staff can do this.");
}

/**
 * The caller of an endpoint that needs a role: the one a guard middleware admitted, checked against this role, or —
 * when no middleware ran (a handler called outside the router, as the integration tests do) — looked up now, so a
 * handler fails closed either way.
 */
export async function actorFor(
  context: Readonly<RouterContextProvider> | undefined,
  request: Request,
  role: SignedInRole,
): Promise<PublicUser> {
  const admitted = context?.get(actorContext) ?? null;
  return assertRole(admitted ?? (await requireUser(request)), role);
}

/**
 * Route middleware for a layout of API routes (app/routes.ts): admits only callers with the role and answers
 * everyone else with today's JSON `{error}` — 401 for visitors and blocked users, 403 for the rest.
 */
export function roleGuard(role: SignedInRole): MiddlewareFunction<Response> {
  return async ({ request, context }) => {
    try {
      context.set(actorContext, await actorFor(context, request, role));
    } catch (error) {
      throw toErrorResponse(error);
    }
  };
}
