import { Button } from "react-aria-components";
import { useTranslation } from "react-i18next";
import type { DashboardMedia } from "~/shared/api/admin";
import { adminApi } from "../ui/admin-api";
import { useFormat } from "../ui/format";
import { useAdminAction } from "../ui/use-admin-action";
import styles from "./media.module.css";
import ui from "../ui/ui.module.css";

/** Newest uploads waiting for review, each with Approve and Filter out (pre-moderation, DESIGN §4.4). */
export function ReviewQueue({ items }: { items: DashboardMedia[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { run, busy } = useAdminAction();
  if (!items.length) return <p className={ui.empty}>{t("Nothing waiting for review")}</p>;
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.id} className={styles.card}>
          <img
            src={item.thumbnailUrl}
            alt={t("Media Alt", { type: t(`Media type ${item.type}`), name: item.displayName ?? t("Site") })}
            className={styles.thumb}
            loading="lazy"
          />
          <div className={styles.meta}>
            <span className={styles.owner}>{item.displayName ?? t("Site")}</span>
            <span className={ui.muted}>{format.dateTime(item.createdAt)}</span>
          </div>
          <div className={ui.actions}>
            <Button
              className={ui.button}
              isDisabled={busy}
              onPress={() => run(() => adminApi.updateMedia(item.id, { approved: 1 }), "Approved")}
            >
              {t("Approve")}
            </Button>
            <Button
              className={ui.buttonSecondary}
              isDisabled={busy}
              onPress={() => run(() => adminApi.updateMedia(item.id, { filtered: 1 }), "Filtered")}
            >
              {t("Filter out")}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
