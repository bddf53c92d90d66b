import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { StickerItem } from "~/games/coloring";
import { stickerImageUrl } from "./sticker-bitmaps";
import { Icon } from "./icons";
import styles from "./coloring-app.module.css";

/**
 * The stickers, above the line art, in page pixels (the sheet's transform scales them with the zoom). The tool
 * machine hit-tests them, so the pictures ignore pointers; the selected one gets a frame, a resize handle in its
 * corner and a delete button, both at least 44 screen pixels at any zoom.
 */
export const StickerLayer = memo(function StickerLayer({
  stickers,
  selected,
  onDelete,
}: {
  stickers: readonly StickerItem[];
  selected: StickerItem | null;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.stickerLayer}>
      {stickers.map((s) => (
        <img
          key={s.id}
          src={stickerImageUrl(s.name)}
          alt=""
          className={styles.placedSticker}
          data-sticker={s.name}
          draggable={false}
          style={{ left: s.x - s.size / 2, top: s.y - s.size / 2, width: s.size, height: s.size }}
        />
      ))}
      {selected && (
        <div
          className={styles.selection}
          data-testid="sticker-selection"
          style={{
            left: selected.x - selected.size / 2,
            top: selected.y - selected.size / 2,
            width: selected.size,
            height: selected.size,
          }}
        >
          <span className={styles.resizeHandle} aria-hidden="true">
            <Icon name="resize" size={20} />
          </span>
          <button
            type="button"
            className={styles.deleteSticker}
            aria-label={t("Coloring Delete Sticker")}
            onPointerDown={(e) => e.stopPropagation()}
            onClick={onDelete}
          >
            <Icon name="remove" size={20} />
          </button>
        </div>
      )}
    </div>
  );
});
