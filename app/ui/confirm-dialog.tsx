import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "react-i18next";
import styles from "./dialog.module.css";

interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
}

/** An explicit confirmation (spec §5): title, text, Confirm (danger style) and Cancel. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  text,
  confirmLabel,
  busy,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={!busy}>
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          <p className={styles.text}>{text}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className="button"
              data-variant="secondary"
              onClick={() => onOpenChange(false)}
              disabled={busy}
            >
              {t("Dialog Cancel")}
            </button>
            <button
              type="button"
              className="button"
              data-variant="danger"
              onClick={onConfirm}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {confirmLabel ?? t("Dialog Confirm")}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
