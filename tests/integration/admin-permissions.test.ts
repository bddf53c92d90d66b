import { beforeAll, describe, expect, it } from "vitest";
import type { RequestOptions } from "../helpers/route-args";
import { routerFetch, type RouterFetch } from "../helpers/router";
import {
  addCampaign,
  addMedia,
  addSeo,
  addUser,
  EVERYONE,
  logCount,
  signInAs,
  useAdminConfig,
  type Who,
} from "./fixtures";
import { db } from "~/server/db/client";
import { potdSchedule, staffPictures } from "~/server/db/schema";
import { addDays } from "~/shared/calendar";
import { mediaUploadForm, pictureTitles, pictureUploadForm, pngBytes } from "./pictures";

interface Endpoint {
  /** As in spec §7. */
  name: string;
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
  {
    name: "GET /api/admin/users/fetch",
    role: "admin",
    change: false,
    request: get("/api/admin/users/fetch?page=0&rowsPerPage=10"),
  },
  {
    name: "PUT /api/admin/user/grade",
    role: "admin",
    change: true,
    request: async () => ({
      path: "/api/admin/user/grade",
      options: { method: "PUT", body: { id: await addUser(), grade: "manager" } },
    }),
  },
  {
    name: "PUT /api/admin/user/rename",
    role: "admin",
    change: true,
    request: async () => ({
      path: "/api/admin/user/rename",
      options: { method: "PUT", body: { id: await addUser(), displayName: "brave-bunny-3" } },
    }),
  },
  {
    name: "DELETE /api/admin/user?id",
    role: "admin",
    change: true,
    request: async () => ({ path: `/api/admin/user?id=${await addUser()}`, options: { method: "DELETE" } }),
  },
  { name: "GET /api/admin/logs", role: "admin", change: false, request: get("/api/admin/logs?page=0&rowsPerPage=25") },
  { name: "GET /api/admin/logs.csv", role: "admin", change: false, request: get("/api/admin/logs.csv") },
  {
    name: "GET /api/admin/campaigns",
    role: "staff",
    change: false,
    request: get("/api/admin/campaigns?page=0&rowsPerPage=10"),
  },
  {
    name: "POST /api/admin/campaign",
    role: "staff",
    change: true,
    request: async () => ({
      path: "/api/admin/campaign",
      options: {
        method: "POST",
        body: {
          title: "Summer Rescue Fair",
          bannerUrl: "/art/theme-park-banner.svg",
          startDate: "2026-06-01",
          endDate: "2026-06-30",
        },
      },
    }),
  },
  {
    name: "PUT /api/admin/campaign/{id}",
    role: "staff",
    change: true,
    request: async () => {
      const id = await addCampaign();
      return { path: `/api/admin/campaign/${id}`, options: { method: "PUT", body: { activated: false } } };
    },
  },
  {
    name: "DELETE /api/admin/campaign/{id}",
    role: "staff",
    change: true,
    request: async () => {
      const id = await addCampaign();
      return { path: `/api/admin/campaign/${id}`, options: { method: "DELETE" } };
    },
  },
  {
    name: "GET /api/admin/media",
    role: "staff",
    change: false,
    request: get("/api/admin/media?type=coloring&page=0&rowsPerPage=10"),
  },
  {
    name: "PUT /api/admin/media/{id}",
    role: "staff",
    change: true,
    request: async () => {
      const { id } = await addMedia(await addUser());
      return { path: `/api/admin/media/${id}`, options: { method: "PUT", body: { filtered: 1 } } };
    },
  },
  {
    name: "DELETE /api/admin/media?id",
    role: "staff",
    change: true,
    request: async () => ({
      path: `/api/admin/media?id=${(await addMedia(await addUser())).id}`,
      options: { method: "DELETE" },
    }),
  },
  {
    name: "POST /api/upload/media",
    role: "staff",
    change: true,
    request: async () => ({
      path: "/api/upload/media",
      options: { method: "POST", body: await mediaUploadForm("wallpaper") },
    }),
  },
  { name: "GET /api/admin/seo", role: "staff", change: false, request: get("/api/admin/seo") },
  {
    name: "POST /api/admin/seo",
    role: "staff",
    change: true,
    request: async () => ({
      path: "/api/admin/seo",
      options: { method: "POST", body: { path: `/series/season${(seoPaths += 1)}`, locale: "ko", title: "Season" } },
    }),
  },
  {
    name: "PUT /api/admin/seo/{id}",
    role: "staff",
    change: true,
    request: async () => {
      const id = await addSeo();
      return { path: `/api/admin/seo/${id}`, options: { method: "PUT", body: { title: "New title" } } };
    },
  },
  {
    name: "DELETE /api/admin/seo/{id}",
    role: "staff",
    change: true,
    request: async () => {
      const id = await addSeo();
      return { path: `/api/admin/seo/${id}`, options: { method: "DELETE" } };
    },
  },
  { name: "GET /api/admin/analytics", role: "staff", change: false, request: get("/api/admin/analytics?days=30") },
  { name: "GET /api/admin/pictures", role: "staff", change: false, request: get("/api/admin/pictures") },
  {
    name: "POST /api/admin/pictures",
    role: "staff",
    change: true,
    request: async () => ({
      path: "/api/admin/pictures",
      options: {
        method: "POST",
        body: pictureUploadForm("puzzle", await pngBytes(), { filename: "p.png", type: "image/png" }),
      },
    }),
  },
  {
    name: "PUT /api/admin/pictures/{id}",
    role: "staff",
    change: true,
    request: async () => ({
      path: `/api/admin/pictures/${await addPuzzlePicture()}`,
      options: { method: "PUT", body: { titles: pictureTitles("Renamed") } },
    }),
  },
  {
    name: "DELETE /api/admin/pictures/{id}",
    role: "staff",
    change: true,
    request: async () => ({ path: `/api/admin/pictures/${await addPuzzlePicture()}`, options: { method: "DELETE" } }),
  },
  {
    name: "GET /api/admin/potd-calendar",
    role: "staff",
    change: false,
    request: get("/api/admin/potd-calendar?month=2030-01"),
  },
  {
    name: "PUT /api/admin/potd-calendar/{date}",
    role: "staff",
    change: true,
    request: async () => ({
      path: `/api/admin/potd-calendar/${nextCalendarDay()}`,
      options: { method: "PUT", body: { picture: "scene02" } },
    }),
  },
  {
    name: "DELETE /api/admin/potd-calendar/{date}",
    role: "staff",
    change: true,
    request: async () => {
      const date = nextCalendarDay();
      await db().insert(potdSchedule).values({ date, sceneKey: "scene03" });
      return { path: `/api/admin/potd-calendar/${date}`, options: { method: "DELETE" } };
    },
  },
];

