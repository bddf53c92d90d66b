import { HttpError, json } from "~/server/http/api";
import { apiRoute, handle } from "~/server/http/endpoint-route";
import { campaignPage } from "~/server/services/campaigns";
import type { EventPage } from "~/shared/api/events";
import { api } from "~/shared/api/endpoints";

/** GET /api/poliworld/event/fetch/{id}: title, keyid, image, startDate, endDate, desc (spec §7). */
export const loader = apiRoute(
  handle(api.eventFetch, async ({ input }) => {
    const event = await campaignPage(input.params.id);
    if (!event) throw new HttpError(404, "Event not found");
    return json(event satisfies EventPage, { headers: { "Cache-Control": "public, max-age=60" } });
  }),
);
export const action = loader;
