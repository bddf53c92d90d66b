import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { dashboardRole } from "~/shared/api/admin";
import type { Role } from "~/shared/api/endpoint";
import { ENDPOINTS } from "~/shared/api/endpoints";
import { devSignIn, rawRequest, startBuiltServer, type BuiltServer } from "./helpers/built-server";

/**
 * The permission matrix, generated from the route table (app/routes.ts) and the endpoint contract (app/shared/api/
 * endpoints), so a route added tomorrow is in it without anyone listing it: every /api route × GET, POST, PUT, DELETE ×
 * five callers, and every dashboard page × five callers, against the production build over HTTP (real sign-ins, the
 * real guards, the Origin check and path handling included).
 *
 * Who may call what is each entry's role, checked against DESIGN §4.1/§4.2 written as rules below. A route without a
 * contract entry fails, an entry the rules do not name must need a signed-in user (so a new public endpoint fails until
 * it is declared public on purpose), and a staff or admin entry must sit under the guard middleware's layout.
 */
type Who = "anonymous" | "user" | "blocked" | "manager" | "admin";
const EVERYONE: Who[] = ["anonymous", "user", "blocked", "manager", "admin"];
const METHODS = ["GET", "POST", "PUT", "DELETE"] as const;
type Access = "public" | "signed-in" | "staff" | "admin";

/** Anyone may call these (spec §6: browse, search videos, play, view the gallery; analytics are anonymous). */
const PUBLIC = new Set([
  "GET /api/site-info/:locale",
  "POST /api/analytics",
  "GET /api/poliworld/event/fetch/:id",
  "GET /api/potd/preview/:date",
  "GET /api/potd/preview/next/:date",
  "GET /api/cotd",
  "GET /api/politv/search",
  "GET /api/politv/details",
  "GET /api/fetch-user",
  "GET /api/logout",
  "GET /api/colorings",
]);

/** DESIGN §4.1/§4.2 as rules, independent of the contract. */
function designAccess(method: string, pattern: string): Access {
  if (/^\/api\/admin\/(users?|logs)(\/|\.|$)/.test(pattern)) return "admin";
  // Staff upload media and videos; anyone signed in uploads colorings.
  if (pattern.startsWith("/api/admin/") || (pattern.startsWith("/api/upload/") && pattern !== "/api/upload/coloring"))
    return "staff";
  if (PUBLIC.has(`${method} ${pattern}`) || pattern === "/api/*") return "public";
  return "signed-in";
}

/** The status a caller without access must get: 401 without a valid session (a blocked user's ends at once), else 403. */
function refusal(who: Who, access: Access): 401 | 403 | null {
  if (access === "public") return null;
  if (who === "anonymous" || who === "blocked") return 401;
  if (access === "signed-in") return null;
  if (who === "user") return 403;
  if (access === "admin" && who === "manager") return 403;
  return null;
}

const ACCESS: Record<Role, Access> = { public: "public", user: "signed-in", staff: "staff", admin: "admin" };
const STRICTNESS: Access[] = ["public", "signed-in", "staff", "admin"];

/** The contract's answer: the entry's role, or for a method no entry offers, the strictest role at that path. */
function accessOf(method: string, pattern: string): Access {
  const entry = ENDPOINTS.find((e) => e.method === method && e.path === pattern);
  if (entry) return ACCESS[entry.role];
  const roles = ENDPOINTS.filter((e) => e.path === pattern).map((e) => ACCESS[e.role]);
  return roles.sort((a, b) => STRICTNESS.indexOf(b) - STRICTNESS.indexOf(a))[0] ?? "public";
}

interface RouteEntry {
  path?: string;
  file: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Leaf routes of app/routes.ts with their full patterns and the layout modules above them. */
function flatten(
  entries: RouteEntry[],
  base = "",
  layouts: string[] = [],
): { pattern: string; file: string; layouts: string[] }[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path ? `${base}/${entry.path}`.replace(/\/+/g, "/") : base || "/";
    if (entry.children?.length)
      return flatten(entry.children, pattern === "/" ? "" : pattern, [...layouts, entry.file]);
    return [{ pattern, file: entry.file, layouts }];
  });
}

