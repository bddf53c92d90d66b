import { desc } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db/client";
import { analyticsEvents } from "~/server/db/schema";
import { seedIfEmpty } from "~/server/db/seed";
import * as analyticsApi from "~/routes/api/analytics";
import * as robots from "~/routes/public/robots";
import * as sitemap from "~/routes/public/sitemap";
import { SERIES_KEYS } from "~/shared/constants";
import { LOCALES } from "~/shared/locales";
import { call } from "../helpers/route-args";

beforeAll(async () => {
  await seedIfEmpty(db(), { artDir: "/nonexistent" });
});

describe("analytics", () => {
  it("stores page views and the character-dialog event, cookie-less, with the visitor's country", async () => {
    const view = await call(analyticsApi.action, "/api/analytics", {
      method: "POST",
      body: { kind: "pageview", name: "page_view", path: "/series/season5", locale: "ko" },
      headers: { "cf-ipcountry": "KR" },
    });
    expect(view.status).toBe(204);
    const open = await call(analyticsApi.action, "/api/analytics", {
      method: "POST",
      body: { kind: "event", name: "character_open:poli", path: "/series/season5", locale: "en" },
    });
    expect(open.status).toBe(204);
    const rows = await db().select().from(analyticsEvents).orderBy(desc(analyticsEvents.id)).limit(2);
    expect(rows.map((r) => [r.kind, r.name, r.path, r.locale, r.country])).toEqual([
      ["event", "character_open:poli", "/series/season5", "en", ""],
      ["pageview", "page_view", "/series/season5", "ko", "KR"],
    ]);
    expect(Object.keys(rows[0])).not.toContain("ip");
  });

  it("rejects events that do not match the contract", async () => {
    const bad = await call(analyticsApi.action, "/api/analytics", {
      method: "POST",
      body: { kind: "pageview", name: "x y", path: "nope", locale: "xx" },
    });
    expect(bad.status).toBe(400);
    expect(typeof (await bad.json()).error).toBe("string");
  });
});

describe("search engines", () => {
  it("lists every series page and active event page with alternates for the 8 languages", async () => {
    const xml = await (await call(sitemap.loader, "/sitemap.xml")).text();
    for (const key of SERIES_KEYS) expect(xml).toContain(`<loc>http://localhost:3000/series/${key}</loc>`);
    expect(xml).toContain("<loc>http://localhost:3000/poliworld/event/theme-park-kr</loc>");
    expect(xml).toContain('hreflang="ko" href="http://localhost:3000/ko"');
    expect(xml).toContain('hreflang="x-default" href="http://localhost:3000/"');
    expect(xml.match(/hreflang="/g)?.length).toBe((LOCALES.length + 1) * (xml.match(/<url>/g)?.length ?? 0));
    expect(xml).not.toContain("/user");
  });

  it("points robots.txt at the sitemap and keeps private areas out", async () => {
    const text = await (await call(robots.loader, "/robots.txt")).text();
    expect(text).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(text).toContain("Disallow: /rt-dashboard");
    expect(text).toContain("Disallow: /api/");
  });
});
