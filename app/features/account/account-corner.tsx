import { lazy, Suspense } from "react";
// The corner's styles ship with the page (the server renders it); only its code loads later.
import styles from "./account-button.module.css";

// The account button (with its login dialog) loads beside the page rather than inside its first script bundle;
// the server still renders it, and React hydrates it as soon as its code arrives.
const AccountButton = lazy(() => import("./account-button").then((m) => ({ default: m.AccountButton })));

/** The header's account corner (spec §2): sign in, or the signed-in visitor's name and, for staff, the dashboard. */
export function AccountCorner() {
  return (
    <Suspense fallback={<span className={`${styles.button} ${styles.placeholder}`} />}>
      <AccountButton />
    </Suspense>
  );
}
