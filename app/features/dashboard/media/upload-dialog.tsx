import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DashboardMedia } from "~/shared/api/admin";
import { localIsoDate } from "~/shared/calendar";
import { MEDIA_TYPES, type MediaType } from "~/shared/constants";
import { adminApi } from "../ui/admin-api";
import { FileField } from "../ui/file-field";
import { FormDialog } from "../ui/dialogs";
import { DateField, SelectField } from "../ui/fields";
import { useAdminAction } from "../ui/use-admin-action";
import styles from "./media.module.css";

const ACCEPT = "image/png,image/jpeg,image/webp";

/** Upload a picture with its type (and, for a puzzle of the day, its date): POST /api/upload/media. */
export function UploadDialog({
  isOpen,
  onOpenChange,
  fixedType,
  onUploaded,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  fixedType?: MediaType;
  onUploaded?: (media: DashboardMedia) => void;
}) {
  const { t } = useTranslation();
  const { run, busy } = useAdminAction();
  const [type, setType] = useState<MediaType>(fixedType ?? "image");
  const [date, setDate] = useState(() => localIsoDate());
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const close = (open: boolean) => {
    if (!open) {
      setFile(null);
      setProblem(null);
    }
    onOpenChange(open);
  };

  const submit = async () => {
    if (!file) return setProblem(t("Choose a picture"));
    if (type === "potd" && !date) return setProblem(t("Choose a date"));
    let created: DashboardMedia | undefined;
    const ok = await run(async () => {
      created = (await adminApi.uploadMedia(file, type, type === "potd" ? date : undefined)).media;
    }, "Uploaded successfully.");
    if (ok && created) {
      onUploaded?.(created);
      close(false);
    }
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={close}
      title={t("Upload a picture")}
      submitLabel={t("Upload")}
      onSubmit={submit}
      busy={busy}
    >
      {!fixedType && (
        <SelectField
          label={t("Type")}
          value={type}
          onChange={setType}
          options={MEDIA_TYPES.map((m) => ({ id: m, label: t(`Media type ${m}`) }))}
        />
      )}
      {type === "potd" && (
        <DateField
          label={t("Puzzle date")}
          value={date}
          onChange={setDate}
          isRequired
          description={t("Puzzle Date Hint")}
        />
      )}
      <FileField
        label={t("Picture")}
        accept={ACCEPT}
        hint={t("Upload Hint")}
        error={problem}
        onChange={(picked) => {
          setFile(picked);
          setProblem(null);
        }}
      />
      {preview && <img src={preview} alt={t("Preview")} className={styles.preview} />}
    </FormDialog>
  );
}
