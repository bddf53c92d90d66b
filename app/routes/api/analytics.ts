import { api, methodNotAllowed, parse, readJson } from "~/server/http/api";
import { visitorCountry } from "~/server/http/country";
import { rateLimit } from "~/server/http/rate-limit";
import { requestInfo } from "~/server/http/request-context";
import { recordAnalyticsEvent } from "~/server/services/analytics";
import { analyticsEventSchema } from "~/shared/api/analytics";
import type { Route } from "./+types/analytics";

export const loader = () => methodNotAllowed(["POST"]);

export const action = api(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  // Keyed on the address Express derives under the trusted-proxy setting, never on a client-sent header.
  await rateLimit("analytics", requestInfo(context).ip || "unknown");
  const event = parse(analyticsEventSchema, await readJson(request));
  await recordAnalyticsEvent({ ...event, country: visitorCountry(request) });
  return new Response(null, { status: 204 });
});
