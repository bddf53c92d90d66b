import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { coloringThumbnails, useShelf } from "~/ui/shelf/shelf-store";
import { useRootData } from "~/ui/use-root-data";
import { ColoringList } from "./coloring-list";
import { CotdSection } from "./cotd-section";
import { DownloadsSection } from "./downloads-section";
import { PotdSection } from "./potd-section";
import { ShelfSection } from "./shelf-section";
import type { PlayHomeData } from "./types";
import { useVisitorPotd } from "./use-visitor-potd";
import styles from "./play.module.css";

/** The play home (spec §2 Play): puzzle of the day, the child's shelf (issue 31), coloring list, coloring of the day, downloads. */
export function PlayHome({
  today,
  tomorrow,
  sceneTitles,
  cotd,
  downloads,
  shelf,
  staffPages,
  staffTitles,
}: PlayHomeData) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const potd = useVisitorPotd(today, tomorrow, sceneTitles, locale);
  const myShelf = useShelf(shelf);
  const saved = useMemo(() => coloringThumbnails(myShelf.items), [myShelf.items]);
  return (
    <div className={`page ${styles.play}`}>
      <header className={styles.hero}>
        <h1 className="page-title">{t("Play Title")}</h1>
        <p className={styles.heroText}>{t("Play Intro")}</p>
      </header>
      <PotdSection today={potd.today} tomorrow={potd.tomorrow} priority />
      <ShelfSection shelf={myShelf} titles={{ ...staffTitles, ...sceneTitles }} />
      <ColoringList saved={saved} staffPages={staffPages} />
      <CotdSection cotd={cotd} />
      <DownloadsSection downloads={downloads} />
    </div>
  );
}
