import { Dialog, Heading } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { REWARD_STICKERS, STICKER_SETS, stickerUrl, type StickerSetName } from "~/shared/shelf";
import dialogStyles from "~/ui/dialog.module.css";
import { CloseButton, ModalSheet } from "~/ui/modal-sheet";
import styles from "./sticker-book.module.css";

/**
 * The sticker book: every reward sticker by set, the earned ones in colour, the others as a faint shape waiting to be
 * found (never a lock or a "missing" word). Each sticker has its name for screen readers.
 */
export default function StickerBook({ owned, onClose }: { owned: readonly string[]; onClose(): void }) {
  const { t } = useTranslation();
  const have = new Set(owned);
  return (
    <ModalSheet look="pictures" onClose={onClose} className={styles.modal}>
      <Dialog className={dialogStyles.dialog} data-testid="sticker-book">
        <Heading slot="title" className={styles.bookTitle}>
          {t("Shelf Sticker Book")}{" "}
          <span className={styles.count}>
            {t("Shelf Sticker Count", { count: owned.length, total: REWARD_STICKERS.length })}
          </span>
        </Heading>
        <CloseButton onClose={onClose} />
        {(Object.keys(STICKER_SETS) as StickerSetName[]).map((set) => (
          <section key={set} aria-label={t(`Shelf Set ${set}`)}>
            <h3 className={styles.setTitle}>{t(`Shelf Set ${set}`)}</h3>
            <ul className={styles.stickers}>
              {STICKER_SETS[set].map((name) => {
                const id = `${set}-${name}`;
                const earned = have.has(id);
                return (
                  <li key={id} className={styles.sticker} data-earned={earned || undefined} data-testid="book-sticker">
                    <img
                      src={stickerUrl(id)}
                      alt={earned ? t(`Sticker ${id}`) : t("Shelf Sticker Waiting")}
                      width={72}
                      height={72}
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        <p className={styles.bookHint}>{t("Shelf Book Hint")}</p>
      </Dialog>
    </ModalSheet>
  );
}
