import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db/client";
import { activityLogs, analyticsEvents } from "~/server/db/schema";
import { csvCell } from "~/server/services/admin/logs";
import * as adminAnalytics from "~/routes/api/admin-analytics";
import * as adminLogs from "~/routes/api/admin-logs";
import * as adminLogsCsv from "~/routes/api/admin-logs-csv";
import * as dashboardAnalytics from "~/routes/dashboard/analytics";
import * as dashboardPictures from "~/routes/dashboard/pictures";
import * as dashboardCampaign from "~/routes/dashboard/campaign";
import * as dashboardLayout from "~/routes/dashboard/layout";
import * as dashboardLogs from "~/routes/dashboard/logs";
import * as dashboardMain from "~/routes/dashboard/main";
import * as dashboardMedia from "~/routes/dashboard/media";
import * as dashboardSeo from "~/routes/dashboard/seo";
import * as dashboardUsers from "~/routes/dashboard/users";
import { call } from "../helpers/route-args";
import { addMedia, EVERYONE, signInAs, useAdminConfig, type Who } from "./fixtures";
import { shownName } from "../helpers/sign-in";

let admin: { cookie?: string; userId: string };

beforeAll(async () => {
  useAdminConfig();
  admin = await signInAs("admin");
  const at = (iso: string) => new Date(iso);
  await db()
    .insert(activityLogs)
    .values([
      {
        actorId: null,
        actorName: "Ana",
        action: "campaign.create",
        targetType: "campaign",
        targetId: "1",
        summary: { after: { title: "=cmd|' /C calc'!A0" } },
        createdAt: at("2026-03-01T10:00:00Z"),
      },
      {
        actorId: null,
        actorName: "Ben",
        action: "seo.update",
        targetType: "seo",
        targetId: "2",
        summary: { before: { title: "a" }, after: { title: 'b, "quoted"' } },
        createdAt: at("2026-03-02T23:59:00Z"),
      },
      {
        actorId: null,
        actorName: "Ana",
        action: "media.update",
        targetType: "coloring",
        targetId: "3",
        summary: {},
        createdAt: at("2026-03-03T00:00:00Z"),
      },
    ]);
});

const logs = async (query: string) =>
  (await (await call(adminLogs.loader, `/api/admin/logs?${query}`, { cookie: admin.cookie })).json()) as {
    logs: { actorName: string; action: string }[];
    totalLogs: number;
  };

