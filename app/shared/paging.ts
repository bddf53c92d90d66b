import { DASHBOARD_DEFAULT_PAGE_SIZE, DASHBOARD_PAGE_SIZES } from "./constants";

// Paging, the one home of its rules (spec §5, DESIGN §4.13): a page index counts from 0; a list has at least one page;
// an index past the end shows the last page. Every page loader and pagination control reads these; the API queries'
// schemas are built on them in shared/api/paging.ts. No zod here: the public pages' controls must not load it.

/** The largest page index a request may name (a bound on the number, not on the list: past the end clamps). */
export const MAX_PAGE_INDEX = 1_000_000;

/** A dashboard list's page and size (DESIGN §4.13). */
export interface DashboardPaging {
  page: number;
  rowsPerPage: number;
}

/** 10, 25 or 50 rows a page. */
export function isDashboardPageSize(n: number): boolean {
  return (DASHBOARD_PAGE_SIZES as readonly number[]).includes(n);
}

/**
 * `?page=` of a page's URL (a screen, not an API call): a person may type anything there, so nothing is refused —
 * anything but decimal digits reads as 0, and a huge number as the largest index (which the list then clamps to its last).
 */
export function pageIndexFromQuery(params: URLSearchParams): number {
  const text = params.get("page") ?? "";
  return /^\d+$/.test(text) ? Math.min(Number(text), MAX_PAGE_INDEX) : 0;
}

/** A dashboard screen's paging from its URL, with the defaults for what is missing or malformed. */
export function dashboardPagingFromQuery(params: URLSearchParams): DashboardPaging {
  const rows = Number(params.get("rowsPerPage"));
  return {
    page: pageIndexFromQuery(params),
    rowsPerPage: isDashboardPageSize(rows) ? rows : DASHBOARD_DEFAULT_PAGE_SIZE,
  };
}

/** The number of pages for a total (at least 1, so an empty list still has its page 0). */
export function pageCount(total: number, rowsPerPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, rowsPerPage)));
}

/** A page index clamped between the first (0) and the last of `pages` pages. */
export function clampPageIndex(page: number, pages: number): number {
  return Math.min(Math.max(0, Math.trunc(page) || 0), Math.max(0, pages - 1));
}

/** A page index clamped between the first and the last page of a list of `total` rows. */
export function clampPage(page: number, total: number, rowsPerPage: number): number {
  return clampPageIndex(page, pageCount(total, rowsPerPage));
}
