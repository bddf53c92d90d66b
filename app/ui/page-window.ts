import { MAX_PAGE_NUMBERS } from "~/shared/constants";
import { clampPageIndex } from "~/shared/paging";

/** Up to `max` (5) page indexes around the current one, shifted to stay inside 0 … pages-1 (spec §5). */
export function pageWindow(page: number, pages: number, max = MAX_PAGE_NUMBERS): number[] {
  const current = clampPageIndex(page, pages);
  const size = Math.min(max, Math.max(1, pages));
  const start = Math.min(Math.max(0, current - Math.floor(size / 2)), Math.max(0, pages - size));
  return Array.from({ length: size }, (_, i) => start + i);
}
