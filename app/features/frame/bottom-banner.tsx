import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./bottom-banner.module.css";

/** The bottom banner of every public page (spec §2): an invitation to the play area. */
export function BottomBanner() {
  const { t } = useTranslation();
  return (
    <aside className={styles.banner} aria-label={t("Play")}>
      <div className={styles.inner}>
        <img src="/art/characters/helly.svg" alt="" width={72} height={72} loading="lazy" />
        <p>{t("Bottom Banner")}</p>
        <Link to="/play" className="button">
          {t("Play")}
        </Link>
      </div>
    </aside>
  );
}
