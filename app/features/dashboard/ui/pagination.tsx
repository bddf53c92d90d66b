import { Button } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DASHBOARD_DEFAULT_PAGE_SIZE, DASHBOARD_PAGE_SIZES } from "~/shared/constants";
import { clampPageIndex, dashboardPagingFromQuery, pageCount } from "~/shared/paging";
import { SelectField } from "./fields";
import styles from "./ui.module.css";

/** Page index (from 0) and rows per page (10, 25 or 50; DESIGN §4.13) from the URL, so a page can be linked and reloaded. */
export function usePaging() {
  const [params] = useSearchParams();
  return dashboardPagingFromQuery(params);
}

/** Updates some query parameters (empty values are removed); changing a filter goes back to the first page. */
export function useQueryUpdate() {
  const [, setParams] = useSearchParams();
  return (changes: Record<string, string | number | undefined>, keepPage = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === "") next.delete(key);
          else next.set(key, String(value));
        }
        if (!keepPage && !("page" in changes)) next.delete("page");
        return next;
      },
      { preventScrollReset: true },
    );
}

/** "1–25 of 120", rows per page, previous and next (page index from 0, clamped to the last page, as ui/pagination counts pages). */
export function Pagination({ total, label }: { total: number; label: string }) {
  const { t } = useTranslation();
  const { page, rowsPerPage } = usePaging();
  const update = useQueryUpdate();
  const pages = pageCount(total, rowsPerPage);
  const last = pages - 1;
  const current = clampPageIndex(page, pages);
  const from = total === 0 ? 0 : current * rowsPerPage + 1;
  const to = Math.min(total, (current + 1) * rowsPerPage);
  if (total === 0) return null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      <SelectField
        label={t("Rows per page")}
        value={String(rowsPerPage)}
        options={DASHBOARD_PAGE_SIZES.map((n) => ({ id: String(n), label: String(n) }))}
        onChange={(value) => update({ rowsPerPage: value === String(DASHBOARD_DEFAULT_PAGE_SIZE) ? undefined : value })}
      />
      <span aria-live="polite">{t("Rows Range", { from, to, total })}</span>
      <span className={styles.actions}>
        <Button
          className={styles.buttonSecondary}
          isDisabled={current <= 0}
          onPress={() => update({ page: current - 1 || undefined })}
        >
          {t("Previous page")}
        </Button>
        <Button
          className={styles.buttonSecondary}
          isDisabled={current >= last}
          onPress={() => update({ page: current + 1 })}
        >
          {t("Next page")}
        </Button>
      </span>
    </nav>
  );
}
