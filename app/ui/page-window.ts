import { MAX_PAGE_NUMBERS } from "~/shared/constants";

/** The number of pages for a total (at least 1, so an empty list still has its page 0). */
export function pageCount(total: number, rowsPerPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, rowsPerPage)));
}

/** A page index clamped between the first (0) and the last page (spec §5). */
export function clampPageIndex(page: number, pages: number): number {
  return Math.min(Math.max(0, Math.trunc(page) || 0), Math.max(0, pages - 1));
}

/** Up to `max` (5) page indexes around the current one, shifted to stay inside 0 … pages-1 (spec §5). */
export function pageWindow(page: number, pages: number, max = MAX_PAGE_NUMBERS): number[] {
  const current = clampPageIndex(page, pages);
  const size = Math.min(max, Math.max(1, pages));
  const start = Math.min(Math.max(0, current - Math.floor(size / 2)), Math.max(0, pages - size));
  return Array.from({ length: size }, (_, i) => start + i);
}
