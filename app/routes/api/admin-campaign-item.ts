import { json, parse, readJson } from "~/server/http/api";
import { deleteCampaign, updateCampaign } from "~/server/services/admin/campaigns";
import { adminApi } from "~/server/services/admin/guard";
import { campaignIdSchema, campaignUpdateSchema } from "~/shared/api/admin";

/** PUT /api/admin/campaign/{id} (changed fields only, spec §5): `{campaign}`; DELETE: `{id}`. Staff. */
export const action = adminApi(
  {
    PUT: async ({ request, params, actor }) => {
      const id = parse(campaignIdSchema, params.id);
      return json({ campaign: await updateCampaign(actor, id, parse(campaignUpdateSchema, await readJson(request))) });
    },
    DELETE: async ({ params, actor }) => json(await deleteCampaign(actor, parse(campaignIdSchema, params.id))),
  },
  { role: "staff" },
);
export const loader = action;
