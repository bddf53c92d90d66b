import { describe, expect, it } from "vitest";
import { db } from "~/server/db/client";
import { seedIfEmpty } from "~/server/db/seed";
import { campaigns, videos } from "~/server/db/schema";
import * as notFoundApi from "~/routes/api/not-found";
import * as siteInfoApi from "~/routes/api/site-info";
import * as notFoundPage from "~/routes/public/not-found";
import * as sitemap from "~/routes/public/sitemap";
import * as legal from "~/routes/public/legal";
import { call } from "../helpers/route-args";

describe("foundation", () => {
  it("seeds demo content once and never into a database with content", async () => {
    expect(await seedIfEmpty(db(), { artDir: "/nonexistent" })).toBe(true);
    const count = (await db().select().from(campaigns)).length;
    expect(count).toBeGreaterThan(2);
    expect((await db().select().from(videos)).length).toBeGreaterThan(5);
    expect(await seedIfEmpty(db(), { artDir: "/nonexistent" })).toBe(false);
    expect((await db().select().from(campaigns)).length).toBe(count);
  });

  it("answers site-info from the database, for en when the locale is unsupported", async () => {
    const ko = await call(siteInfoApi.loader, "/api/site-info/ko", { params: { locale: "ko" } });
    expect(ko.status).toBe(200);
    const body = await ko.json();
    expect(body).toMatchObject({ locale: "ko", country: "", youtubeChannel: "" });
    expect(body.events.map((e: { keyid: string }) => e.keyid)).toContain("coloring-party-ko");
    expect(body.events.map((e: { keyid: string }) => e.keyid)).not.toContain("coloring-party-en");
    expect(Array.isArray(body.seo)).toBe(true);

    const unknown = await (await call(siteInfoApi.loader, "/api/site-info/xx", { params: { locale: "xx" } })).json();
    expect(unknown.locale).toBe("en");
  });

  it("shows region campaigns only to visitors from that country", async () => {
    const kr = await (
      await call(siteInfoApi.loader, "/api/site-info/ko", {
        params: { locale: "ko" },
        headers: { "cf-ipcountry": "KR" },
      })
    ).json();
    expect(kr.country).toBe("KR");
    expect(kr.events.map((e: { keyid: string }) => e.keyid)).toContain("theme-park-kr");
    const us = await (
      await call(siteInfoApi.loader, "/api/site-info/ko", {
        params: { locale: "ko" },
        headers: { "cf-ipcountry": "US" },
      })
    ).json();
    expect(us.events.map((e: { keyid: string }) => e.keyid)).not.toContain("theme-park-kr");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    for (const method of ["GET", "POST"]) {
      const handler = method === "GET" ? notFoundApi.loader : notFoundApi.action;
      const response = await call(handler, "/api/nope", { method });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ error: "Not found" });
    }
  });

  it("renders unknown pages with status 404", async () => {
    const response = await call(notFoundPage.loader, "/nope");
    expect(response.status).toBe(404);
  });

  it("serves each static text page with its fixed paragraph count, and 404 for unknown ones", async () => {
    const counts: [string, string, number][] = [
      ["/site/cookie", "cookie", 5],
      ["/site/terms", "terms", 9],
      ["/site/privacy", "privacy", 9],
      ["/polivideoapp/terms", "terms", 24],
      ["/polivideoapp/privacy", "privacy", 12],
      ["/polisingalong/terms", "terms", 24],
      ["/polisingalong/privacy", "privacy", 12],
    ];
    for (const [path, doc, paragraphs] of counts) {
      for (const lang of ["en", "ko", "ru"]) {
        const body = await (await call(legal.loader, `${path}?lang=${lang}`, { params: { doc } })).json();
        expect(body.paragraphs, `${path} ${lang}`).toHaveLength(paragraphs);
      }
    }
    expect((await call(legal.loader, "/site/nope", { params: { doc: "nope" } })).status).toBe(404);
  });

  it("lists public URLs with language alternates in the sitemap", async () => {
    const response = await call(sitemap.loader, "/sitemap.xml");
    const xml = await response.text();
    expect(response.headers.get("content-type")).toMatch(/xml/);
    expect(xml).toContain("<loc>http://localhost:3000/series/season5</loc>");
    expect(xml).toContain('hreflang="ko" href="http://localhost:3000/apps?lang=ko"');
    expect(xml).not.toContain("rt-dashboard");
  });
});
