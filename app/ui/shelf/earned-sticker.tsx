import { useTranslation } from "react-i18next";
import { stickerUrl } from "~/shared/shelf";
import styles from "./shelf.module.css";

/** "A new sticker!": the sticker large, bouncing in once (still under reduced motion), its name for screen readers. */
export function EarnedSticker({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.earned} aria-live="polite" data-testid="earned-sticker" data-sticker={id}>
      <img src={stickerUrl(id)} alt={t(`Sticker ${id}`)} width={88} height={88} className={styles.earnedImage} />
      <span>{t("Shelf New Sticker")}</span>
    </div>
  );
}
