import { beforeAll, describe, expect, it } from "vitest";
import * as accountColoring from "~/routes/api/account-coloring";
import * as adminCampaign from "~/routes/api/admin-campaign";
import * as adminCampaignItem from "~/routes/api/admin-campaign-item";
import * as adminLogs from "~/routes/api/admin-logs";
import * as adminMedia from "~/routes/api/admin-media";
import * as adminMediaItem from "~/routes/api/admin-media-item";
import * as adminSeoItem from "~/routes/api/admin-seo-item";
import * as adminUploadMedia from "~/routes/api/admin-upload-media";
import * as analytics from "~/routes/api/analytics";
import * as potdPreview from "~/routes/api/potd-preview";
import * as reaction from "~/routes/api/reaction";
import { call, type RequestOptions } from "../helpers/route-args";
import { signInAs, useAdminConfig } from "./fixtures";
import { mediaUploadForm } from "./pictures";

/**
 * Issue 17: ids of 2^31 and more, and dates in year 0000 or past 9999, reached PostgreSQL and came back as 500. Every
 * route that reads an id or a date must answer 4xx with `{error}` for them.
 */

let cookie: string | undefined;

beforeAll(async () => {
  useAdminConfig();
  ({ cookie } = await signInAs("admin"));
});

const HUGE_IDS = ["2147483648", "9223372036854775808", "99999999999999999999", "1e10", "-1", "0", "1.5", "abc"];
const BAD_DAYS = ["0000-01-01", "0999-12-31", "9999-12-31", "10000-01-01", "+010000-01-01"];

async function expectClientError(handler: (args: never) => unknown, path: string, options: RequestOptions) {
  const response = await call(handler, path, { cookie, ...options });
  const body = await response.json().catch(() => null);
  expect(
    response.status,
    `${options.method ?? "GET"} ${path} ${JSON.stringify(options.params ?? "")} → ${JSON.stringify(body)}`,
  ).toBeGreaterThanOrEqual(400);
  expect(response.status, path).toBeLessThan(500);
  expect(Object.keys(body ?? {}), path).toEqual(["error"]);
}

describe("out-of-range ids (issue 17)", () => {
  it("answers 4xx on every route with an integer id in its path or query", async () => {
    for (const id of HUGE_IDS) {
      const params = { id };
      await expectClientError(accountColoring.action, `/api/coloring/${id}`, { method: "DELETE", params });
      await expectClientError(reaction.action, `/api/reaction/${id}`, {
        method: "POST",
        params,
        body: { content: ":p1:" },
      });
      await expectClientError(adminMediaItem.action, `/api/admin/media/${id}`, {
        method: "PUT",
        params,
        body: { featured: 1 },
      });
      await expectClientError(adminMedia.action, `/api/admin/media?id=${id}`, { method: "DELETE" });
      await expectClientError(adminCampaignItem.action, `/api/admin/campaign/${id}`, {
        method: "PUT",
        params,
        body: { title: "x" },
      });
      await expectClientError(adminCampaignItem.action, `/api/admin/campaign/${id}`, { method: "DELETE", params });
      await expectClientError(adminSeoItem.action, `/api/admin/seo/${id}`, {
        method: "PUT",
        params,
        body: { title: "x" },
      });
      await expectClientError(adminSeoItem.action, `/api/admin/seo/${id}`, { method: "DELETE", params });
    }
  });

  it("still finds nothing, with 404, for the largest id a row can have", async () => {
    const response = await call(adminSeoItem.action, "/api/admin/seo/2147483647", {
      cookie,
      method: "DELETE",
      params: { id: "2147483647" },
    });
    expect(response.status).toBe(404);
  });
});

describe("out-of-range dates (issue 17)", () => {
  it("answers 4xx on every route with a date in its path, query or body", async () => {
    const campaign = {
      title: "Fire Safety Week",
      bannerUrl: "/art/seasons/season3.svg",
      startDate: "2026-05-01",
      endDate: "2026-05-07",
    };
    for (const date of BAD_DAYS) {
      const params = { date };
      await expectClientError(potdPreview.loader, `/api/potd/preview/${date}`, { params });
      await expectClientError(potdPreview.loader, `/api/potd/preview/next/${date}`, { params });
      await expectClientError(adminLogs.loader, `/api/admin/logs?from=${date}`, {});
      await expectClientError(adminLogs.loader, `/api/admin/logs?to=${date}`, {});
      await expectClientError(adminCampaign.action, "/api/admin/campaign", {
        method: "POST",
        body: { ...campaign, startDate: date },
      });
      await expectClientError(adminCampaign.action, "/api/admin/campaign", {
        method: "POST",
        body: { ...campaign, endDate: date },
      });
      await expectClientError(adminCampaign.action, "/api/admin/campaign", {
        method: "POST",
        body: { ...campaign, endDate: `${date}T00:00:00Z` },
      });
      await expectClientError(adminUploadMedia.action, "/api/upload/media", {
        method: "POST",
        body: await mediaUploadForm("potd", date),
      });
    }
  });

  it("still answers the last and first days it accepts", async () => {
    for (const date of ["1000-01-01", "9998-12-31"]) {
      expect((await call(potdPreview.loader, `/api/potd/preview/${date}`, { params: { date } })).status).toBe(200);
      expect((await call(potdPreview.loader, `/api/potd/preview/next/${date}`, { params: { date } })).status).toBe(200);
    }
  });
});

describe("POST /api/analytics limit (issue 17)", () => {
  it("accepts 120 events a minute from one address, then answers 429 with Retry-After", async () => {
    const event = { kind: "pageview", name: "page_view", path: "/", locale: "en" };
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++)
      statuses.push((await call(analytics.action, "/api/analytics", { method: "POST", body: event })).status);
    expect(statuses.slice(0, 120).every((s) => s === 204)).toBe(true);
    const refused = await call(analytics.action, "/api/analytics", { method: "POST", body: event });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Object.keys(await refused.json())).toEqual(["error"]);
  });
});
