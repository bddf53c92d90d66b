import { z } from "../zod";
import { DASHBOARD_DEFAULT_PAGE_SIZE, DASHBOARD_PAGE_SIZES } from "../constants";
import { isDashboardPageSize, MAX_PAGE_INDEX, type DashboardPaging } from "../paging";

// The paging parameters of the API's list queries, built on the rules of shared/paging.ts.

/** `page` of an API query: an index from 0, 0 when absent; anything else is a 400. */
export const pageIndexSchema = z.coerce.number().int().min(0).max(MAX_PAGE_INDEX).default(0);

/** `rowsPerPage` of a public list: 1 to `max`, `fallback` when absent. */
export const rowsPerPageSchema = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

/** `rowsPerPage` of a dashboard list: 10, 25 or 50, 25 when absent (DESIGN §4.13). */
export const dashboardRowsPerPageSchema = z.coerce
  .number()
  .int()
  .refine(isDashboardPageSize, {
    message: `rowsPerPage must be one of ${DASHBOARD_PAGE_SIZES.join(", ")}`,
  })
  .default(DASHBOARD_DEFAULT_PAGE_SIZE);

/** `?page&rowsPerPage` of a dashboard list. */
export const dashboardPagingSchema = z.object({
  page: pageIndexSchema,
  rowsPerPage: dashboardRowsPerPageSchema,
}) satisfies z.ZodType<DashboardPaging, unknown>;
