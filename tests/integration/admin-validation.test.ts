import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db/client";
import { campaigns, media, seoEntries, users } from "~/server/db/schema";
import * as adminCampaign from "~/routes/api/admin-campaign";
import * as adminCampaignItem from "~/routes/api/admin-campaign-item";
import * as adminLogs from "~/routes/api/admin-logs";
import * as adminSeo from "~/routes/api/admin-seo";
import * as adminSeoItem from "~/routes/api/admin-seo-item";
import * as adminUploadMedia from "~/routes/api/admin-upload-media";
import * as adminUserGrade from "~/routes/api/admin-user-grade";
import * as adminUserRename from "~/routes/api/admin-user-rename";
import * as adminUsers from "~/routes/api/admin-users";
import { call, type RequestOptions } from "../helpers/route-args";
import { addCampaign, addSeo, addUser, logCount, signInAs, useAdminConfig } from "./fixtures";
import { mediaUploadForm } from "./pictures";

let cookie: string | undefined;
const GOOD = {
  title: "Fire Safety Week",
  bannerUrl: "/art/seasons/season3.svg",
  startDate: "2026-05-01",
  endDate: "2026-05-07",
};

/** A 400 `{error}` whose text mentions `pattern`, no activity log row, and `unchanged()` still true. */
async function expectRefused(
  handler: (args: never) => unknown,
  path: string,
  options: RequestOptions,
  pattern: RegExp,
  unchanged: () => Promise<boolean>,
) {
  const before = await logCount();
  const response = await call(handler, path, { ...options, cookie });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(400);
  expect(Object.keys(body)).toEqual(["error"]);
  expect(body.error).toMatch(pattern);
  expect(await logCount()).toBe(before);
  expect(await unchanged()).toBe(true);
}

const campaignCount = async () => (await db().select().from(campaigns)).length;

beforeAll(async () => {
  useAdminConfig();
  ({ cookie } = await signInAs("admin"));
});

