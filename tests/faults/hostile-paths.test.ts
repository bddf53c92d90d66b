import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devSignIn, rawRequest, startBuiltServer, type BuiltServer } from "./helpers/built-server";

/**
 * Issue 17 items 3 and 4: the router matches paths decoded and without regard to case, so every guard must decide on
 * the same path the router matched. Paths are sent raw (fetch would resolve `..` and re-encode them).
 */
const ADMIN_ONLY_PAGE_VARIANTS = [
  "/rt-dashboard/users",
  "/rt-dashboard/USERS",
  "/rt-dashboard/Users",
  "/rt-dashboard/users/",
  "/rt-dashboard/%75sers",
  "/rt-dashboard/%55SERS",
  "/RT-DASHBOARD/users",
  "/rt-dashboard/./users",
  "/rt-dashboard/x/../users",
  "/rt-dashboard/Logs",
  "/rt-dashboard/LOGS/",
  "/rt-dashboard/%6Cogs",
];
const DATA_VARIANTS = [
  "/rt-dashboard/users.data",
  "/rt-dashboard/Users.data",
  "/rt-dashboard/%75sers.data",
  "/rt-dashboard/Logs.data",
];

const FOREIGN = "https://evil.example";
const CROSS_SITE_PATHS = [
  "/api/admin/seo",
  "/%61pi/admin/seo",
  "/API/admin/seo",
  "/api/ADMIN/SEO",
  "/%41PI/%61dmin/seo",
  "/./api/admin/seo",
  "/x/../api/admin/seo",
];

describe("hostile paths against every guard", () => {
  let server: BuiltServer;
  let manager: string;
  let admin: string;
  beforeAll(async () => {
    server = await startBuiltServer();
    manager = await devSignIn(server.baseURL, "e2e-manager");
    admin = await devSignIn(server.baseURL, "e2e-admin");
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("a manager gets 403 on the admin-only dashboard pages however the path is spelled, an admin gets them", async () => {
    for (const path of ADMIN_ONLY_PAGE_VARIANTS) {
      const asManager = await rawRequest(server.baseURL, path, { headers: { Cookie: manager } });
      expect(asManager.status, `${path} as manager`).toBe(403);
      expect(asManager.body, `${path} as manager shows no identities`).not.toMatch(/dev:e2e-admin/);
      const asAdmin = await rawRequest(server.baseURL, path, { headers: { Cookie: admin } });
      expect(asAdmin.status, `${path} as admin`).toBe(200);
    }
  });

  it("the pages' data requests (.data) are refused the same way", async () => {
    for (const path of DATA_VARIANTS) {
      const asManager = await rawRequest(server.baseURL, path, { headers: { Cookie: manager } });
      expect(asManager.status, `${path} as manager`).toBe(403);
      expect(asManager.body, `${path} as manager`).not.toMatch(/dev:e2e-admin|e2e-admin/);
    }
  });

  it("a visitor is sent to sign in on every spelling of a dashboard page", async () => {
    for (const path of [
      "/rt-dashboard",
      "/RT-Dashboard/",
      "/rt-dashboard/MEDIA",
      "/rt-dashboard/%63ampaign",
      ...ADMIN_ONLY_PAGE_VARIANTS,
    ]) {
      expect((await rawRequest(server.baseURL, path)).status, path).toBe(401);
    }
  });

  it("a cross-site POST is refused on every spelling of an API path, with a JSON or a text/plain body", async () => {
    const before = await seoCount(server.baseURL, admin);
    for (const path of CROSS_SITE_PATHS) {
      for (const type of ["application/json", "text/plain"]) {
        const answer = await rawRequest(server.baseURL, path, {
          method: "POST",
          headers: { Cookie: admin, Origin: FOREIGN, "Content-Type": type },
          body: JSON.stringify({ path: `/hostile${Math.random()}`, locale: "en", title: "Owned" }),
        });
        expect(answer.status, `POST ${path} (${type})`).toBe(403);
        expect(JSON.parse(answer.body).error, `POST ${path}`).toMatch(/site itself/);
      }
    }
    expect(await seoCount(server.baseURL, admin), "no SEO entry was created").toBe(before);
  });

  it("a cross-site DELETE of the account and a cross-site upload are refused through an encoded path", async () => {
    const victim = await devSignIn(server.baseURL, "hostile-victim");
    for (const [method, path] of [
      ["DELETE", "/%61pi/delete-account"],
      ["POST", "/%61pi/upload/coloring"],
      ["PUT", "/%61pi/change-account"],
      ["POST", "/Auth/logout"],
    ]) {
      const answer = await rawRequest(server.baseURL, path, {
        method,
        headers: { Cookie: victim, Origin: FOREIGN, "Content-Type": "text/plain" },
        body: "{}",
      });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    const me = await fetch(`${server.baseURL}/api/fetch-user`, { headers: { Cookie: victim } });
    expect((await me.json()).logged, "the account still exists and is signed in").toBe(true);
  });

  it("the same calls from the site itself still work (the check refuses only foreign origins)", async () => {
    const answer = await rawRequest(server.baseURL, "/api/admin/seo", {
      method: "POST",
      headers: { Cookie: admin, Origin: server.baseURL, "Content-Type": "application/json" },
      body: JSON.stringify({ path: "/apps", locale: "ja", title: "Apps" }),
    });
    expect(answer.status, answer.body).toBe(201);
  });
});

async function seoCount(baseURL: string, cookie: string): Promise<number> {
  const response = await fetch(`${baseURL}/api/admin/seo`, { headers: { Cookie: cookie } });
  const body = (await response.json()) as { seoList: unknown[] };
  return body.seoList.length;
}
