import { json, parse, searchParams } from "~/server/http/api";
import { analyticsSummary } from "~/server/services/admin/analytics";
import { adminApi } from "~/server/services/admin/guard";
import { analyticsQuerySchema, type AnalyticsResponse } from "~/shared/api/admin";

/** GET /api/admin/analytics?days=7|30|90 (staff): page views and events per day, page, locale and event name. */
export const loader = adminApi(
  { GET: async ({ request }) => json((await analyticsSummary(parse(analyticsQuerySchema, searchParams(request)).days)) satisfies AnalyticsResponse) },
  { role: "staff" },
);
export const action = loader;
