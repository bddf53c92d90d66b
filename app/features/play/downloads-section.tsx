import { useTranslation } from "react-i18next";
import { ResponsivePicture } from "~/ui/responsive-picture";
import { ScrollStrip } from "~/ui/scroll-strip";
import type { DownloadKind } from "../../../content/downloads";
import type { PlayDownload } from "./types";
import styles from "./play.module.css";

const GROUPS: { id: string; titleKey: string; introKey: string; kinds: DownloadKind[] }[] = [
  {
    id: "wallpapers",
    titleKey: "Play Wallpapers",
    introKey: "Play Wallpapers Intro",
    kinds: ["wallpaper-desktop", "wallpaper-mobile"],
  },
  { id: "sheets", titleKey: "Play Sheets", introKey: "Play Sheets Intro", kinds: ["coloring-sheet"] },
  { id: "crafts", titleKey: "Play Crafts", introKey: "Play Crafts Intro", kinds: ["paper-craft"] },
];

/** Wallpapers, offline coloring sheets and paper crafts, each a real file made from the project's art. */
export function DownloadsSection({ downloads }: { downloads: PlayDownload[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="downloads-title">
      <h2 id="downloads-title" className={styles.sectionTitle}>
        {t("Play Downloads Title")}
      </h2>
      {GROUPS.map((group) => {
        const items = downloads.filter((d) => group.kinds.includes(d.kind));
        return (
          <div key={group.id} className={styles.downloadGroup}>
            <h3 className={styles.groupTitle}>{t(group.titleKey)}</h3>
            <p className={styles.sectionIntro}>{t(group.introKey)}</p>
            {/* Spec §2, §4: each kind of download is a row that scrolls sideways; a landscape wallpaper spans two units. */}
            <ScrollStrip label={t(group.titleKey)} wideItems={items.map((d) => d.kind === "wallpaper-desktop")}>
              {items.map((d) => (
                <DownloadCard key={d.id} item={d} />
              ))}
            </ScrollStrip>
          </div>
        );
      })}
    </section>
  );
}

function DownloadCard({ item }: { item: PlayDownload }) {
  const { t } = useTranslation();
  const name = t(item.titleKey);
  const title = {
    "wallpaper-desktop": name,
    "wallpaper-mobile": t("Play Phone Wallpaper", { name }),
    "coloring-sheet": name,
    "paper-craft": t("Play Craft Title", { name }),
  }[item.kind];
  const { size } = item;
  const detail = item.format === "PDF" ? t("Play Paper A4") : `${item.width} × ${item.height}`;
  return (
    <div className={styles.downloadCard} data-kind={item.kind}>
      <ResponsivePicture
        src={item.preview}
        alt=""
        width={360}
        height={Math.round((360 * item.height) / item.width)}
        sizes={
          item.kind === "wallpaper-desktop" ? "(min-width: 600px) 412px, 294px" : "(min-width: 600px) 200px, 141px"
        }
      />
      <div className={styles.downloadBody}>
        <strong>{title}</strong>
        <span className={styles.downloadMeta}>
          {item.format} · <span className="nowrap">{detail}</span> · <span className="nowrap">{size}</span>
        </span>
        <a
          href={item.file}
          download
          className={styles.downloadLink}
          aria-label={t("Play Download Label", { title, type: item.format, size })}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {t("Play Download")}
        </a>
      </div>
    </div>
  );
}
