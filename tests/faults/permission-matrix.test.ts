import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { dashboardRole } from "~/shared/api/admin";
import { devSignIn, rawRequest, startBuiltServer, type BuiltServer } from "./helpers/built-server";

/**
 * The permission matrix, generated from the route table (app/routes.ts), so a route added tomorrow is in it without
 * anyone listing it: every /api route × GET, POST, PUT, DELETE × five callers, and every dashboard page × five callers,
 * against the production build over HTTP (real sign-ins, the real guards, the Origin check and path handling included).
 *
 * Who may call what is DESIGN §4.1/§4.2, written as rules below. It fails closed: a route the rules do not name is
 * expected to need a signed-in user, so a new public route fails here until it is declared public on purpose.
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

function accessOf(method: string, pattern: string): Access {
  if (/^\/api\/admin\/(users?|logs)(\/|\.|$)/.test(pattern)) return "admin";
  // Staff upload media and videos; anyone signed in uploads colorings.
  if (pattern.startsWith("/api/admin/") || (pattern.startsWith("/api/upload/") && pattern !== "/api/upload/coloring")) return "staff";
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

interface RouteEntry {
  path?: string;
  file: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Leaf routes of app/routes.ts with their full patterns. */
function flatten(entries: RouteEntry[], base = ""): { pattern: string; file: string }[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path ? `${base}/${entry.path}`.replace(/\/+/g, "/") : base || "/";
    if (entry.children?.length) return flatten(entry.children, pattern === "/" ? "" : pattern);
    return [{ pattern, file: entry.file }];
  });
}

const LEAVES = flatten(routes as RouteEntry[]);
const API = LEAVES.filter((leaf) => leaf.pattern.startsWith("/api/"));
const DASHBOARD = LEAVES.filter((leaf) => leaf.pattern === "/rt-dashboard" || leaf.pattern.startsWith("/rt-dashboard/"));

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
    console.info(`permission matrix: ${API.length} API routes × ${METHODS.length} methods × ${EVERYONE.length} callers = ${API.length * METHODS.length * EVERYONE.length} calls; ${DASHBOARD.length} dashboard pages × 2 (page, .data) × ${EVERYONE.length} callers = ${DASHBOARD.length * 2 * EVERYONE.length} calls`);
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
          const answer = await rawRequest(server.baseURL, path, { method, headers, body: method === "GET" ? undefined : "{}" });
          const label = `${method} ${path} as ${who} (${access})`;
          expect(answer.status, `${label}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
          if (who === "admin") offered = answer.status !== 405;
          const expected = refusal(who, access);
          if (expected === null) {
            expect([401, 403], `${label}: ${answer.body.slice(0, 200)}`).not.toContain(answer.status);
          } else {
            expect(offered ? [expected] : [expected, 405], `${label}: ${answer.body.slice(0, 200)}`).toContain(answer.status);
            expect(typeof JSON.parse(answer.body).error, label).toBe("string");
          }
          // Some allowed calls end the caller's session (log out, delete the account): sign in again.
          if (answer.status < 400 && (who === "user" || who === "manager" || who === "admin") && !(await fetchUser(session.cookie!)).logged) await signIn(who);
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
          const headers: Record<string, string> = sessions.get(who)!.cookie ? { Cookie: sessions.get(who)!.cookie! } : {};
          const answer = await rawRequest(server.baseURL, path, { headers });
          expect(answer.status, `GET ${path} as ${who}`).toBe(expected);
        }
      }
    });
  }
});
