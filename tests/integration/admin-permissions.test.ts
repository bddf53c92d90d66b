import { beforeAll, describe, expect, it } from "vitest";
import * as adminAnalytics from "~/routes/api/admin-analytics";
import * as adminCampaign from "~/routes/api/admin-campaign";
import * as adminCampaignItem from "~/routes/api/admin-campaign-item";
import * as adminCampaigns from "~/routes/api/admin-campaigns";
import * as adminLogs from "~/routes/api/admin-logs";
import * as adminLogsCsv from "~/routes/api/admin-logs-csv";
import * as adminMedia from "~/routes/api/admin-media";
import * as adminMediaItem from "~/routes/api/admin-media-item";
import * as adminSeo from "~/routes/api/admin-seo";
import * as adminSeoItem from "~/routes/api/admin-seo-item";
import * as adminUploadMedia from "~/routes/api/admin-upload-media";
import * as adminUser from "~/routes/api/admin-user";
import * as adminUserGrade from "~/routes/api/admin-user-grade";
import * as adminUserRename from "~/routes/api/admin-user-rename";
import * as adminUsers from "~/routes/api/admin-users";
import { call, type RequestOptions } from "../helpers/route-args";
import { EVERYONE, addCampaign, addMedia, addSeo, addUser, logCount, signIn, uploadForm, useAdminConfig, type Who } from "./admin-helpers";

type Handler = (args: never) => unknown;
interface Endpoint {
  /** As in spec §7. */
  name: string;
  handler: Handler;
  /** DESIGN §4.1: admin-only (users, logs) or any staff member. */
  role: "admin" | "staff";
  /** A change, which must write exactly one activity log row. */
  change: boolean;
  /** Fresh targets per call, so every allowed call really changes something. */
  request: () => Promise<{ path: string; options: RequestOptions }>;
}

const get = (path: string) => async () => ({ path, options: {} });
let seoPaths = 0;

const ENDPOINTS: Endpoint[] = [
  { name: "GET /api/admin/users/fetch", handler: adminUsers.loader, role: "admin", change: false, request: get("/api/admin/users/fetch?page=0&rowsPerPage=10") },
  {
    name: "PUT /api/admin/user/grade", handler: adminUserGrade.action, role: "admin", change: true,
    request: async () => ({ path: "/api/admin/user/grade", options: { method: "PUT", body: { id: await addUser(), grade: "manager" } } }),
  },
  {
    name: "PUT /api/admin/user/rename", handler: adminUserRename.action, role: "admin", change: true,
    request: async () => ({ path: "/api/admin/user/rename", options: { method: "PUT", body: { id: await addUser(), displayName: "brave-bunny-3" } } }),
  },
  {
    name: "DELETE /api/admin/user?id", handler: adminUser.action, role: "admin", change: true,
    request: async () => ({ path: `/api/admin/user?id=${await addUser()}`, options: { method: "DELETE" } }),
  },
  { name: "GET /api/admin/logs", handler: adminLogs.loader, role: "admin", change: false, request: get("/api/admin/logs?page=0&rowsPerPage=25") },
  { name: "GET /api/admin/logs.csv", handler: adminLogsCsv.loader, role: "admin", change: false, request: get("/api/admin/logs.csv") },
  { name: "GET /api/admin/campaigns", handler: adminCampaigns.loader, role: "staff", change: false, request: get("/api/admin/campaigns?page=0&rowsPerPage=10") },
  {
    name: "POST /api/admin/campaign", handler: adminCampaign.action, role: "staff", change: true,
    request: async () => ({
      path: "/api/admin/campaign",
      options: { method: "POST", body: { title: "Summer Rescue Fair", bannerUrl: "/art/theme-park-banner.svg", startDate: "2026-06-01", endDate: "2026-06-30" } },
    }),
  },
  {
    name: "PUT /api/admin/campaign/{id}", handler: adminCampaignItem.action, role: "staff", change: true,
    request: async () => {
      const id = await addCampaign();
      return { path: `/api/admin/campaign/${id}`, options: { method: "PUT", params: { id: String(id) }, body: { activated: false } } };
    },
  },
  {
    name: "DELETE /api/admin/campaign/{id}", handler: adminCampaignItem.action, role: "staff", change: true,
    request: async () => {
      const id = await addCampaign();
      return { path: `/api/admin/campaign/${id}`, options: { method: "DELETE", params: { id: String(id) } } };
    },
  },
  { name: "GET /api/admin/media", handler: adminMedia.loader, role: "staff", change: false, request: get("/api/admin/media?type=coloring&page=0&rowsPerPage=10") },
  {
    name: "PUT /api/admin/media/{id}", handler: adminMediaItem.action, role: "staff", change: true,
    request: async () => {
      const id = await addMedia(await addUser());
      return { path: `/api/admin/media/${id}`, options: { method: "PUT", params: { id: String(id) }, body: { filtered: 1 } } };
    },
  },
  {
    name: "DELETE /api/admin/media?id", handler: adminMedia.action, role: "staff", change: true,
    request: async () => ({ path: `/api/admin/media?id=${await addMedia(await addUser())}`, options: { method: "DELETE" } }),
  },
  {
    name: "POST /api/upload/media", handler: adminUploadMedia.action, role: "staff", change: true,
    request: async () => ({ path: "/api/upload/media", options: { method: "POST", body: await uploadForm("wallpaper") } }),
  },
  { name: "GET /api/admin/seo", handler: adminSeo.loader, role: "staff", change: false, request: get("/api/admin/seo") },
  {
    name: "POST /api/admin/seo", handler: adminSeo.action, role: "staff", change: true,
    request: async () => ({ path: "/api/admin/seo", options: { method: "POST", body: { path: `/series/season${(seoPaths += 1)}`, locale: "ko", title: "Season" } } }),
  },
  {
    name: "PUT /api/admin/seo/{id}", handler: adminSeoItem.action, role: "staff", change: true,
    request: async () => {
      const id = await addSeo();
      return { path: `/api/admin/seo/${id}`, options: { method: "PUT", params: { id: String(id) }, body: { title: "New title" } } };
    },
  },
  {
    name: "DELETE /api/admin/seo/{id}", handler: adminSeoItem.action, role: "staff", change: true,
    request: async () => {
      const id = await addSeo();
      return { path: `/api/admin/seo/${id}`, options: { method: "DELETE", params: { id: String(id) } } };
    },
  },
  { name: "GET /api/admin/analytics", handler: adminAnalytics.loader, role: "staff", change: false, request: get("/api/admin/analytics?days=30") },
];

