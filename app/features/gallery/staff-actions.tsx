import { useState } from "react";
import { Button, ToggleButton } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { errorText, useMessages } from "~/ui/messages";
import type { GalleryColoring } from "~/shared/api/gallery";
import { galleryStaffApi } from "./gallery-api";
import styles from "./coloring-dialog.module.css";

/** 'Featured' (toggles 1/0) and 'Delete' (after an explicit confirmation) for managers and admins (spec §2, §4, §5). */
export function StaffActions({ coloring, onChanged }: { coloring: GalleryColoring; onChanged: () => void }) {
  const { t } = useTranslation();
  const { addMessage } = useMessages();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      addMessage({ error: false, text: done });
      setConfirming(false);
      onChanged();
    } catch (error) {
      addMessage({ error: true, text: await errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  const featured = coloring.featured === 1;
  return (
    <div className={styles.staff} role="group" aria-label={t("Gallery Staff Actions")}>
      <ToggleButton
        className={styles.featured}
        isSelected={featured}
        isDisabled={busy}
        onChange={(on) =>
          void run(
            () => galleryStaffApi.setFeatured(coloring.id, on ? 1 : 0),
            t(on ? "Gallery Featured On" : "Gallery Featured Off"),
          )
        }
      >
        <span aria-hidden="true">{featured ? "★" : "☆"}</span> {t("Featured")}
      </ToggleButton>
      <Button className="button" data-variant="danger" isDisabled={busy} onPress={() => setConfirming(true)}>
        {t("Delete")}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t("Dialog Confirm")}
        text={t("Coloring Delete Confirm")}
        busy={busy}
        onConfirm={() => void run(() => galleryStaffApi.remove(coloring.id), t("Gallery Deleted"))}
      />
    </div>
  );
}
