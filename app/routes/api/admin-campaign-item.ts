import { apiRoute, handle } from "~/server/http/endpoint-route";
import { deleteCampaign, updateCampaign } from "~/server/services/campaigns";
import { api } from "~/shared/api/endpoints";

/** PUT /api/admin/campaign/{id} (changed fields only, spec §5): `{campaign}`; DELETE: `{id}`. Staff. */
export const action = apiRoute(
  handle(api.campaignUpdate, async ({ actor, input }) => ({
    campaign: await updateCampaign(actor, input.params.id, input.body),
  })),
  handle(api.campaignDelete, ({ actor, input }) => deleteCampaign(actor, input.params.id)),
);
export const loader = action;
