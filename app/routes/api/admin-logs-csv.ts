import { parse, searchParams } from "~/server/http/api";
import { adminApi } from "~/server/services/admin/guard";
import { logsCsv } from "~/server/services/admin/logs";
import { logsQuerySchema } from "~/shared/api/admin";

/** GET /api/admin/logs.csv?actor&action&from&to (admin): the filtered activity log as a CSV download. */
export const loader = adminApi(
  {
    GET: async ({ request }) => {
      const filter = parse(logsQuerySchema, searchParams(request));
      const day = new Date().toISOString().slice(0, 10);
      return new Response(await logsCsv(filter), {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="activity-logs-${day}.csv"`,
          "Cache-Control": "no-store",
        },
      });
    },
  },
  { role: "admin" },
);
export const action = loader;