describe("activity logs (admin)", () => {
  it("filter by actor, by action (exact or prefix) and by whole UTC days, newest first", async () => {
    expect((await logs("actor=ana")).logs.map((l) => l.action)).toEqual(["media.update", "campaign.create"]);
    expect((await logs("action=seo.update")).logs.map((l) => l.actorName)).toEqual(["Ben"]);
    expect((await logs("action=campaign")).logs.map((l) => l.action)).toEqual(["campaign.create"]);
    expect((await logs("from=2026-03-02&to=2026-03-02")).logs.map((l) => l.actorName)).toEqual(["Ben"]);
    expect((await logs("from=2026-03-01&to=2026-03-03&rowsPerPage=10&page=0")).totalLogs).toBe(3);
    const paged = await logs("from=2026-03-01&to=2026-03-03&rowsPerPage=10&page=1");
    expect(paged).toEqual({ logs: [], totalLogs: 3 });
  });

  it("exports the filtered log as CSV, with formula cells defused and quotes escaped", async () => {
    const response = await call(adminLogsCsv.loader, "/api/admin/logs.csv?from=2026-03-01&to=2026-03-02", {
      cookie: admin.cookie,
    });
    expect(response.headers.get("content-type")).toMatch(/text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="activity-logs-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = await response.text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("time,actorId,actorName,action,targetType,targetId,before,after");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("seo.update");
    expect(lines[1]).toContain('"{""title"":""b, \\""quoted\\""""}"');
    expect(csvCell("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvCell("@evil")).toBe("'@evil");
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(null)).toBe("");
  });
});

describe("analytics (staff)", () => {
  it("counts page views and events per day, page, locale and event name; dashboard views are left out", async () => {
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    await db()
      .insert(analyticsEvents)
      .values([
        { kind: "pageview", name: "page_view", path: "/", locale: "ko", country: "KR" },
        { kind: "pageview", name: "page_view", path: "/", locale: "en", country: "US" },
        { kind: "pageview", name: "page_view", path: "/play", locale: "ko", country: "KR" },
        { kind: "pageview", name: "page_view", path: "/rt-dashboard/users", locale: "en", country: "" },
        { kind: "event", name: "character_open", path: "/series/season1", locale: "ja", country: "JP" },
        {
          kind: "pageview",
          name: "page_view",
          path: "/old",
          locale: "ru",
          country: "RU",
          createdAt: new Date(Date.now() - 40 * 86_400_000),
        },
      ]);
    const body = await (
      await call(adminAnalytics.loader, "/api/admin/analytics?days=30", { cookie: admin.cookie })
    ).json();
    expect(body.days).toHaveLength(30);
    expect(body.days.at(-1)).toEqual({ date: today, pageviews: 3, events: 1 });
    expect(body.totals).toEqual({ pageviews: 3, events: 1 });
    expect(body.pages).toEqual([
      { path: "/", views: 2 },
      { path: "/play", views: 1 },
    ]);
    expect(body.locales).toEqual([
      { locale: "ko", views: 2 },
      { locale: "en", views: 1 },
    ]);
    expect(body.events).toEqual([{ name: "character_open", count: 1 }]);
    expect(
      (await (await call(adminAnalytics.loader, "/api/admin/analytics?days=90", { cookie: admin.cookie })).json())
        .totals.pageviews,
    ).toBe(4);
    expect((await call(adminAnalytics.loader, "/api/admin/analytics?days=12", { cookie: admin.cookie })).status).toBe(
      400,
    );
  });
});

describe("dashboard pages: the guard runs in every loader, server-side", () => {
  const PAGES = [
    { path: "/rt-dashboard", loader: dashboardMain.loader, role: "staff" },
    { path: "/rt-dashboard/users", loader: dashboardUsers.loader, role: "admin" },
    { path: "/rt-dashboard/media", loader: dashboardMedia.loader, role: "staff" },
    { path: "/rt-dashboard/campaign", loader: dashboardCampaign.loader, role: "staff" },
    { path: "/rt-dashboard/seo", loader: dashboardSeo.loader, role: "staff" },
    { path: "/rt-dashboard/logs", loader: dashboardLogs.loader, role: "admin" },
    { path: "/rt-dashboard/analytics", loader: dashboardAnalytics.loader, role: "staff" },
    { path: "/rt-dashboard/pictures", loader: dashboardPictures.loader, role: "staff" },
  ] as const;
  const expected = (who: Who, role: "staff" | "admin") =>
    who === "anonymous" || who === "blocked"
      ? 401
      : who === "user" || (who === "manager" && role === "admin")
        ? 403
        : 200;

  it("visitors get 401 (the sign-in screen), users 403, managers 403 on users and logs; no data is sent to them", async () => {
    for (const who of EVERYONE) {
      const { cookie } = await signInAs(who);
      const layout = await call(dashboardLayout.loader, "/rt-dashboard", { cookie });
      expect(layout.status, `layout as ${who}`).toBe(expected(who, "staff"));
      for (const page of PAGES) {
        const { cookie: fresh } = await signInAs(who);
        const response = await call(page.loader, page.path, { cookie: fresh });
        const status = expected(who, page.role);
        expect(response.status, `${page.path} as ${who}`).toBe(status);
        if (status !== 200)
          expect(await response.json(), `${page.path} as ${who}`).toEqual({
            reason: status === 401 ? "signin" : "forbidden",
          });
      }
    }
  });

  it("pages read their filters from the URL and fall back to defaults for malformed ones", async () => {
    const bad = await call(dashboardUsers.loader, "/rt-dashboard/users?rowsPerPage=999", { cookie: admin.cookie });
    expect(bad.status).toBe(200);
    expect((await bad.json()).users.length).toBeGreaterThan(0);
    const admins = await (
      await call(dashboardUsers.loader, "/rt-dashboard/users?grade=admin", { cookie: admin.cookie })
    ).json();
    expect(admins.users.map((u: { grade: string }) => u.grade)).toEqual(["admin"]);
    const campaign = await (
      await call(dashboardCampaign.loader, "/rt-dashboard/campaign?pc=kr&pl=ko", { cookie: admin.cookie })
    ).json();
    expect(campaign.preview).toMatchObject({ country: "KR", locale: "ko" });
    const { id: pendingId } = await addMedia(null, { approved: 0 });
    const summary = await (await call(dashboardMain.loader, "/rt-dashboard", { cookie: admin.cookie })).json();
    expect(summary.pending.map((m: { id: number }) => m.id)).toContain(pendingId);
    expect(summary.totals.pending).toBeGreaterThan(0);
    expect(summary.pageViews).toHaveLength(30);
    const layout = await (await call(dashboardLayout.loader, "/rt-dashboard", { cookie: admin.cookie })).json();
    expect(layout).toMatchObject({
      grade: "admin",
      displayName: await shownName(admin.userId),
      maintainerEmail: expect.stringContaining("@"),
    });
  });
});
