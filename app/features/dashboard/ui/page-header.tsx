import type { ReactNode } from "react";
import ui from "./ui.module.css";

/** The heading row of every dashboard screen: title, optional lead text, and the screen's main action on the right. */
export function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className={ui.pageHeader}>
      {lead ? (
        <div>
          <h1>{title}</h1>
          <p className={ui.lead}>{lead}</p>
        </div>
      ) : (
        <h1>{title}</h1>
      )}
      {children}
    </div>
  );
}
