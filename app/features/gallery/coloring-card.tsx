import { useTranslation } from "react-i18next";
import { ReactionSummary } from "~/ui/reactions/reaction-summary";
import type { GalleryColoring } from "~/shared/api/gallery";
import { ResponsivePicture } from "~/ui/responsive-picture";
import { UploadPreview } from "~/ui/upload-preview";
import styles from "./gallery.module.css";

/**
 * One coloring in the grid: the picture (opens the dialog), who made it and its most chosen emoticons. A picture
 * uploaded from this browser shows its local copy behind the server's until that has loaded; `waiting` marks the
 * child's own picture that only they see until a grown-up has approved it.
 */
export function ColoringCard({
  coloring,
  onOpen,
  eager,
  waiting,
}: {
  coloring: GalleryColoring;
  onOpen: () => void;
  eager?: boolean;
  waiting?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <article className={styles.card}>
      {/* A plain button: the gallery's first load carries no React Aria (the dialog it opens brings its own). */}
      <button
        type="button"
        className={styles.open}
        onClick={onOpen}
        aria-label={t("Gallery Open Coloring", { name: coloring.displayName })}
      >
        <UploadPreview id={coloring.id}>
          <ResponsivePicture
            src={coloring.thumbnailUrl}
            alt=""
            width={coloring.width}
            height={coloring.height}
            maxWidth={400}
            sizes="(min-width: 960px) 260px, (min-width: 600px) calc(33vw - 30px), calc(50vw - 29px)"
            loading={eager ? "eager" : "lazy"}
          />
        </UploadPreview>
        {waiting && <span className={styles.waiting}>{t("Gallery Waiting For Grown-Up")}</span>}
        {coloring.featured === 1 && (
          <span className={styles.badge} title={t("Featured")}>
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t("Featured")}</span>
          </span>
        )}
      </button>
      <div className={styles.meta}>
        <span className={styles.owner}>
          <img src={coloring.photo} alt="" width={28} height={28} loading="lazy" />
          <span>{coloring.displayName}</span>
        </span>
        <ReactionSummary counts={coloring.reactionCounts} limit={3} size={22} />
      </div>
    </article>
  );
}
