import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { clampPageIndex, pageCount } from "~/shared/paging";
import { pageWindow } from "./page-window";
import styles from "./pagination.module.css";

export interface PaginationProps {
  /** Page index from 0 (spec §9); clamped to the pages there are. */
  page: number;
  total: number;
  rowsPerPage: number;
  /** Links (`?page=N`, crawlable, works without JavaScript) … */
  hrefFor?: (page: number) => string;
  /** … or buttons. */
  onChange?: (page: number) => void;
  /** The accessible name of the navigation landmark (translated). */
  label?: string;
}

/** Previous, up to 5 page numbers around the current one, Next (spec §5). Hidden when everything fits on one page. */
export function Pagination({ page, total, rowsPerPage, hrefFor, onChange, label }: PaginationProps) {
  const { t } = useTranslation();
  const pages = pageCount(total, rowsPerPage);
  if (pages <= 1) return null;
  const current = clampPageIndex(page, pages);

  const control = (target: number, content: ReactNode, name: string, key: string) => {
    const disabled = target < 0 || target >= pages;
    const isCurrent = target === current && key.startsWith("n");
    const common = {
      className: styles.item,
      "aria-label": name,
      "aria-current": isCurrent ? ("page" as const) : undefined,
    };
    if (hrefFor) {
      return disabled ? (
        <span {...common} aria-disabled="true" role="link">
          {content}
        </span>
      ) : (
        <Link {...common} to={hrefFor(target)} preventScrollReset={false}>
          {content}
        </Link>
      );
    }
    return (
      <button {...common} type="button" disabled={disabled} onClick={() => !isCurrent && onChange?.(target)}>
        {content}
      </button>
    );
  };

  return (
    <nav className={styles.nav} aria-label={label ?? t("Pagination")}>
      <ul className={styles.list}>
        <li>{control(current - 1, <span aria-hidden="true">‹</span>, t("Previous Page"), "prev")}</li>
        {pageWindow(current, pages).map((index) => (
          <li key={index}>{control(index, index + 1, t("Page Number", { page: index + 1 }), `n${index}`)}</li>
        ))}
        <li>{control(current + 1, <span aria-hidden="true">›</span>, t("Next Page"), "next")}</li>
      </ul>
    </nav>
  );
}
