import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { HomeData } from "./types";
import styles from "./series-grid.module.css";

/** Every series at a glance, each linking to its page. */
export function SeriesGrid({ series }: { series: HomeData["series"] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="series-grid-title">
      <h2 id="series-grid-title" className={styles.heading}>
        {t("All Series")}
      </h2>
      <ul className={styles.grid}>
        {series.map((item) => (
          <li key={item.key}>
            <Link to={`/series/${item.key}`} className={styles.card} prefetch="intent">
              <img src={item.previewImage} alt="" width={320} height={180} loading="lazy" />
              <span className={styles.name}>{t(item.titleKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
