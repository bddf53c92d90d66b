import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db/client";
import { activityLogs, campaigns, potdSchedule } from "~/server/db/schema";
import { puzzleOfTheDay } from "~/server/services/potd";
import { campaignsForVisitor } from "~/server/services/campaigns";
import { seoEntryFor } from "~/server/services/site-info";
import * as adminCampaign from "~/routes/api/admin-campaign";
import * as adminCampaignItem from "~/routes/api/admin-campaign-item";
import * as adminCampaigns from "~/routes/api/admin-campaigns";
import * as adminMedia from "~/routes/api/admin-media";
import * as adminSeo from "~/routes/api/admin-seo";
import * as adminSeoItem from "~/routes/api/admin-seo-item";
import * as adminUploadMedia from "~/routes/api/admin-upload-media";
import { campaignChanges } from "~/shared/api/admin";
import { call } from "../helpers/route-args";
import { addCampaign, addMedia, signInAs, useAdminConfig } from "./fixtures";
import { mediaUploadForm } from "./pictures";
import { shownName } from "../helpers/sign-in";

let cookie: string | undefined;
let managerId: string;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

beforeAll(async () => {
  useAdminConfig();
  ({ cookie, userId: managerId } = await signInAs("manager"));
});

const lastLog = async () => (await db().select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1))[0];