/** A staff puzzle picture's row (no files: the permission calls do not read them). */
async function addPuzzlePicture(): Promise<number> {
  const row = await addMedia(await addUser(), { type: "puzzle-picture" });
  await db().insert(staffPictures).values({ mediaId: row.id, kind: "puzzle", titles: pictureTitles() });
  return row.id;
}
let calendarDays = 0;
/** A fresh calendar day per call, so every allowed call really changes one. */
const nextCalendarDay = () => addDays("2030-01-01", (calendarDays += 1));

/** DESIGN §4.1: visitors 401, users 403, blocked users 401 (their session ends), managers 403 on admin-only calls. */
function expectedStatus(who: Who, endpoint: Endpoint): "allowed" | 401 | 403 {
  if (who === "anonymous" || who === "blocked") return 401;
  if (who === "user") return 403;
  if (who === "manager" && endpoint.role === "admin") return 403;
  return "allowed";
}

let send: RouterFetch;
beforeAll(async () => {
  useAdminConfig();
  send = await routerFetch();
});

describe("the admin API permission matrix (every /api/admin call and /api/upload/media)", () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.name}: ${EVERYONE.map((w) => `${w} ${expectedStatus(w, endpoint)}`).join(", ")}`, async () => {
      for (const who of EVERYONE) {
        const { cookie } = await signInAs(who);
        const { path, options } = await endpoint.request();
        const before = await logCount();
        const response = await send(path, { ...options, cookie });
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
    const { cookie } = await signInAs("admin");
    const response = await send("/api/admin/campaigns", { method: "DELETE", cookie });
    expect(response.status).toBe(405);
    expect((await response.json()).error).toMatch(/GET/);
    expect((await send("/api/admin/campaigns", { method: "DELETE" })).status).toBe(401);
  });
});
