import { apiRoute, handle } from "~/server/http/endpoint-route";
import { listLogs } from "~/server/services/admin/logs";
import { api } from "~/shared/api/endpoints";

/** GET /api/admin/logs?page&rowsPerPage&actor&action&from&to (admin): `{logs, totalLogs}`. */
export const loader = apiRoute(handle(api.logList, ({ input }) => listLogs(input.query)));
export const action = loader;
