import { data, type MiddlewareFunction } from "react-router";
import type { z } from "zod";
import { dashboardRole } from "~/shared/api/admin";
import { gradeMayUse, type DashboardRole } from "~/shared/roles";
import { jsonError } from "../../http/api";
import { canonicalRequestPath } from "../../http/canonical-path";
import { currentUser } from "../../session/current-user";

export type DashboardDenial = { reason: "signin" | "forbidden" };

/**
 * The guard of the `/rt-dashboard` pages, run in every dashboard loader (they run in parallel, so each checks):
 * the layout asks for staff, each page for the role its path is registered with. A visitor gets a 401 sign-in
 * screen, anyone else without the role a 403 screen, rendered by the error boundary, so no staff content is ever sent.
 * The role is looked up by the canonical path (decoded, case-folded, `.data` removed), the form the router matched:
 * `/rt-dashboard/USERS` and `/rt-dashboard/%75sers.data` need an administrator like `/rt-dashboard/users`. A path
 * that cannot be decoded needs an administrator, the strictest role, in case a router ever matches it.
 */
export async function dashboardUser(request: Request, role: DashboardRole = roleForUrl(request.url)) {
  const user = await currentUser(request);
  if (!user) throw data<DashboardDenial>({ reason: "signin" }, { status: 401 });
  if (!gradeMayUse(user.grade, role)) throw data<DashboardDenial>({ reason: "forbidden" }, { status: 403 });
  return user;
}

/**
 * The middleware of the `/rt-dashboard` layout: decides once, before any loader, whether the caller may see the page
 * (staff for the subtree, the page's own role by its canonical path). The loaders render that decision — a visitor's
 * sign-in screen, the 403 screen — in the dashboard's error boundary (a middleware that throws before `next()` can
 * only reach the root's boundary, without the root's data); whatever a denied request would still get back with
 * another status (a page whose loader forgot its check) is refused here instead, so no staff content leaves.
 */
export const dashboardGuard: MiddlewareFunction<Response> = async ({ request }, next) => {
  const user = await currentUser(request);
  const role = roleForUrl(request.url);
  const denied = !user ? 401 : gradeMayUse(user.grade, role) ? null : 403;
  const response = await next();
  if (denied === null || response.status === denied) return response;
  return jsonError(denied, denied === 401 ? "Please sign in first." : "Only staff can do this.");
};

function roleForUrl(url: string): DashboardRole {
  const canonical = canonicalRequestPath(url);
  return canonical === null ? "admin" : dashboardRole(canonical);
}

/** A dashboard page's query (page, filters) from its URL; a malformed one falls back to the defaults instead of failing. */
export function dashboardQuery<S extends z.ZodType>(schema: S, request: Request): z.infer<S> {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  return parsed.success ? parsed.data : schema.parse({});
}
