import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SEASONS } from "../../../../content/seasons";
import {
  VIDEO_ACCEPT,
  VIDEO_DESCRIPTION_MAX,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
  VIDEO_TITLE_MAX,
  type LibraryVideo,
  type VideoFieldsInput,
} from "~/shared/api/admin/videos";
import { LOCALES, LOCALE_NAMES, LOCALE_TAGS, type Locale } from "~/shared/locales";
import { FormDialog } from "../ui/dialogs";
import { FileField } from "../ui/file-field";
import { SelectField, SwitchField, TextAreaField, TextInput } from "../ui/fields";
import { useAdminAction } from "../ui/use-admin-action";
import ui from "../ui/ui.module.css";
import styles from "./videos.module.css";
import { videosApi } from "./videos-api";

type Texts = Record<Locale, string>;
const emptyTexts = (): Texts => Object.fromEntries(LOCALES.map((l) => [l, ""])) as Texts;
const textsOf = (values: Record<string, string> | undefined): Texts => ({ ...emptyTexts(), ...values });

/**
 * Upload a video (no `video` given) or edit one: titles and descriptions in the 8 languages (English required, the
 * others fall back to it on the site), the series, and whether it is published once transcoded.
 */
export function VideoDialog({ video, onClose }: { video?: LibraryVideo; onClose: () => void }) {
  const { t } = useTranslation();
  const { run, busy } = useAdminAction();
  const [file, setFile] = useState<File | null>(null);
  const [titles, setTitles] = useState(textsOf(video?.titles));
  const [descriptions, setDescriptions] = useState(textsOf(video?.descriptions));
  const [seriesKey, setSeriesKey] = useState(video?.seriesKey ?? "");
  const [published, setPublished] = useState(video?.published ?? false);
  const [problem, setProblem] = useState<{ file?: string; title?: string }>({});

  const submit = async () => {
    const next = {
      file:
        !video && !file
          ? t("Choose a video file")
          : file && file.size > VIDEO_MAX_BYTES
            ? t("Video too large")
            : undefined,
      title: titles.en.trim() ? undefined : t("English title required"),
    };
    setProblem(next);
    if (next.file || next.title) return;
    const fields: VideoFieldsInput = {
      titles,
      descriptions,
      seriesKey: seriesKey as VideoFieldsInput["seriesKey"],
      published,
    };
    const ok = await run(
      () => (video ? videosApi.update(video.id, fields) : videosApi.upload(file!, fields)),
      video ? "Saved" : "Video uploaded",
    );
    if (ok) onClose();
  };

  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="wide"
      busy={busy}
      onSubmit={submit}
      title={video ? t("Edit Named", { name: video.titles.en || video.id }) : t("Upload a video")}
      submitLabel={video ? t("Save") : t("Upload")}
    >
      {!video && (
        <FileField
          label={t("Video file")}
          accept={VIDEO_ACCEPT}
          hint={t("Video Upload Hint", { megabytes: VIDEO_MAX_BYTES / 1024 / 1024, minutes: VIDEO_MAX_SECONDS / 60 })}
          error={problem.file}
          onChange={(picked) => {
            setFile(picked);
            setProblem({ ...problem, file: undefined });
          }}
        >
          {busy && (
            <span className={ui.hint} role="status">
              {t("Uploading video")}
            </span>
          )}
        </FileField>
      )}
      <div className={styles.fieldRow}>
        <SelectField
          label={t("Series")}
          value={seriesKey || "none"}
          onChange={(v) => setSeriesKey(v === "none" ? "" : v)}
          options={[
            { id: "none", label: t("No series") },
            ...SEASONS.map((s) => ({ id: s.key, label: t(s.titleKey) })),
          ]}
        />
        <SwitchField isSelected={published} onChange={setPublished}>
          {t("Publish when ready")}
        </SwitchField>
      </div>
      <fieldset className={styles.languages}>
        <legend className={ui.fieldLabel}>{t("Titles and descriptions")}</legend>
        <p className={ui.hint}>{t("Video Languages Hint")}</p>
        {LOCALES.map((locale) => (
          <div key={locale} className={styles.language} lang={LOCALE_TAGS[locale]}>
            <TextInput
              label={t("Title in", { language: LOCALE_NAMES[locale] })}
              value={titles[locale]}
              maxLength={VIDEO_TITLE_MAX}
              isRequired={locale === "en"}
              error={locale === "en" ? problem.title : undefined}
              onChange={(value) => setTitles({ ...titles, [locale]: value })}
            />
            <TextAreaField
              label={t("Description in", { language: LOCALE_NAMES[locale] })}
              value={descriptions[locale]}
              rows={2}
              maxLength={VIDEO_DESCRIPTION_MAX}
              onChange={(value) => setDescriptions({ ...descriptions, [locale]: value })}
            />
          </div>
        ))}
      </fieldset>
    </FormDialog>
  );
}
