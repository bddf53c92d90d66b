import { useState } from "react";
import { Button } from "react-aria-components";
import { useTranslation } from "react-i18next";
import type { PictureKind, StaffPicture } from "~/shared/api/pictures";
import { useRootData } from "~/ui/use-root-data";
import { adminApi } from "../ui/admin-api";
import { DeleteDialog } from "../ui/dialogs";
import { PictureTitlesDialog } from "./picture-titles-dialog";
import styles from "./pictures.module.css";
import ui from "../ui/ui.module.css";

const openOnSite = (picture: StaffPicture) =>
  picture.kind === "coloring" ? `/play/apps/coloring/${picture.key}` : `/play/apps/puzzle/${picture.key}/12`;

/** The coloring pages or puzzle pictures staff added, newest first: open on the site, edit the titles, or delete. */
export function PictureList({ kind, pictures }: { kind: PictureKind; pictures: StaffPicture[] }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const [deleting, setDeleting] = useState<StaffPicture | null>(null);
  const [editing, setEditing] = useState<StaffPicture | null>(null);
  const heading = t(kind === "coloring" ? "Staff coloring pages" : "Staff puzzle pictures");
  const title = (p: StaffPicture) => p.titles[locale] ?? p.titles.en ?? p.key;
  return (
    <section className={ui.section} aria-label={heading}>
      <h2>{heading}</h2>
      {pictures.length === 0 ? (
        <p className={ui.empty}>{t("No pictures yet")}</p>
      ) : (
        <ul className={styles.grid}>
          {pictures.map((picture) => (
            <li key={picture.id} className={styles.card}>
              <img src={picture.thumbnailUrl} alt="" width={160} height={kind === "coloring" ? 160 : 120} />
              <strong>{title(picture)}</strong>
              <span className={ui.muted}>
                {picture.key}
                {picture.regions !== null && ` · ${t("Shapes Count", { count: picture.regions })}`}
              </span>
              <div className={styles.cardActions}>
                <a className={ui.buttonSecondary} href={openOnSite(picture)} target="_blank" rel="noreferrer">
                  {t("Open on the site")}
                </a>
                <Button
                  className={ui.buttonSecondary}
                  onPress={() => setEditing(picture)}
                  aria-label={t("Edit Named", { name: title(picture) })}
                  data-testid="edit-picture-titles"
                >
                  {t("Edit")}
                </Button>
                <Button className={ui.buttonDanger} onPress={() => setDeleting(picture)}>
                  {t("Delete")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <PictureTitlesDialog picture={editing} name={title(editing)} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteDialog
          name={title(deleting)}
          text={t("Delete Picture Text")}
          remove={() => adminApi.deletePicture(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
