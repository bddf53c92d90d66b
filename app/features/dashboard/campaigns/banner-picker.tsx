import { useEffect, useState } from "react";
import { Button } from "react-aria-components";
import { useTranslation } from "react-i18next";
import type { DashboardMedia } from "~/shared/api/admin";
import type { MediaType } from "~/shared/constants";
import { errorText } from "~/ui/messages";
import { adminApi } from "../ui/admin-api";
import { PlainDialog } from "../ui/dialogs";
import { SelectField } from "../ui/fields";
import styles from "../media/media.module.css";
import ui from "../ui/ui.module.css";

const PICKABLE = ["banner", "image", "wallpaper"] as const satisfies readonly MediaType[];
const PAGE = 25;

/** Choose a banner from the media library (GET /api/admin/media). */
export function BannerPicker({ onPick, onClose }: { onPick: (url: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [type, setType] = useState<(typeof PICKABLE)[number]>("banner");
  const [page, setPage] = useState(0);
  const [items, setItems] = useState<DashboardMedia[] | null>(null);
  const [total, setTotal] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setItems(null);
    adminApi
      .listMedia({ type, page, rowsPerPage: PAGE })
      .then((r) => live && (setItems(r.mediaList), setTotal(r.totalMedia)))
      .catch(async (e: unknown) => {
        const text = await errorText(e);
        if (live) setProblem(text);
      });
    return () => {
      live = false;
    };
  }, [type, page]);

  const last = Math.max(0, Math.ceil(total / PAGE) - 1);
  return (
    <PlainDialog isOpen onOpenChange={(open) => !open && onClose()} title={t("Choose from library")} size="wide">
      <div className={ui.toolbar}>
        <SelectField
          label={t("Type")}
          value={type}
          onChange={(v) => {
            setType(v);
            setPage(0);
          }}
          options={PICKABLE.map((m) => ({ id: m, label: t(`Media type ${m}`) }))}
        />
      </div>
      {problem && (
        <p className={ui.error} role="alert">
          {problem}
        </p>
      )}
      {items === null ? (
        <p className={ui.muted} role="status">
          {t("Loading")}
        </p>
      ) : items.length === 0 ? (
        <p className={ui.empty}>{t("No media found")}</p>
      ) : (
        <ul className={styles.picker}>
          {items.map((m) => (
            <li key={m.id}>
              <Button
                className={styles.pickButton}
                onPress={() => onPick(m.url)}
                aria-label={t("Use this picture", { id: m.id })}
              >
                <img src={m.thumbnailUrl} alt="" />
                <span>#{m.id}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={ui.pagination}>
        <Button className={ui.buttonSecondary} isDisabled={page <= 0} onPress={() => setPage(page - 1)}>
          {t("Previous page")}
        </Button>
        <Button className={ui.buttonSecondary} isDisabled={page >= last} onPress={() => setPage(page + 1)}>
          {t("Next page")}
        </Button>
      </div>
    </PlainDialog>
  );
}
