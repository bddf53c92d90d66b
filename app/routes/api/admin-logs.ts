import { json, parse, searchParams } from "~/server/http/api";
import { adminApi } from "~/server/services/admin/guard";
import { listLogs } from "~/server/services/admin/logs";
import { logsQuerySchema, type LogsResponse } from "~/shared/api/admin";

/** GET /api/admin/logs?page&rowsPerPage&actor&action&from&to (admin): `{logs, totalLogs}`. */
export const loader = adminApi(
  { GET: async ({ request }) => json((await listLogs(parse(logsQuerySchema, searchParams(request)))) satisfies LogsResponse) },
  { role: "admin" },
);
export const action = loader;
