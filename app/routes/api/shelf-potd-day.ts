import { apiRoute, handle } from "~/server/http/endpoint-route";
import { addPotdDay } from "~/server/services/shelf";
import { api } from "~/shared/api/endpoints";

/** POST /api/shelf/potd-day: today's puzzle was finished (the gentle day count). */
export const action = apiRoute(handle(api.shelfPotdDay, ({ actor, input }) => addPotdDay(actor.id, input.body.date)));
export const loader = action;
