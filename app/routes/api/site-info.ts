import { visitorCountry } from "~/server/http/country";
import { apiRoute, handle } from "~/server/http/endpoint-route";
import { siteInfo } from "~/server/services/site-info";
import { api } from "~/shared/api/endpoints";
import { toLocale } from "~/shared/locales";

/** GET /api/site-info/{locale}: the locale's campaigns, SEO entries and channel (spec §7). */
export const loader = apiRoute(
  handle(api.siteInfo, ({ request, input }) => siteInfo(toLocale(input.params.locale), visitorCountry(request))),
);
export const action = loader;
