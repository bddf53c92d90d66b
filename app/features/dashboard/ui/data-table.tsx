import type { ReactNode } from "react";
import { Button } from "react-aria-components";
import { useTranslation } from "react-i18next";
import ui from "./ui.module.css";

/** A table that may scroll sideways on a phone: a labelled, focusable region so the keyboard can scroll it too. */
function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={ui.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** One column of a dashboard table: its header and how a row fills its cell. */
export interface Column<Row> {
  /** Stable key of the column. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Cell class from ui.module.css: `ui.wrap` for long text (the rest stays on one line and the table scrolls), `ui.nowrap`, `ui.code`. */
  className?: string;
  /** The language of the cell's text where it is not the page's (titles in the campaign's or entry's language). */
  lang?: (row: Row) => string | undefined;
  /** The cell names its row (`<th scope="row">`), so a screen reader announces it with every other cell. */
  rowHeader?: boolean;
}

/** Attributes of a row for styles, such as `data-deactivated`. */
export type RowData = { [name: `data-${string}`]: string | boolean | undefined };

export interface DataTableProps<Row> {
  /** The table's name: the scroll region's label and the (visually hidden) caption. */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  rowData?: (row: Row) => RowData;
}

/**
 * The one dashboard table (users, campaigns, SEO entries, activity logs, video library, video plays, running campaigns):
 * a real <table> with a caption and column headers, inside a labelled, focusable scroll frame so a wide table scrolls
 * by itself (also from the keyboard) and the phone page never widens. Rows come sorted and paged from the server.
 */
export function DataTable<Row>({ label, columns, rows, rowKey, empty, rowData }: DataTableProps<Row>) {
  if (rows.length === 0) return <p className={ui.empty}>{empty}</p>;
  return (
    <TableWrap label={label}>
      <table className={ui.table}>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowData?.(row)}>
              {columns.map((column) => {
                const Cell = column.rowHeader ? "th" : "td";
                return (
                  <Cell
                    key={column.id}
                    scope={column.rowHeader ? "row" : undefined}
                    className={column.className}
                    lang={column.lang?.(row)}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

/** Edit and Delete for a row, named after it for screen readers ("Edit Spring Parade"); `children` go between them. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  onEdit: () => void;
  onDelete?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <span className={ui.actions}>
      <Button className={ui.buttonQuiet} onPress={onEdit} aria-label={t("Edit Named", { name })}>
        {t("Edit")}
      </Button>
      {children}
      {onDelete && (
        <Button className={ui.buttonQuiet} onPress={onDelete} aria-label={t("Delete Named", { name })}>
          {t("Delete")}
        </Button>
      )}
    </span>
  );
}
