import { apiRoute, handle } from "~/server/http/endpoint-route";
import { logsCsv } from "~/server/services/admin/logs";
import { api } from "~/shared/api/endpoints";

/** GET /api/admin/logs.csv?actor&action&from&to (admin): the filtered activity log as a CSV download. */
export const loader = apiRoute(
  handle(api.logCsv, async ({ input }) => {
    const day = new Date().toISOString().slice(0, 10);
    return new Response(await logsCsv(input.query), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="activity-logs-${day}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  }),
);
export const action = loader;
