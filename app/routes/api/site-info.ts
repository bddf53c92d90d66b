import { api, json } from "~/server/http/api";
import { visitorCountry } from "~/server/http/country";
import { siteInfo } from "~/server/services/site-info";
import { toLocale } from "~/shared/locales";
import type { Route } from "./+types/site-info";

export const loader = api(async ({ request, params }: Route.LoaderArgs) =>
  json(await siteInfo(toLocale(params.locale), visitorCountry(request))),
);