describe("campaigns", () => {
  it("a created campaign goes first and the total is the campaigns total (spec §4 defect fixed)", async () => {
    await addCampaign();
    await addCampaign();
    const created = await call(adminCampaign.action, "/api/admin/campaign", {
      cookie,
      method: "POST",
      body: {
        title: "Café Rescue Day!",
        bannerUrl: "/art/seasons/season2.svg",
        startDate: iso(Date.now() - DAY),
        endDate: iso(Date.now() + DAY),
        region: "JP",
        channel: "ja",
      },
    });
    expect(created.status).toBe(201);
    const { campaign, totalCampaigns } = await created.json();
    const total = (await db().select().from(campaigns)).length;
    expect(totalCampaigns).toBe(total);
    expect(campaign.keyid).toMatch(/^cafe-rescue-day-[0-9a-f]{6}$/);
    expect(campaign.startDate).toMatch(/T00:00:00\.000Z$/);
    expect(campaign.endDate).toMatch(/T23:59:59\.999Z$/);
    const list = await (await call(adminCampaigns.loader, "/api/admin/campaigns?rowsPerPage=10", { cookie })).json();
    expect(list.campaigns[0].id).toBe(campaign.id);
    expect(list.totalCampaigns).toBe(total);
    expect(await lastLog()).toMatchObject({
      action: "campaign.create",
      targetType: "campaign",
      targetId: String(campaign.id),
      actorName: await shownName(managerId),
    });
  });

  it("keys: generated for titles in any script, given ones kept, a duplicate is 409", async () => {
    const body = { title: "구조대 축제", bannerUrl: "/art/x.svg", startDate: "2026-01-01", endDate: "2026-01-02" };
    const korean = await (
      await call(adminCampaign.action, "/api/admin/campaign", { cookie, method: "POST", body })
    ).json();
    expect(korean.campaign.keyid).toMatch(/^event-[0-9a-f]{6}$/);
    const given = await call(adminCampaign.action, "/api/admin/campaign", {
      cookie,
      method: "POST",
      body: { ...body, keyid: "Spring-Fair" },
    });
    expect((await given.json()).campaign.keyid).toBe("spring-fair");
    const again = await call(adminCampaign.action, "/api/admin/campaign", {
      cookie,
      method: "POST",
      body: { ...body, keyid: "spring-fair" },
    });
    expect(again.status).toBe(409);
  });

  it("shows on the home carousel for its region only, and leaves it when deactivated (next request)", async () => {
    const body = {
      title: "Seoul Fire Station Tour",
      bannerUrl: "/art/seasons/season4.svg",
      startDate: iso(Date.now() - DAY),
      endDate: iso(Date.now() + DAY),
      region: "KR",
      channel: "*",
    };
    const { campaign } = await (
      await call(adminCampaign.action, "/api/admin/campaign", { cookie, method: "POST", body })
    ).json();
    const keys = async (country: string) => (await campaignsForVisitor(country, "ko")).map((e) => e.keyid);
    expect(await keys("KR")).toContain(campaign.keyid);
    expect(await keys("US")).not.toContain(campaign.keyid);
    expect(await keys("")).not.toContain(campaign.keyid);
    const off = await call(adminCampaignItem.action, `/api/admin/campaign/${campaign.id}`, {
      cookie,
      method: "PUT",
      params: { id: String(campaign.id) },
      body: { activated: false },
    });
    expect(off.status).toBe(200);
    expect((await off.json()).campaign.activated).toBe(false);
    expect(await keys("KR")).not.toContain(campaign.keyid);
    const log = await lastLog();
    expect(log).toMatchObject({
      action: "campaign.update",
      summary: { before: { activated: true }, after: { activated: false } },
    });
  });

  it("an update changes only the given fields; the client sends nothing when nothing changed (spec §5)", async () => {
    const id = await addCampaign({
      title: "Before",
      description: "Stays",
      startDate: new Date("2026-03-01T00:00:00Z"),
      endDate: new Date("2026-03-31T23:59:59.999Z"),
    });
    const response = await call(adminCampaignItem.action, `/api/admin/campaign/${id}`, {
      cookie,
      method: "PUT",
      params: { id: String(id) },
      body: { title: "After", endDate: "2026-04-15" },
    });
    const { campaign } = await response.json();
    expect(campaign).toMatchObject({
      title: "After",
      description: "Stays",
      startDate: "2026-03-01T00:00:00.000Z",
      endDate: "2026-04-15T23:59:59.999Z",
    });
    const draft = {
      region: "*",
      channel: "*" as const,
      title: "After",
      description: "Stays",
      targetUrl: "",
      bannerUrl: "/b.svg",
      startDate: "2026-03-01",
      endDate: "2026-04-15",
      activated: true,
    };
    expect(campaignChanges(draft, { ...draft })).toBeNull();
    expect(campaignChanges(draft, { ...draft, title: " After " })).toBeNull();
    expect(campaignChanges(draft, { ...draft, endDate: "2026-04-16", activated: false })).toEqual({
      endDate: "2026-04-16",
      activated: false,
    });
    expect(campaignChanges({ ...draft, startDate: "2026-03-01T00:00:00.000Z" }, draft)).toBeNull();
    const missing = await call(adminCampaignItem.action, "/api/admin/campaign/999999", {
      cookie,
      method: "PUT",
      params: { id: "999999" },
      body: { title: "x" },
    });
    expect(missing.status).toBe(404);
  });

  it("deletes a campaign with one log row holding what it was", async () => {
    const id = await addCampaign({ title: "Gone Soon" });
    const response = await call(adminCampaignItem.action, `/api/admin/campaign/${id}`, {
      cookie,
      method: "DELETE",
      params: { id: String(id) },
    });
    expect(await response.json()).toEqual({ id });
    expect(await db().select().from(campaigns).where(eq(campaigns.id, id))).toEqual([]);
    expect(await lastLog()).toMatchObject({ action: "campaign.delete", summary: { before: { title: "Gone Soon" } } });
  });
});

