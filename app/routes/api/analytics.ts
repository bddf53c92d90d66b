import { api, methodNotAllowed, parse, readJson } from "~/server/http/api";
import { visitorCountry } from "~/server/http/country";
import { recordAnalyticsEvent } from "~/server/services/analytics";
import { analyticsEventSchema } from "~/shared/api/analytics";
import type { Route } from "./+types/analytics";

export const loader = () => methodNotAllowed(["POST"]);

export const action = api(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const event = parse(analyticsEventSchema, await readJson(request));
  await recordAnalyticsEvent({ ...event, country: visitorCountry(request) });
  return new Response(null, { status: 204 });
});
