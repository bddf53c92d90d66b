import { apiRoute, handle } from "~/server/http/endpoint-route";
import { analyticsSummary } from "~/server/services/admin/analytics";
import { api } from "~/shared/api/endpoints";

/** GET /api/admin/analytics?days=7|30|90 (staff): page views and events per day, page, locale and event name. */
export const loader = apiRoute(handle(api.analyticsSummary, ({ input }) => analyticsSummary(input.query.days)));
export const action = loader;