describe("SEO entries", () => {
  it("create, update and delete change the page head on the next request; the most specific entry wins", async () => {
    const created = await call(adminSeo.action, "/api/admin/seo", {
      cookie,
      method: "POST",
      body: { path: "/apps", title: "Rescue Apps for Kids" },
    });
    expect(created.status).toBe(201);
    const { seo } = await created.json();
    expect(seo).toMatchObject({ path: "/apps", locale: "*", noindex: false });
    expect((await seoEntryFor("/apps", "ru"))?.title).toBe("Rescue Apps for Kids");
    const ko = await (
      await call(adminSeo.action, "/api/admin/seo", {
        cookie,
        method: "POST",
        body: { path: "/apps", locale: "ko", title: "구조대 앱" },
      })
    ).json();
    expect((await seoEntryFor("/apps", "ko"))?.title).toBe("구조대 앱");
    const put = await call(adminSeoItem.action, `/api/admin/seo/${seo.id}`, {
      cookie,
      method: "PUT",
      params: { id: String(seo.id) },
      body: { title: "Apps!", noindex: true },
    });
    expect((await put.json()).seo).toMatchObject({ title: "Apps!", noindex: true });
    expect(await seoEntryFor("/apps", "en")).toMatchObject({ title: "Apps!", noindex: true });
    const list = await (await call(adminSeo.loader, "/api/admin/seo", { cookie })).json();
    expect(
      list.seoList.filter((s: { path: string }) => s.path === "/apps").map((s: { locale: string }) => s.locale),
    ).toEqual(["*", "ko"]);
    // Moving the ko entry onto the * entry's key collides.
    const clash = await call(adminSeoItem.action, `/api/admin/seo/${ko.seo.id}`, {
      cookie,
      method: "PUT",
      params: { id: String(ko.seo.id) },
      body: { locale: "*" },
    });
    expect(clash.status).toBe(409);
    await call(adminSeoItem.action, `/api/admin/seo/${ko.seo.id}`, {
      cookie,
      method: "DELETE",
      params: { id: String(ko.seo.id) },
    });
    expect((await seoEntryFor("/apps", "ko"))?.title).toBe("Apps!");
    expect(await lastLog()).toMatchObject({ action: "seo.delete", targetId: String(ko.seo.id) });
  });
});

describe("media list and upload", () => {
  it("uploads a puzzle of the day for a date, which the public puzzle then uses; the list filters by type and status", async () => {
    const date = "2031-07-04";
    const response = await call(adminUploadMedia.action, "/api/upload/media", {
      cookie,
      method: "POST",
      body: await mediaUploadForm("potd", date),
    });
    expect(response.status).toBe(201);
    const { media, totalMedia } = await response.json();
    expect(media).toMatchObject({
      type: "potd",
      potdDates: [date],
      displayName: await shownName(managerId),
      filtered: 0,
      approved: 1,
    });
    expect(media.url).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
    expect(totalMedia).toBeGreaterThan(0);
    expect(await db().select().from(potdSchedule).where(eq(potdSchedule.date, date))).toEqual([
      { date, mediaId: media.id, sceneKey: null },
    ]);
    expect((await puzzleOfTheDay(date)).image).toBe(media.url);
    expect(await lastLog()).toMatchObject({
      action: "media.upload",
      targetType: "potd",
      targetId: String(media.id),
      summary: { after: { date } },
    });
    // A second picture for the same day replaces the first in the schedule.
    const second = await (
      await call(adminUploadMedia.action, "/api/upload/media", {
        cookie,
        method: "POST",
        body: await mediaUploadForm("potd", date),
      })
    ).json();
    expect((await puzzleOfTheDay(date)).image).toBe(second.media.url);

    const { id: pending } = await addMedia(null, { type: "coloring", approved: 0 });
    await addMedia(null, { type: "coloring", filtered: 1 });
    const list = async (query: string) =>
      (await (await call(adminMedia.loader, `/api/admin/media?${query}`, { cookie })).json()) as {
        mediaList: { id: number; type: string }[];
        totalMedia: number;
      };
    const potd = await list("type=potd&rowsPerPage=10");
    expect(potd.mediaList.map((m) => m.id)).toEqual([second.media.id, media.id]);
    expect(potd.totalMedia).toBe(2);
    expect((await list("status=pending")).mediaList.map((m) => m.id)).toEqual([pending]);
    expect((await list("type=coloring&status=filtered")).totalMedia).toBe(1);
    expect((await call(adminMedia.loader, "/api/admin/media?type=sticker", { cookie })).status).toBe(400);
  });
});
