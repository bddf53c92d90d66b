import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { COOKIE_CONSENT_COOKIE } from "~/shared/constants";
import { ONE_YEAR_SECONDS } from "~/shared/locales";
import styles from "./cookie-alert.module.css";

/**
 * Fixed bottom banner; accepting keeps it dismissed for 365 days (spec §4). Rendered by the server only when not yet
 * accepted. In the games (`compact`) it is one short strip over the header instead, so it never covers the coloring
 * palette or the puzzle pieces at the bottom of the screen.
 */
export function CookieAlert({ accepted, compact = false }: { accepted: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(accepted);
  if (hidden) return null;
  return (
    <div className={styles.alert} role="region" aria-label={t("Cookie Policy")} data-compact={compact || undefined}>
      <p>
        {t(compact ? "Cookie Alert Short" : "Cookie Alert")}{" "}
        <Link to="/site/cookie">{t(compact ? "Cookie Policy" : "Read Cookie Policy")}</Link>
      </p>
      <button
        type="button"
        className={`button ${styles.continue}`}
        onClick={() => {
          document.cookie = `${COOKIE_CONSENT_COOKIE}=1; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
          setHidden(true);
        }}
      >
        {t("Continue")}
      </button>
    </div>
  );
}
