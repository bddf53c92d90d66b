import { Button, Dialog, Heading } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { StoreBadges } from "~/ui/store-badges";
import type { PromoApp } from "./types";
import dialogStyles from "~/ui/dialog.module.css";
import { ModalSheet } from "~/ui/modal-sheet";
import styles from "./app-promo-dialog.module.css";

/** The promoted app's store badges (behind the parental gate). */
export default function AppPromoDialog({ app, country, onClose }: { app: PromoApp; country: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <ModalSheet look="card" onClose={onClose} className={styles.modal}>
      <Dialog className={dialogStyles.centered} data-testid="app-promo-dialog">
        <img src={app.icon} alt="" width={112} height={112} className={styles.dialogIcon} />
        <Heading slot="title" className={styles.dialogTitle}>
          {t(app.titleKey)}
        </Heading>
        <p className={styles.dialogText}>{t("Choose Your Store")}</p>
        <StoreBadges urls={app.urls} appTitle={t(app.titleKey)} country={country} className={styles.badges} />
        <Button className="button" data-variant="secondary" onPress={onClose}>
          {t("Close")}
        </Button>
      </Dialog>
    </ModalSheet>
  );
}
