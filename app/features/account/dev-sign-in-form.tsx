import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { SignInProvider } from "~/shared/account-rules";
import styles from "./dev-sign-in.module.css";

/** The dev sign-in page (DESIGN §3): one field "Name" and a "Sign in" button; a plain form post, so it works without JavaScript. */
export function DevSignInForm({
  provider,
  error,
  name,
}: {
  provider: SignInProvider | null;
  error?: string;
  name?: string;
}) {
  const { t } = useTranslation();
  return (
    <main id="main" className={styles.page}>
      <div className={styles.card}>
        <img src="/art/logo.svg" alt={t("Site Name")} width={120} height={60} className={styles.logo} />
        <h1 className={styles.title}>{t("Dev Sign In")}</h1>
        <p className={styles.note}>{t("Dev Sign In Note")}</p>
        {provider && <p className={styles.note}>{t("Dev Provider Note", { provider: t(`Provider ${provider}`) })}</p>}
        <form method="post" action="/auth/dev" className={styles.form}>
          <label htmlFor="dev-name" className={styles.label}>
            {t("Name")}
          </label>
          <input
            id="dev-name"
            name="name"
            className={styles.input}
            required
            maxLength={30}
            autoComplete="username"
            defaultValue={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "dev-name-error" : "dev-name-rule"}
          />
          {error ? (
            <p id="dev-name-error" className={styles.error} role="alert">
              {t(error, { max: 30 })}
            </p>
          ) : (
            <p id="dev-name-rule" className={styles.hint}>
              {t("Dev Name Rule")}
            </p>
          )}
          <button type="submit" className="button">
            {t("Sign in")}
          </button>
        </form>
        <Link to="/" className={styles.back}>
          {t("Back Home")}
        </Link>
      </div>
    </main>
  );
}
