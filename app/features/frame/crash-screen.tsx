import { useTranslation } from "react-i18next";
import { isRouteErrorResponse } from "react-router";
import { NotFound } from "./not-found";
import styles from "./crash-screen.module.css";

/** The fallback when a page crashes (spec §2): 'Something went wrong.' with the error text behind a disclosure. */
export function CrashScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? `${error.message}${import.meta.env.DEV && error.stack ? `\n\n${error.stack}` : ""}`
      : String(error);
  return (
    <main id="main" className={styles.crash}>
      <h1>{t("Something went wrong.")}</h1>
      <details className={styles.details}>
        <summary>{t("Error details")}</summary>
        <pre>{detail}</pre>
      </details>
    </main>
  );
}
