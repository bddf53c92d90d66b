import { apiRoute, handle } from "~/server/http/endpoint-route";
import { listCampaigns } from "~/server/services/campaigns";
import { api } from "~/shared/api/endpoints";

/** GET /api/admin/campaigns?page&rowsPerPage (staff): `{campaigns, totalCampaigns}`, newest first. */
export const loader = apiRoute(handle(api.campaignList, ({ input }) => listCampaigns(input.query)));
export const action = loader;
