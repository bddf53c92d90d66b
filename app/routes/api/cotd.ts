import { apiRoute, handle } from "~/server/http/endpoint-route";
import { coloringOfTheDay } from "~/server/services/cotd";
import { api } from "~/shared/api/endpoints";

/** GET /api/cotd: the coloring of the day (spec §7, DESIGN §4.9). */
export const loader = apiRoute(handle(api.cotd, async () => ({ CotD: await coloringOfTheDay() })));
export const action = loader;
