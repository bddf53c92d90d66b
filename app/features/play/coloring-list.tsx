import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PublicPicture } from "~/shared/api/pictures";
import { COLORING_PAGES } from "~/shared/constants";
import { BuiltInPagePicture } from "~/ui/shelf/page-picture";
import { ScrollStrip } from "~/ui/scroll-strip";
import styles from "./play.module.css";

/** The coloring pages (spec §3 fixed list, then the ones staff added), each opening the coloring app; a page with saved work shows it. */
export function ColoringList({
  saved,
  staffPages = [],
}: {
  saved: ReadonlyMap<string, string>;
  staffPages?: readonly PublicPicture[];
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="coloring-list-title">
      <h2 id="coloring-list-title" className={styles.sectionTitle}>
        {t("Play Coloring Title")}
      </h2>
      <p className={styles.sectionIntro}>{t("Play Coloring Intro")}</p>
      {/* Spec §2, §4: the play home's lists scroll sideways in a scroll strip. */}
      <ScrollStrip label={t("Play Coloring Title")}>
        {COLORING_PAGES.map((page) => (
          <Link key={page} to={`/play/apps/coloring/${page}`} className={styles.coloringCard}>
            <BuiltInPagePicture pageKey={page} saved={saved} size={512} sizes="(min-width: 600px) 182px, 124px" />
            <span>{t(`Play Page ${page}`)}</span>
          </Link>
        ))}
        {staffPages.map((page) => (
          <Link key={page.key} to={`/play/apps/coloring/${page.key}`} className={styles.coloringCard}>
            <img
              src={saved.get(page.key) ?? page.thumbnailUrl}
              alt=""
              width={400}
              height={400}
              loading="lazy"
              decoding="async"
            />
            <span>{page.title}</span>
          </Link>
        ))}
      </ScrollStrip>
    </section>
  );
}
