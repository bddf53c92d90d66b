import { useTranslation } from "react-i18next";
import { ExternalLink } from "~/ui/gate/parental-gate";
import { THEME_PARK_URL } from "../../../content/links";
import styles from "./theme-park-banner.module.css";

/** The theme-park banner (spec §2). */
export function ThemeParkBanner() {
  const { t } = useTranslation();
  return (
    <section className={styles.banner} aria-labelledby="theme-park-title">
      <img src="/art/theme-park-banner.svg" alt="" width={1200} height={400} loading="lazy" className={styles.art} />
      <div className={styles.body}>
        <h2 id="theme-park-title" className={styles.title}>
          {t("Theme Park Title")}
        </h2>
        <p className={styles.text}>{t("Theme Park Text")}</p>
        <ExternalLink href={THEME_PARK_URL} className="button">
          {t("Visit the Theme Park")}
          <span className="visually-hidden"> ({t("Opens in a new tab")})</span>
        </ExternalLink>
      </div>
    </section>
  );
}
