import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { COLORING_PAGES } from "~/shared/constants";
import { ResponsivePicture } from "~/ui/responsive-picture";
import { pageNameKey } from "./tool-options";
import styles from "./coloring-app.module.css";

function coloringPath(pageKey: string): string {
  return pageKey === "blank" ? "/play/apps/coloring" : `/play/apps/coloring/${pageKey}`;
}

/** The page chooser's dialog: the 11 pages with their previews, the current one marked. */
export default function PageChooserDialog({ current, onClose }: { current: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalOverlay className={styles.overlay} isDismissable isOpen onOpenChange={(open) => !open && onClose()}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.dialogTitle}>{t("Coloring Choose Page")}</Heading>
          <Button className={styles.close} onPress={onClose} aria-label={t("Close")}>×</Button>
          <ul className={styles.pages}>
            {COLORING_PAGES.map((key) => (
              <li key={key}>
                <Link to={coloringPath(key)} className={styles.pageLink} aria-current={key === current ? "page" : undefined} onClick={onClose}>
                  <ResponsivePicture src={`/coloring/preview/${key}.png`} alt="" width={120} height={120} sizes="120px" />
                  <span>{t(pageNameKey(key))}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
