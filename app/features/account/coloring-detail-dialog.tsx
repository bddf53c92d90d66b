import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "react-i18next";
import type { OwnColoring } from "~/shared/api/account";
import dialogStyles from "~/ui/dialog.module.css";
import styles from "./own-colorings.module.css";

const EMOTICON = /^:([a-z][0-9]):$/;

/** One of the user's colorings: the picture, its date, featured/review state, reaction counts, and Delete. */
export function ColoringDetailDialog({
  coloring,
  onClose,
  onDelete,
}: {
  coloring: OwnColoring | null;
  onClose: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const date = coloring ? new Date(coloring.createdAt).toLocaleDateString(i18n.language, { dateStyle: "long" }) : "";
  const reactions = (coloring?.reactions ?? []).flatMap((r) => {
    const name = EMOTICON.exec(r.content)?.[1];
    return name ? [{ name, count: r.count }] : []; // spec §5: a reaction that is not :{name}: is not displayed
  });
  return (
    <ModalOverlay
      className={dialogStyles.overlay}
      isOpen={coloring !== null}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
    >
      <Modal className={dialogStyles.modal} data-wide>
        <Dialog className={dialogStyles.dialog}>
          {coloring && (
            <>
              <Heading slot="title" className={dialogStyles.title}>
                {t("Coloring From", { date })}
              </Heading>
              <Button className={dialogStyles.close} onPress={onClose} aria-label={t("Close")}>
                ×
              </Button>
              <img
                className={styles.detailImage}
                src={coloring.url}
                alt={t("Coloring From", { date })}
                width={640}
                height={640}
              />
              {coloring.featured === 1 && <p className={styles.note}>★ {t("Featured Desc")}</p>}
              {coloring.approved === 0 && <p className={styles.note}>{t("Waiting For Review")}</p>}
              <h3 className={styles.reactionsTitle}>{t("Reactions")}</h3>
              {reactions.length ? (
                <ul className={styles.reactions}>
                  {reactions.map((r) => (
                    <li key={r.name}>
                      <img
                        src={`/art/emoticons/${r.name}.svg`}
                        alt={t("Emoticon Alt", { name: r.name })}
                        width={36}
                        height={36}
                      />
                      <span>{r.count}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.note}>{t("No Reactions Yet")}</p>
              )}
              <div className={dialogStyles.actions}>
                <button type="button" className="button" data-variant="secondary" onClick={onClose}>
                  {t("Close")}
                </button>
                <button type="button" className="button" data-variant="danger" onClick={onDelete}>
                  {t("Delete Coloring")}
                </button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
