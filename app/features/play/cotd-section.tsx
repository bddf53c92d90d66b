import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PublicColoring } from "~/shared/api/cotd";
import { ResponsivePicture } from "~/ui/responsive-picture";
import styles from "./play.module.css";

/** The coloring of the day (DESIGN §4.9), or an invitation to make the first one. */
export function CotdSection({ cotd }: { cotd: PublicColoring | null }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="cotd-title">
      <h2 id="cotd-title" className={styles.sectionTitle}>
        {t("Play Cotd Title")}
      </h2>
      {cotd ? (
        <div className={styles.cotd}>
          <ResponsivePicture
            src={cotd.url}
            alt={t("Play Cotd Alt", { name: cotd.displayName })}
            className={styles.cotdImg}
            width={480}
            height={480}
            sizes="(min-width: 768px) 360px, 240px"
          />
          <div className={styles.cotdSide}>
            <p className={styles.cotdBy}>
              <img src={cotd.photo} alt="" width={48} height={48} loading="lazy" />
              <span>{t("Play Cotd By", { name: cotd.displayName })}</span>
            </p>
            <p>{t("Play Cotd Text")}</p>
            <div className={styles.actions}>
              <Link to="/play/gallery" className="button">
                {t("Play Cotd Gallery")}
              </Link>
              <Link to="/play/apps/coloring" className="button" data-variant="secondary">
                {t("Play Cotd Make")}
              </Link>
            </div>
          </div>
        </div>
      ) : (
        <div className={styles.cotdEmpty}>
          <p>{t("Play Cotd Empty")}</p>
          <Link to="/play/apps/coloring" className="button">
            {t("Play Cotd Make")}
          </Link>
        </div>
      )}
    </section>
  );
}
