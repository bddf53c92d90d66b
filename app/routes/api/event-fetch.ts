import { api, HttpError, json, methodNotAllowed } from "~/server/http/api";
import { eventByKeyid } from "~/server/services/events";
import type { Route } from "./+types/event-fetch";

/** GET /api/poliworld/event/fetch/{id}: title, keyid, image, startDate, endDate, desc (spec §7). */
export const loader = api(async ({ params }: Route.LoaderArgs) => {
  const event = await eventByKeyid(params.id);
  if (!event) throw new HttpError(404, "Event not found");
  return json(event, { headers: { "Cache-Control": "public, max-age=60" } });
});

export const action = () => methodNotAllowed(["GET"]);
