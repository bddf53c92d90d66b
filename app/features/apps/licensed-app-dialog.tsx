import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "react-i18next";
import type { LicensedAppView } from "./apps-page";
import { StoreBadges } from "~/ui/store-badges";
import styles from "./app-dialog.module.css";

/** Spec §2: a licensed app's title, its store badges for the current locale and a Close button. */
export default function LicensedAppDialog({
  app,
  country,
  onClose,
}: {
  app: LicensedAppView;
  country: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} data-testid="licensed-app-dialog">
          <img src={app.icon} alt="" width={120} height={120} className={styles.icon} />
          <Heading slot="title" className={styles.title}>
            {app.title}
          </Heading>
          <p className={styles.developer}>
            {t("Apps Developer")}: {app.developer}
          </p>
          <p className={styles.free}>{t("Free App")}</p>
          <StoreBadges urls={app.urls} appTitle={app.title} country={country} className={styles.badges} />
          <Button className="button" data-variant="secondary" onPress={onClose} autoFocus>
            {t("Close")}
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
