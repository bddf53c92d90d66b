import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PIECE_OPTIONS } from "~/games/puzzle/piece-options.ts";
import { ResponsivePicture } from "~/ui/responsive-picture";
import type { PotdCard } from "./types";
import styles from "./play.module.css";

/** Phone: the page's width less the paddings; wider: the left 3 of 5 columns of the page's content. */
const POTD_SIZES = "(min-width: 1200px) 640px, (min-width: 768px) 56vw, calc(100vw - 72px)";

/** Today's picture with a link per piece count, and a peek at tomorrow's; `priority` where it is the largest paint (/play). */
export function PotdSection({
  today,
  tomorrow,
  priority = false,
}: {
  today: PotdCard;
  tomorrow: PotdCard;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const title = today.title || t("Play Potd Title");
  return (
    <section className={styles.section} aria-labelledby="potd-title">
      <h2 id="potd-title" className={styles.sectionTitle}>
        {t("Play Potd Title")}
      </h2>
      <div className={styles.potd}>
        <figure className={styles.potdToday}>
          <Link to="/play/apps/puzzle/potd/12" className={styles.potdPicture}>
            <ResponsivePicture
              src={today.image}
              alt={t("Play Potd Alt", { title })}
              width={1200}
              height={900}
              data-testid="potd-today"
              sizes={POTD_SIZES}
              priority={priority}
              maxWidth={1280}
            />
          </Link>
          <figcaption>
            <span className={styles.potdDate}>{today.day}</span>
            <strong className={styles.potdName} data-testid="potd-title">
              {title}
            </strong>
          </figcaption>
        </figure>
        <div className={styles.potdSide}>
          <h3 className={styles.potdPick}>{t("Play Potd Pick")}</h3>
          <ul className={styles.pieceLinks}>
            {PIECE_OPTIONS.map((n) => (
              <li key={n}>
                <Link to={`/play/apps/puzzle/potd/${n}`} className={styles.pieceLink}>
                  <span className={styles.pieceNumber}>{n}</span>
                  <span className={styles.pieceWord}>{t("Play Potd Pieces", { count: n })}</span>
                </Link>
              </li>
            ))}
          </ul>
          <div className={styles.tomorrow}>
            <ResponsivePicture
              src={tomorrow.thumbnailUrl}
              alt=""
              width={400}
              height={300}
              className={styles.tomorrowImg}
              sizes="120px"
            />
            <div>
              <h3 className={styles.tomorrowTitle}>{t("Play Tomorrow")}</h3>
              <p className={styles.tomorrowText}>{t("Play Tomorrow Text", { day: tomorrow.day })}</p>
            </div>
          </div>
          <Link to="/play/apps/puzzle" className={styles.morePuzzles}>
            {t("Play More Puzzles")}
          </Link>
        </div>
      </div>
    </section>
  );
}
