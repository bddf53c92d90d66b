import { json, parse, readJson } from "~/server/http/api";
import { createCampaign } from "~/server/services/admin/campaigns";
import { adminApi } from "~/server/services/admin/guard";
import { campaignCreateSchema } from "~/shared/api/admin";

/** POST /api/admin/campaign (staff): 201 `{campaign, totalCampaigns}`; the key is made from the title unless given. */
export const action = adminApi(
  {
    POST: async ({ request, actor }) =>
      json(await createCampaign(actor, parse(campaignCreateSchema, await readJson(request))), { status: 201 }),
  },
  { role: "staff" },
);
export const loader = action;
