import { visitorCountry } from "~/server/http/country";
import { apiRoute, handle } from "~/server/http/endpoint-route";
import { rateLimit } from "~/server/http/rate-limit";
import { requestInfo } from "~/server/http/request-context";
import { recordAnalyticsEvent } from "~/server/services/analytics";
import { api } from "~/shared/api/endpoints";

/** POST /api/analytics: a first-party, cookie-less page view or event (DESIGN §4.16); 204. */
export const action = apiRoute(
  handle(
    api.analyticsEvent,
    ({ request, input }) => recordAnalyticsEvent({ ...input.body, country: visitorCountry(request) }),
    {
      // Keyed on the address Express derives under the trusted-proxy setting, never on a client-sent header.
      before: ({ context }) => rateLimit("analytics", requestInfo(context).ip || "unknown"),
    },
  ),
);
export const loader = action;
