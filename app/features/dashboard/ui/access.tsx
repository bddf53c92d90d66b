import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, isRouteErrorResponse } from "react-router";
import { LoginDialog } from "~/ui/login-dialog";
import styles from "./ui.module.css";

/** Signed out: the login dialog (it remembers this page, so sign-in comes back here). Nothing of the dashboard is shown. */
function SignInRequired() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <section className={styles.denied} aria-labelledby="denied-title">
      <img src="/art/characters/poli.svg" alt="" width={120} height={120} />
      <h1 id="denied-title">{t("Staff Sign In Title")}</h1>
      <p>{t("Staff Sign In Text")}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {t("Sign in")}
        </button>
        <Link to="/" className="button" data-variant="secondary">
          {t("Back to site")}
        </Link>
      </div>
      <LoginDialog isOpen={open} onOpenChange={setOpen} />
    </section>
  );
}

/** Signed in without the grade the screen needs (403). */
function Forbidden() {
  const { t } = useTranslation();
  return (
    <section className={styles.denied} aria-labelledby="denied-title">
      <img src="/art/characters/roy.svg" alt="" width={120} height={120} />
      <h1 id="denied-title">{t("Forbidden Title")}</h1>
      <p>{t("Staff only")}</p>
      <div className={styles.actions}>
        <Link to="/" className="button" data-variant="secondary">
          {t("Back to site")}
        </Link>
      </div>
    </section>
  );
}

/** What a dashboard error boundary shows: the sign-in or 403 screen for the guard's answers, else the crash screen. */
export function DashboardError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 401) return <SignInRequired />;
  if (isRouteErrorResponse(error) && error.status === 403) return <Forbidden />;
  return <Crashed error={error} />;
}

/** The crash fallback of spec §2 inside the dashboard frame ('Something went wrong.' with the error text). */
function Crashed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <section className={styles.denied} aria-labelledby="denied-title">
      <h1 id="denied-title">{t("Something went wrong.")}</h1>
      <details>
        <summary>{t("Error details")}</summary>
        <pre className={styles.code}>{detail}</pre>
      </details>
    </section>
  );
}