/** DESIGN §4.1: visitors 401, users 403, blocked users 401 (their session ends), managers 403 on admin-only calls. */
function expectedStatus(who: Who, endpoint: Endpoint): "allowed" | 401 | 403 {
  if (who === "anonymous" || who === "blocked") return 401;
  if (who === "user") return 403;
  if (who === "manager" && endpoint.role === "admin") return 403;
  return "allowed";
}

beforeAll(() => {
  useAdminConfig();
});

describe("the admin API permission matrix (every /api/admin call and /api/upload/media)", () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.name}: ${EVERYONE.map((w) => `${w} ${expectedStatus(w, endpoint)}`).join(", ")}`, async () => {
      for (const who of EVERYONE) {
        const { cookie } = await signIn(who);
        const { path, options } = await endpoint.request();
        const before = await logCount();
        const response = await call(endpoint.handler, path, { ...options, cookie });
        const logged = (await logCount()) - before;
        const expected = expectedStatus(who, endpoint);
        const label = `${endpoint.name} as ${who}`;
        if (expected === "allowed") {
          expect(response.status, `${label}: ${await response.clone().text()}`).toBeLessThan(300);
          expect(logged, `${label}: activity log rows`).toBe(endpoint.change ? 1 : 0);
        } else {
          expect(response.status, label).toBe(expected);
          expect(response.headers.get("content-type"), label).toMatch(/application\/json/);
          expect(typeof (await response.json()).error, label).toBe("string");
          expect(logged, `${label}: nothing logged`).toBe(0);
        }
      }
    });
  }

  it("refuses methods a module does not offer with 405 JSON, after the guard", async () => {
    const { cookie } = await signIn("admin");
    const response = await call(adminCampaigns.action, "/api/admin/campaigns", { method: "DELETE", cookie });
    expect(response.status).toBe(405);
    expect((await response.json()).error).toMatch(/GET/);
    expect((await call(adminCampaigns.action, "/api/admin/campaigns", { method: "DELETE" })).status).toBe(401);
  });
});