describe("campaign validation (DESIGN §4.10)", () => {
  it("refuses bad dates, an end before the start, javascript: and other unsafe links, an over-long title", async () => {
    const count = await campaignCount();
    const same = async () => (await campaignCount()) === count;
    const post = (body: unknown) => ({ method: "POST", body });
    await expectRefused(
      adminCampaign.action,
      "/api/admin/campaign",
      post({ ...GOOD, startDate: "2026-02-30" }),
      /startDate/,
      same,
    );
    await expectRefused(
      adminCampaign.action,
      "/api/admin/campaign",
      post({ ...GOOD, endDate: "next week" }),
      /endDate/,
      same,
    );
    await expectRefused(
      adminCampaign.action,
      "/api/admin/campaign",
      post({ ...GOOD, startDate: "2026-05-08" }),
      /end date must not be before/,
      same,
    );
    await expectRefused(
      adminCampaign.action,
      "/api/admin/campaign",
      post({ ...GOOD, targetUrl: "javascript:alert(1)" }),
      /targetUrl/,
      same,
    );
    await expectRefused(
      adminCampaign.action,
      "/api/admin/campaign",
      post({ ...GOOD, targetUrl: "JavaScript:alert(1)" }),
      /targetUrl/,
      same,
    );
    await expectRefused(
      adminCampaign.action,
      "/api/admin/campaign",
      post({ ...GOOD, bannerUrl: "data:image/png;base64,AAAA" }),
      /bannerUrl/,
      same,
    );
    await expectRefused(
      adminCampaign.action,
      "/api/admin/campaign",
      post({ ...GOOD, targetUrl: "//evil.example/" }),
      /targetUrl/,
      same,
    );
    await expectRefused(
      adminCampaign.action,
      "/api/admin/campaign",
      post({ ...GOOD, targetUrl: "http://plain.example/" }),
      /targetUrl/,
      same,
    );
    await expectRefused(
      adminCampaign.action,
      "/api/admin/campaign",
      post({ ...GOOD, title: "x".repeat(81) }),
      /title/,
      same,
    );
    await expectRefused(adminCampaign.action, "/api/admin/campaign", post({ ...GOOD, title: "   " }), /title/, same);
    await expectRefused(
      adminCampaign.action,
      "/api/admin/campaign",
      post({ ...GOOD, region: "Korea" }),
      /region/,
      same,
    );
    await expectRefused(adminCampaign.action, "/api/admin/campaign", post({ ...GOOD, channel: "fr" }), /channel/, same);
    await expectRefused(
      adminCampaign.action,
      "/api/admin/campaign",
      post({ ...GOOD, keyid: "no spaces allowed" }),
      /keyid/,
      same,
    );
    await expectRefused(adminCampaign.action, "/api/admin/campaign", post({ ...GOOD, bannerUrl: "" }), /banner/i, same);
    // Accepted forms, to show the rules are not simply refusing everything.
    const ok = await call(adminCampaign.action, "/api/admin/campaign", {
      cookie,
      method: "POST",
      body: { ...GOOD, targetUrl: "https://example.org/fair", region: "kr" },
    });
    expect(ok.status).toBe(201);
    expect((await ok.json()).campaign).toMatchObject({ region: "KR", targetUrl: "https://example.org/fair" });
  });

  it("checks an update against the stored dates, and refuses an empty update (spec §5)", async () => {
    const id = await addCampaign({
      startDate: new Date("2026-05-10T00:00:00Z"),
      endDate: new Date("2026-05-20T23:59:59.999Z"),
      title: "Kept",
    });
    const row = async () => (await db().select().from(campaigns).where(eq(campaigns.id, id)))[0];
    const untouched = async () => {
      const r = await row();
      return r.title === "Kept" && r.endDate.toISOString() === "2026-05-20T23:59:59.999Z" && r.activated;
    };
    const put = (body: unknown) => ({ method: "PUT", params: { id: String(id) }, body });
    await expectRefused(
      adminCampaignItem.action,
      `/api/admin/campaign/${id}`,
      put({ endDate: "2026-05-09" }),
      /end date must not be before/,
      untouched,
    );
    await expectRefused(adminCampaignItem.action, `/api/admin/campaign/${id}`, put({}), /Nothing to change/, untouched);
    await expectRefused(
      adminCampaignItem.action,
      `/api/admin/campaign/${id}`,
      put({ keyid: "renamed" }),
      /keyid|Unrecognized/i,
      untouched,
    );
    await expectRefused(
      adminCampaignItem.action,
      `/api/admin/campaign/${id}`,
      put({ bannerUrl: "javascript:void(0)" }),
      /bannerUrl/,
      untouched,
    );
    await expectRefused(
      adminCampaignItem.action,
      `/api/admin/campaign/${id}`,
      put({ activated: "yes" }),
      /activated/,
      untouched,
    );
    await expectRefused(
      adminCampaignItem.action,
      `/api/admin/campaign/${id}`,
      put({ title: "t".repeat(200) }),
      /title/,
      untouched,
    );
  });
});

