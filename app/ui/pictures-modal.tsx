import type { ReactNode } from "react";
import { Button, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "react-i18next";
import styles from "./dialog.module.css";

/**
 * The overlay and sheet of a dialog of pictures (the gallery's coloring, the sticker book, the coloring pages, the
 * finished picture): dismissed by Escape or a click outside; `className` gives the sheet its width (`--dialog-width`).
 * The caller puts its own `<Dialog>` inside.
 */
export function PicturesModal({
  isOpen = true,
  onClose,
  className,
  children,
}: {
  isOpen?: boolean;
  onClose(): void;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      className={`${styles.overlay} ${styles.pictures}`}
      isDismissable
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
    >
      <Modal className={`${styles.modal} ${className ?? ""}`}>{children}</Modal>
    </ModalOverlay>
  );
}

/** A dialog's × in its top right corner (44×44 px), named "Close". */
export function CloseButton({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Button className={styles.close} onPress={onClose} aria-label={t("Close")}>
      ×
    </Button>
  );
}
