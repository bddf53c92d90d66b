import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StoreBadges } from "~/ui/store-badges";
import type { OfficialAppBlock as Block } from "./types";
import styles from "./official-app-block.module.css";

/** The block promoting the official app on a series page (spec §2). */
export function OfficialAppBlock({ app, country }: { app: Block; country: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.block} aria-labelledby="official-app-title">
      <img src={app.icon} alt="" width={112} height={112} loading="lazy" className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.kicker}>{t("Official App Label")}</p>
        <h2 id="official-app-title" className={styles.title}>
          {t(app.titleKey)}
        </h2>
        <p className={styles.text}>{t(app.descriptionKey)}</p>
        <StoreBadges urls={app.urls} appTitle={t(app.titleKey)} country={country} />
        <Link to="/apps" className={styles.more}>
          {t("See All Apps")}
        </Link>
      </div>
    </section>
  );
}
