import { memo, useState } from "react";
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { COLORING_PAGES } from "~/shared/constants";
import { ResponsivePicture } from "~/ui/responsive-picture";
import { Icon } from "./icons";
import { pageNameKey } from "./tool-options";
import styles from "./coloring-app.module.css";

export function coloringPath(pageKey: string): string {
  return pageKey === "blank" ? "/play/apps/coloring" : `/play/apps/coloring/${pageKey}`;
}

/** The 11 coloring pages with their previews; each keeps its own drawing in the browser. */
export const PageChooser = memo(function PageChooser({ current }: { current: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className={styles.pagesButton}>
        <Icon name="pages" />
        <span>{t("Coloring Choose Page")}</span>
      </Button>
      <ModalOverlay className={styles.overlay} isDismissable>
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog}>
            <Heading slot="title" className={styles.dialogTitle}>{t("Coloring Choose Page")}</Heading>
            <Button className={styles.close} onPress={() => setOpen(false)} aria-label={t("Close")}>×</Button>
            <ul className={styles.pages}>
              {COLORING_PAGES.map((key) => (
                <li key={key}>
                  <Link to={coloringPath(key)} className={styles.pageLink} aria-current={key === current ? "page" : undefined} onClick={() => setOpen(false)}>
                    <ResponsivePicture src={`/coloring/preview/${key}.png`} alt="" width={120} height={120} sizes="120px" />
                    <span>{t(pageNameKey(key))}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
});