const LEAVES = flatten(routes as RouteEntry[]);
const API = LEAVES.filter((leaf) => leaf.pattern.startsWith("/api/"));
const DASHBOARD = LEAVES.filter(
  (leaf) => leaf.pattern === "/rt-dashboard" || leaf.pattern.startsWith("/rt-dashboard/"),
);

/** A concrete address for a pattern: ids that do not exist (so nothing is changed), the caller's own user id. */
function concrete(pattern: string, userId: string): string {
  return pattern
    .replace(/\/:[A-Za-z]+\?/g, "")
    .replace(":userId", userId || "no-user")
    .replace(":locale", "en")
    .replace(":date", "2026-01-01")
    .replace(/:[A-Za-z]+/g, "999999")
    .replace("*", "no-such-thing");
}

const STAFF_LAYOUT = "routes/api/staff-layout.ts";
const ADMIN_LAYOUT = "routes/api/admin-layout.ts";

describe("the endpoint contract against the route table", () => {
  it("has an entry with a role for every API route, and a route for every entry", () => {
    const routed = new Set(API.map((leaf) => leaf.pattern));
    expect(
      API.filter((leaf) => leaf.pattern !== "/api/*" && !ENDPOINTS.some((e) => e.path === leaf.pattern)).map(
        (l) => l.pattern,
      ),
      "routes without a contract entry",
    ).toEqual([]);
    expect(
      ENDPOINTS.filter((e) => !routed.has(e.path)).map((e) => `${e.method} ${e.path}`),
      "entries without a route",
    ).toEqual([]);
    expect(
      ENDPOINTS.filter((e) => !(e.role in ACCESS)).map((e) => `${e.method} ${e.path}`),
      "entries without a role",
    ).toEqual([]);
  });

  it("declares the roles DESIGN §4.1/§4.2 give", () => {
    for (const e of ENDPOINTS) expect(ACCESS[e.role], `${e.method} ${e.path}`).toBe(designAccess(e.method, e.path));
  });

  it("mounts every staff endpoint under the staff guard's layout and every admin one under the admin guard's", () => {
    for (const leaf of API) {
      const roles = new Set(ENDPOINTS.filter((e) => e.path === leaf.pattern).map((e) => e.role));
      const staffGuarded = leaf.layouts.includes(STAFF_LAYOUT);
      const adminGuarded = leaf.layouts.includes(ADMIN_LAYOUT);
      expect(staffGuarded, `${leaf.pattern} (${[...roles]}) under ${STAFF_LAYOUT}`).toBe(
        roles.has("staff") || roles.has("admin"),
      );
      expect(adminGuarded, `${leaf.pattern} (${[...roles]}) under ${ADMIN_LAYOUT}`).toBe(roles.has("admin"));
      if (staffGuarded)
        expect(
          [...roles].every((r) => r === "staff" || r === "admin"),
          `${leaf.pattern}: only staff entries below the guard`,
        ).toBe(true);
    }
    for (const leaf of DASHBOARD) expect(leaf.layouts, leaf.pattern).toContain("routes/dashboard/layout.tsx");
  });
});

