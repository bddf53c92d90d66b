import { apiRoute, handle } from "~/server/http/endpoint-route";
import { resolveLocale } from "~/server/locale";
import { coloringOfTheDay } from "~/server/services/cotd";
import { api } from "~/shared/api/endpoints";

/** GET /api/cotd: the coloring of the day (spec §7, DESIGN §4.9). */
export const loader = apiRoute(
  handle(api.cotd, async ({ request }) => ({ CotD: await coloringOfTheDay(resolveLocale(request)) })),
);
export const action = loader;
