import { useState } from "react";
import { Button } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { Link, useRevalidator } from "react-router";
import { Pagination } from "~/ui/pagination";
import { errorText, useMessages } from "~/ui/messages";
import type { OwnColoring, OwnColoringsResponse } from "~/shared/api/account";
import { COLORINGS_PER_PAGE } from "~/shared/constants";
import { accountApi } from "./account-api";
import { ColoringDetailDialog } from "./coloring-detail-dialog";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { forgetUploads } from "~/ui/recent-uploads";
import { UploadPreview } from "~/ui/upload-preview";
import { FeaturedTooltip } from "./featured-tooltip";
import styles from "./own-colorings.module.css";

/**
 * The signed-in user's colorings (spec §2, §4): a grid of 12 a page with pagination, 'Featured Desc' tooltips on
 * featured ones, a detail dialog, and Delete → 'Confirm' → removed, and the current page reloads.
 */
export function OwnColorings({ data }: { data: OwnColoringsResponse }) {
  const { t, i18n } = useTranslation();
  const { addMessage } = useMessages();
  const revalidator = useRevalidator();
  const [selected, setSelected] = useState<OwnColoring | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<OwnColoring | null>(null);
  const [busy, setBusy] = useState(false);
  const dateOf = (c: OwnColoring) => new Date(c.createdAt).toLocaleDateString(i18n.language, { dateStyle: "medium" });

  const confirmDelete = async () => {
    if (!deleteTarget) return;
    setBusy(true);
    try {
      await accountApi.deleteColoring(deleteTarget.id);
      forgetUploads([deleteTarget.id]);
      addMessage({ error: false, text: t("Coloring Deleted") });
      setDeleteTarget(null);
      setSelected(null);
      await revalidator.revalidate();
    } catch (error) {
      addMessage({ error: true, text: await errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="own-colorings-title">
      <h2 id="own-colorings-title" className={styles.title}>
        {t("My Colorings")} <span className={styles.count}>({data.totalColorings})</span>
      </h2>
      {data.colorings.length === 0 ? (
        <div className={styles.empty}>
          <p>{t("No Colorings Yet")}</p>
          <Link to="/play/apps/coloring" className="button">
            {t("Start Coloring")}
          </Link>
        </div>
      ) : (
        <ul className={styles.grid}>
          {data.colorings.map((coloring) => {
            const open = () => setSelected(coloring);
            const tile = (onPress: () => void) => (
              <Button
                className={styles.tile}
                onPress={onPress}
                aria-label={t("Coloring From", { date: dateOf(coloring) })}
              >
                {/* A picture just uploaded from this browser shows its local copy until the server's has loaded. */}
                <UploadPreview id={coloring.id}>
                  <img src={coloring.thumbnailUrl} alt="" width={240} height={240} loading="lazy" />
                </UploadPreview>
                {coloring.featured === 1 && (
                  <span className={styles.badge} aria-hidden="true">
                    ★
                  </span>
                )}
                {coloring.approved === 0 && <span className={styles.review}>{t("Waiting For Review")}</span>}
              </Button>
            );
            return (
              <li key={coloring.id}>
                {coloring.featured === 1 ? (
                  <FeaturedTooltip text={t("Featured Desc")}>{(guard) => tile(guard(open))}</FeaturedTooltip>
                ) : (
                  tile(open)
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={data.page}
        total={data.totalColorings}
        rowsPerPage={COLORINGS_PER_PAGE}
        hrefFor={(page) => `/user?page=${page}`}
      />
      {/* The detail steps aside while the confirmation asks, and comes back on Cancel (spec §4: Cancel clears the target). */}
      <ColoringDetailDialog
        coloring={deleteTarget ? null : selected}
        onClose={() => setSelected(null)}
        onDelete={() => setDeleteTarget(selected)}
      />
      <ConfirmDialog
        isOpen={deleteTarget !== null}
        onOpenChange={(open) => !open && setDeleteTarget(null)}
        title={t("Dialog Confirm")}
        text={t("Coloring Delete Confirm")}
        busy={busy}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
