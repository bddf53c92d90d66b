import { data } from "react-router";
import type { z } from "zod";
import { dashboardRole, gradeMayUse, type DashboardRole } from "~/shared/api/admin";
import type { PublicUser } from "~/shared/api/account";
import { api, methodNotAllowed } from "../../http/api";
import { canonicalRequestPath } from "../../http/canonical-path";
import { requireAdmin, requireStaff } from "../../session/guards";
import { currentUser } from "../../session/current-user";

type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface AdminArgs {
  request: Request;
  params: Record<string, string | undefined>;
  /** The signed-in staff member making the call (the activity log's actor). */
  actor: PublicUser;
}

type AdminHandler = (args: AdminArgs) => Promise<Response> | Response;

/**
 * The one guard for the whole `/api/admin/…` subtree and `/api/upload/media` (DESIGN §4.1): every admin API module
 * exports `adminApi({GET, POST, …}, {role})` as its loader and action. Visitors get 401, signed-in non-staff 403,
 * managers 403 on admin-only modules; methods a module does not list get 405; every failure is JSON `{error}`.
 */
export function adminApi(handlers: Partial<Record<Method, AdminHandler>>, options: { role: DashboardRole }) {
  const allowed = Object.keys(handlers);
  return api(async ({ request, params }: { request: Request; params: Record<string, string | undefined> }) => {
    const actor = options.role === "admin" ? await requireAdmin(request) : await requireStaff(request);
    const handler = handlers[request.method.toUpperCase() as Method];
    if (!handler) return methodNotAllowed(allowed);
    return handler({ request, params, actor });
  });
}

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

function roleForUrl(url: string): DashboardRole {
  const canonical = canonicalRequestPath(url);
  return canonical === null ? "admin" : dashboardRole(canonical);
}

/** A dashboard page's query (page, filters) from its URL; a malformed one falls back to the defaults instead of failing. */
export function dashboardQuery<S extends z.ZodType>(schema: S, request: Request): z.infer<S> {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  return parsed.success ? parsed.data : schema.parse({});
}
