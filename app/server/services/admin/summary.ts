import { count } from "drizzle-orm";
import type { DashboardSummary } from "~/shared/api/admin";
import type { Locale } from "~/shared/locales";
import { config } from "../../config";
import { db } from "../../db/client";
import { campaigns, seoEntries } from "../../db/schema";
import { dailyCounts } from "./analytics";
import { runningCampaigns } from "../campaigns";
import { listDashboardMedia, mediaTotals } from "../media";
import { userTotals } from "./users";

/** The main dashboard screen: totals, uploads waiting for review, campaigns running now, page views of 30 days. */
export async function dashboardSummary(locale: Locale): Promise<DashboardSummary> {
  const [u, m, [c], [s], pending, activeCampaigns, pageViews] = await Promise.all([
    userTotals(),
    mediaTotals(),
    db().select({ n: count() }).from(campaigns),
    db().select({ n: count() }).from(seoEntries),
    listDashboardMedia({ status: "pending", page: 0, rowsPerPage: 10 }, locale),
    runningCampaigns(),
    dailyCounts(30),
  ]);
  return {
    totals: { ...u, ...m, campaigns: c.n, seo: s.n },
    moderation: config().galleryModeration,
    pending: pending.mediaList,
    activeCampaigns,
    pageViews,
  };
}