describe("the permission matrix, generated from app/routes.ts", () => {
  let server: BuiltServer;
  const sessions = new Map<Who, { cookie?: string; userId: string }>();

  async function fetchUser(cookie: string): Promise<{ logged: boolean; user?: { id: string } }> {
    const response = await fetch(`${server.baseURL}/api/fetch-user`, { headers: { Cookie: cookie } });
    return response.ok ? ((await response.json()) as { logged: boolean; user?: { id: string } }) : { logged: false };
  }

  async function signIn(who: Exclude<Who, "anonymous" | "blocked">): Promise<void> {
    const name = { user: "matrix-user", manager: "e2e-manager", admin: "e2e-admin" }[who];
    const cookie = await devSignIn(server.baseURL, name);
    sessions.set(who, { cookie, userId: (await fetchUser(cookie)).user?.id ?? "" });
  }

  beforeAll(async () => {
    server = await startBuiltServer();
    sessions.set("anonymous", { userId: "" });
    for (const who of ["user", "manager", "admin"] as const) await signIn(who);
    // The blocked caller signs in while still allowed, then an administrator blocks them: the session in hand must end.
    const cookie = await devSignIn(server.baseURL, "matrix-blocked");
    const userId = (await fetchUser(cookie)).user?.id ?? "";
    const admin = sessions.get("admin")!.cookie!;
    const blocked = await fetch(`${server.baseURL}/api/admin/user/grade`, {
      method: "PUT",
      headers: { Cookie: admin, Origin: server.baseURL, "Content-Type": "application/json" },
      body: JSON.stringify({ id: userId, grade: "blocked" }),
    });
    expect(blocked.status, "the administrator blocked the caller").toBe(200);
    sessions.set("blocked", { cookie, userId });
  });
  afterAll(async () => {
    await server?.stop();
    console.info(
      `permission matrix: ${ENDPOINTS.length} endpoints × ${EVERYONE.length} callers = ${ENDPOINTS.length * EVERYONE.length} declared answers; ${API.length} API routes × ${METHODS.length} methods × ${EVERYONE.length} callers = ${API.length * METHODS.length * EVERYONE.length} calls; ${DASHBOARD.length} dashboard pages × 2 (page, .data) × ${EVERYONE.length} callers = ${DASHBOARD.length * 2 * EVERYONE.length} calls`,
    );
  });

  it("covers the whole route table (the API and the dashboard pages)", () => {
    expect(API.length).toBeGreaterThan(30);
    expect(DASHBOARD.length).toBeGreaterThanOrEqual(7);
  });

  for (const { pattern } of API) {
    it(`${pattern}: ${METHODS.map((m) => `${m} ${accessOf(m, pattern)}`).join(", ")}`, async () => {
      for (const method of METHODS) {
        const access = accessOf(method, pattern);
        // The administrator first: a 405 there means the route does not offer the method at all.
        const order: Who[] = ["admin", "anonymous", "user", "blocked", "manager"];
        let offered = true;
        for (const who of order) {
          const session = sessions.get(who)!;
          const path = concrete(pattern, session.userId);
          const headers: Record<string, string> = { Origin: server.baseURL, "Content-Type": "application/json" };
          if (session.cookie) headers.Cookie = session.cookie;
          const answer = await rawRequest(server.baseURL, path, {
            method,
            headers,
            body: method === "GET" ? undefined : "{}",
          });
          const label = `${method} ${path} as ${who} (${access})`;
          expect(answer.status, `${label}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
          if (who === "admin") offered = answer.status !== 405;
          const expected = refusal(who, access);
          if (expected === null) {
            expect([401, 403], `${label}: ${answer.body.slice(0, 200)}`).not.toContain(answer.status);
          } else {
            expect(offered ? [expected] : [expected, 405], `${label}: ${answer.body.slice(0, 200)}`).toContain(
              answer.status,
            );
            expect(typeof JSON.parse(answer.body).error, label).toBe("string");
          }
          // Some allowed calls end the caller's session (log out, delete the account): sign in again.
          if (
            answer.status < 400 &&
            (who === "user" || who === "manager" || who === "admin") &&
            !(await fetchUser(session.cookie!)).logged
          )
            await signIn(who);
        }
      }
    });
  }

  for (const { pattern } of DASHBOARD) {
    const role = dashboardRole(pattern);
    it(`${pattern} (${role}) and its .data`, async () => {
      for (const who of EVERYONE) {
        const access: Access = role === "admin" ? "admin" : "staff";
        const expected = refusal(who, access) ?? 200;
        for (const path of [pattern, `${pattern}.data`]) {
          const headers: Record<string, string> = sessions.get(who)!.cookie
            ? { Cookie: sessions.get(who)!.cookie! }
            : {};
          const answer = await rawRequest(server.baseURL, path, { headers });
          expect(answer.status, `GET ${path} as ${who}`).toBe(expected);
        }
      }
    });
  }
});
