import type { ReactNode } from "react";
import { Button, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "react-i18next";
import styles from "./dialog.module.css";

/**
 * The overlay and sheet of a public dialog, dismissed by Escape or a click outside, in one of two looks (dialog.module.css):
 * - `pictures`: the gallery's coloring, the sticker book, the coloring pages and the finished picture, close to a
 *   phone's edges so the pictures are large;
 * - `card`: an app's store badges, a character's story, above the site's menus, rounder.
 *
 * `className` gives the sheet its width (`--dialog-width`). The caller puts its own `<Dialog>` inside.
 */
export function ModalSheet({
  look,
  isOpen = true,
  onClose,
  className,
  children,
}: {
  look: "pictures" | "card";
  isOpen?: boolean;
  onClose(): void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      className={`${styles.overlay} ${styles[look]}`}
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
