import { apiRoute, handle } from "~/server/http/endpoint-route";
import { createCampaign } from "~/server/services/campaigns";
import { api } from "~/shared/api/endpoints";

/** POST /api/admin/campaign (staff): 201 `{campaign, totalCampaigns}`; the key is made from the title unless given. */
export const action = apiRoute(handle(api.campaignCreate, ({ actor, input }) => createCampaign(actor, input.body)));
export const loader = action;
