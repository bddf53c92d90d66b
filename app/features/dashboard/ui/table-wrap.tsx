import type { ReactNode } from "react";
import styles from "./ui.module.css";

/** A table that may scroll sideways on a phone: a labelled, focusable region so the keyboard can scroll it too. */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
