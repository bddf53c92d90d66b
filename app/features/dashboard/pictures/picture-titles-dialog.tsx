import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { StaffPicture } from "~/shared/api/pictures";
import { LOCALES } from "~/shared/locales";
import { adminApi } from "../ui/admin-api";
import { FormDialog } from "../ui/dialogs";
import { useAdminAction } from "../ui/use-admin-action";
import { missesATitle, TitleFields, type TitleDraft } from "./title-fields";
import ui from "../ui/ui.module.css";

/** Rename a staff picture after upload: its title in each language (PUT /api/admin/pictures/{id}, logged). */
export function PictureTitlesDialog({
  picture,
  name,
  onClose,
}: {
  picture: StaffPicture;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { run, busy } = useAdminAction();
  const [titles, setTitles] = useState<TitleDraft>(
    () => Object.fromEntries(LOCALES.map((l) => [l, picture.titles[l] ?? ""])) as TitleDraft,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    if (missesATitle(titles)) return setProblem(t("Picture Titles Required"));
    const trimmed = Object.fromEntries(LOCALES.map((l) => [l, titles[l].trim()])) as TitleDraft;
    if (await run(() => adminApi.updatePicture(picture.id, trimmed))) onClose();
  };
  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      busy={busy}
      onSubmit={() => void submit()}
      title={t("Edit Named", { name })}
      submitLabel={t("Save")}
    >
      <TitleFields
        titles={titles}
        autoFocus
        onChange={(next) => {
          setTitles(next);
          setProblem(null);
        }}
      />
      {problem && (
        <p className={ui.error} role="alert">
          {problem}
        </p>
      )}
    </FormDialog>
  );
}
