import { Button, Dialog, Heading } from "react-aria-components";
import { useTranslation } from "react-i18next";
import type { LicensedAppView } from "./apps-page";
import { StoreBadges } from "~/ui/store-badges";
import dialogStyles from "~/ui/dialog.module.css";
import { ModalSheet } from "~/ui/modal-sheet";
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
    <ModalSheet look="card" onClose={onClose}>
      <Dialog className={dialogStyles.centered} data-testid="licensed-app-dialog">
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
    </ModalSheet>
  );
}
