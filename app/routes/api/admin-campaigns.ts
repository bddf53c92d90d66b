import { json, parse, searchParams } from "~/server/http/api";
import { listCampaigns } from "~/server/services/admin/campaigns";
import { adminApi } from "~/server/services/admin/guard";
import { campaignsQuerySchema, type CampaignsResponse } from "~/shared/api/admin";

/** GET /api/admin/campaigns?page&rowsPerPage (staff): `{campaigns, totalCampaigns}`, newest first. */
export const loader = adminApi(
  { GET: async ({ request }) => json((await listCampaigns(parse(campaignsQuerySchema, searchParams(request)))) satisfies CampaignsResponse) },
  { role: "staff" },
);
export const action = loader;
