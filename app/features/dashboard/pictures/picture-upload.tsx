import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "react-aria-components";
import { useTranslation } from "react-i18next";
import type { PictureKind } from "~/shared/api/pictures";
import { adminApi } from "../ui/admin-api";
import { SelectField } from "../ui/fields";
import { FileField } from "../ui/file-field";
import { useAdminAction } from "../ui/use-admin-action";
import { emptyTitles, missesATitle, TitleFields } from "./title-fields";
import styles from "./pictures.module.css";
import ui from "../ui/ui.module.css";

const ACCEPT = "image/svg+xml,.svg,image/png,image/jpeg,image/webp";

/** The regions preview the server sends with a refusal (422) or an accepted coloring page, if any. */
async function previewOf(answer: unknown): Promise<string | null> {
  if (!(answer instanceof Response) || answer.status !== 422) return null;
  const body = (await answer
    .clone()
    .json()
    .catch(() => null)) as { regionsPreview?: unknown } | null;
  return typeof body?.regionsPreview === "string" ? body.regionsPreview : null;
}

/** Add a picture: kind, file (SVG, PNG, JPEG, WebP) and a title in each language; a coloring page's shapes are shown back. */
export function PictureUpload() {
  const { t } = useTranslation();
  const id = useId();
  const { run, busy } = useAdminAction();
  const form = useRef<HTMLFormElement>(null);
  const [kind, setKind] = useState<PictureKind>("coloring");
  const [file, setFile] = useState<File | null>(null);
  const [titles, setTitles] = useState(emptyTitles);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ src: string; refused: boolean } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!file) return setProblem(t("Choose a picture"));
    if (missesATitle(titles)) return setProblem(t("Picture Titles Required"));
    setProblem(null);
    setPreview(null);
    const ok = await run(async () => {
      try {
        const { regionsPreview } = await adminApi.uploadPicture(file, kind, titles);
        if (regionsPreview) setPreview({ src: regionsPreview, refused: false });
      } catch (error) {
        const refused = await previewOf(error);
        if (refused) setPreview({ src: refused, refused: true });
        throw error;
      }
    }, "Picture Published");
    if (ok) {
      setFile(null);
      setTitles(emptyTitles());
      form.current?.reset();
    }
  };

  return (
    <section className={ui.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("Add a picture")}</h2>
      <form ref={form} className={styles.upload} onSubmit={(e) => void submit(e)} noValidate>
        <div className={ui.toolbar}>
          <SelectField
            label={t("Picture kind")}
            value={kind}
            onChange={setKind}
            options={[
              { id: "coloring", label: t("Coloring page") },
              { id: "puzzle", label: t("Puzzle picture") },
            ]}
          />
          <FileField
            label={t("Picture")}
            accept={ACCEPT}
            hint={t(kind === "coloring" ? "Coloring Page Hint" : "Puzzle Picture Hint")}
            onChange={(picked) => {
              setFile(picked);
              setProblem(null);
              setPreview(null);
            }}
          />
        </div>
        <TitleFields titles={titles} onChange={setTitles} />
        {problem && (
          <p className={ui.error} role="alert">
            {problem}
          </p>
        )}
        <div className={ui.actions}>
          <Button type="submit" className={ui.button} isDisabled={busy} aria-busy={busy || undefined}>
            {t("Check and publish")}
          </Button>
        </div>
      </form>
      {preview && (
        <figure className={styles.regions}>
          <img
            src={preview.src}
            width={256}
            height={256}
            alt={t(preview.refused ? "Regions Preview Refused" : "Regions Preview")}
          />
          <figcaption>{t(preview.refused ? "Regions Preview Refused" : "Regions Preview")}</figcaption>
        </figure>
      )}
    </section>
  );
}
