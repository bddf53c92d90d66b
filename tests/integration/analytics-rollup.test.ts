import { asc, count, lt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db/client";
import { analyticsDaily, analyticsEvents } from "~/server/db/schema";
import { rollUpAnalytics } from "~/server/services/analytics";
import * as adminAnalytics from "~/routes/api/admin-analytics";
import { call } from "../helpers/route-args";
import { signInAs, useAdminConfig } from "./fixtures";

const DAY = 86_400_000;
let admin: { cookie?: string; userId: string };

beforeAll(async () => {
  useAdminConfig();
  admin = await signInAs("admin");
});

const ago = (days: number, hours = 12) => {
  const start = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  return new Date(start - days * DAY + hours * 3_600_000);
};
const view = (path: string, locale: string, createdAt: Date) => ({
  kind: "pageview",
  name: "page_view",
  path,
  locale,
  country: "",
  createdAt,
});
const event = (name: string, createdAt: Date) => ({
  kind: "event",
  name,
  path: "/watch",
  locale: "en",
  country: "",
  createdAt,
});

async function summary() {
  const response = await call(adminAnalytics.loader, "/api/admin/analytics?days=90", { cookie: admin.cookie });
  expect(response.status).toBe(200);
  return response.json();
}

async function dailyRows() {
  return db()
    .select()
    .from(analyticsDaily)
    .orderBy(
      asc(analyticsDaily.day),
      asc(analyticsDaily.kind),
      asc(analyticsDaily.path),
      asc(analyticsDaily.name),
      asc(analyticsDaily.locale),
    );
}

describe("analytics roll-up (issue 29)", () => {
  it("keeps the dashboard's numbers while raw rows older than the retention are deleted, and can run again without counting twice", async () => {
    await db()
      .insert(analyticsEvents)
      .values([
        view("/", "ko", ago(0, 0)),
        view("/", "en", ago(0)),
        view("/", "en", ago(1)),
        view("/play", "ja", ago(1, 23)),
        view("/rt-dashboard/users", "en", ago(1)),
        view("/", "ko", ago(10)),
        view("/play", "ko", ago(45)),
        view("/play", "ko", ago(45, 1)),
        event("video_start:abc", ago(45)),
        event("video_complete:abc", ago(1)),
        event("character_open", ago(10)),
      ]);
    const before = await summary();
    expect(before.totals).toEqual({ pageviews: 7, events: 3 });

    const first = await rollUpAnalytics({ rawDays: 30 });
    expect(first.ran).toBe(true);
    expect(first.rolledDays).toEqual([ago(45), ago(10), ago(1)].map((d) => d.toISOString().slice(0, 10)));
    // The 45-day-old rows exist only as counts now; today's are still raw.
    expect(first.deletedRawRows).toBe(3);
    expect(
      (
        await db()
          .select({ n: count() })
          .from(analyticsEvents)
          .where(lt(analyticsEvents.createdAt, ago(30, 0)))
      )[0].n,
    ).toBe(0);
    expect(await summary()).toEqual(before);
    const rows = await dailyRows();
    expect(
      rows.find((r) => r.path === "/play" && r.kind === "pageview" && r.day === ago(45).toISOString().slice(0, 10))
        ?.count,
    ).toBe(2);

    const second = await rollUpAnalytics({ rawDays: 30 });
    expect(second.deletedRawRows).toBe(0);
    expect(await dailyRows()).toEqual(rows);
    expect(await summary()).toEqual(before);

    // Visits after the roll-up are counted from the raw rows (today is never rolled up).
    await db()
      .insert(analyticsEvents)
      .values(view("/apps", "id", new Date()));
    expect((await summary()).totals).toEqual({ pageviews: 8, events: 3 });
    expect((await summary()).videos).toEqual([{ videoId: "abc", title: "abc", starts: 1, completions: 1 }]);
  });

  it("counts a day once when several instances roll up at the same moment", async () => {
    await db()
      .insert(analyticsEvents)
      .values([view("/series/x", "ru", ago(2)), view("/series/x", "ru", ago(2))]);
    const runs = await Promise.all([
      rollUpAnalytics({ rawDays: 30 }),
      rollUpAnalytics({ rawDays: 30 }),
      rollUpAnalytics({ rawDays: 30 }),
    ]);
    expect(runs.some((r) => r.ran)).toBe(true);
    const rows = (await dailyRows()).filter((r) => r.path === "/series/x");
    expect(rows).toEqual([
      {
        day: ago(2).toISOString().slice(0, 10),
        kind: "pageview",
        name: "page_view",
        path: "/series/x",
        locale: "ru",
        count: 2,
      },
    ]);
  });
});