describe("SEO entry validation (DESIGN §4.11)", () => {
  it("refuses an over-long title or description, a path without /, an unknown locale, an unsafe image", async () => {
    const id = await addSeo({ path: "/apps", locale: "en", title: "Apps" });
    const count = (await db().select().from(seoEntries)).length;
    const same = async () =>
      (await db().select().from(seoEntries)).length === count &&
      (await db().select().from(seoEntries).where(eq(seoEntries.id, id)))[0].title === "Apps";
    const post = (body: unknown) => ({ method: "POST", body });
    await expectRefused(
      adminSeo.action,
      "/api/admin/seo",
      post({ path: "/watch", title: "t".repeat(71) }),
      /title/,
      same,
    );
    await expectRefused(
      adminSeo.action,
      "/api/admin/seo",
      post({ path: "/watch", description: "d".repeat(161) }),
      /description/,
      same,
    );
    await expectRefused(adminSeo.action, "/api/admin/seo", post({ path: "watch" }), /path/, same);
    await expectRefused(adminSeo.action, "/api/admin/seo", post({ path: "//evil.example" }), /path/, same);
    await expectRefused(adminSeo.action, "/api/admin/seo", post({ path: "/watch", locale: "de" }), /locale/, same);
    await expectRefused(
      adminSeo.action,
      "/api/admin/seo",
      post({ path: "/watch", image: "javascript:alert(1)" }),
      /image/,
      same,
    );
    const put = (body: unknown) => ({ method: "PUT", params: { id: String(id) }, body });
    await expectRefused(adminSeoItem.action, `/api/admin/seo/${id}`, put({ title: "t".repeat(71) }), /title/, same);
    await expectRefused(adminSeoItem.action, `/api/admin/seo/${id}`, put({}), /Nothing to change/, same);
  });

  it("answers 409 for a second entry with the same path and locale, and changes nothing", async () => {
    await addSeo({ path: "/play", locale: "ja", title: "Play" });
    const before = await logCount();
    const response = await call(adminSeo.action, "/api/admin/seo", {
      cookie,
      method: "POST",
      body: { path: "/play", locale: "ja", title: "Other" },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(await logCount()).toBe(before);
    expect((await db().select().from(seoEntries).where(eq(seoEntries.path, "/play"))).map((r) => r.title)).toEqual([
      "Play",
    ]);
  });
});

describe("user validation", () => {
  it("refuses an unknown grade and names not from the word lists (issue 28), changing nothing", async () => {
    const id = await addUser("user", "kind-bear-3");
    const same = async () => {
      const [row] = await db().select().from(users).where(eq(users.id, id));
      return row.grade === "user" && row.publicName === "kind-bear-3";
    };
    const put = (body: unknown) => ({ method: "PUT", body });
    await expectRefused(
      adminUserGrade.action,
      "/api/admin/user/grade",
      put({ id, grade: "superuser" }),
      /grade/i,
      same,
    );
    await expectRefused(adminUserGrade.action, "/api/admin/user/grade", put({ id }), /grade/i, same);
    await expectRefused(adminUserRename.action, "/api/admin/user/rename", put({ id, displayName: "" }), /name/i, same);
    await expectRefused(
      adminUserRename.action,
      "/api/admin/user/rename",
      put({ id, displayName: "    " }),
      /name/i,
      same,
    );
    await expectRefused(
      adminUserRename.action,
      "/api/admin/user/rename",
      put({ id, displayName: "n".repeat(41) }),
      /40|name/i,
      same,
    );
    await expectRefused(
      adminUserRename.action,
      "/api/admin/user/rename",
      put({ id, displayName: "Minji" }),
      /word lists/i,
      same,
    );
    await expectRefused(
      adminUserRename.action,
      "/api/admin/user/rename",
      put({ id, displayName: "visit www.example.com" }),
      /word lists/i,
      same,
    );
    await expectRefused(
      adminUserRename.action,
      "/api/admin/user/rename",
      put({ id, displayName: "kind-bear-3\u0007" }),
      /word lists/i,
      same,
    );
  });

  it("refuses malformed list queries with 400 rather than guessing", async () => {
    for (const query of ["rowsPerPage=7", "page=-1", "grade=owner"]) {
      const response = await call(adminUsers.loader, `/api/admin/users/fetch?${query}`, { cookie });
      expect(response.status, query).toBe(400);
    }
    const logs = await call(adminLogs.loader, "/api/admin/logs?from=2026-05-02&to=2026-05-01", { cookie });
    expect(logs.status).toBe(400);
  });
});

describe("media upload validation (the same rules as colorings)", () => {
  it("refuses a non-image, an unknown type and a puzzle of the day without a date; nothing is stored", async () => {
    const count = async () => (await db().select().from(media)).length;
    const start = await count();
    const same = async () => (await count()) === start;
    const text = new FormData();
    text.set("file", new Blob(["hello"], { type: "image/png" }), "fake.png");
    text.set("type", "image");
    const before = await logCount();
    const notImage = await call(adminUploadMedia.action, "/api/upload/media", { cookie, method: "POST", body: text });
    expect(notImage.status).toBe(415);
    expect(await logCount()).toBe(before);
    await expectRefused(
      adminUploadMedia.action,
      "/api/upload/media",
      { method: "POST", body: await mediaUploadForm("sticker") },
      /type/,
      same,
    );
    await expectRefused(
      adminUploadMedia.action,
      "/api/upload/media",
      { method: "POST", body: await mediaUploadForm("potd") },
      /date/,
      same,
    );
    await expectRefused(
      adminUploadMedia.action,
      "/api/upload/media",
      { method: "POST", body: await mediaUploadForm("potd", "2026-13-01") },
      /date/i,
      same,
    );
    const noFile = new FormData();
    noFile.set("type", "image");
    await expectRefused(
      adminUploadMedia.action,
      "/api/upload/media",
      { method: "POST", body: noFile },
      /picture/,
      same,
    );
  });
});
