import { useTranslation } from "react-i18next";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, isSafeLink, type AdminSeo } from "~/shared/api/admin";
import { useMessages } from "~/ui/messages";
import { adminApi } from "../ui/admin-api";
import { FormDialog } from "../ui/dialogs";
import { SwitchField, TextAreaField, TextInput } from "../ui/fields";
import { LanguageField } from "../ui/language-field";
import { useAdminAction } from "../ui/use-admin-action";
import { useDraft } from "../ui/use-draft";
import { SnippetPreview } from "./snippet-preview";
import ui from "../ui/ui.module.css";

type Draft = Omit<AdminSeo, "id" | "updatedAt">;
const EMPTY: Draft = { path: "/", locale: "*", title: "", description: "", keywords: "", image: "", noindex: false };

/** Create or edit an SEO entry with a live preview of the search result; an edit sends only what changed. */
export function SeoDialog({ entry, publicUrl, onClose }: { entry?: AdminSeo; publicUrl: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { addMessage } = useMessages();
  const { run, busy } = useAdminAction();
  const { start, draft, problems, setProblems, set } = useDraft<Draft>(() => (entry ? { ...entry } : EMPTY));

  const submit = async () => {
    const found: Partial<Record<keyof Draft, string>> = {};
    if (!/^\/(?!\/)[^\s?#]*$/.test(draft.path.trim())) found.path = t("Path Rules");
    if ([...draft.title.trim()].length > SEO_TITLE_MAX) found.title = t("Too long", { max: SEO_TITLE_MAX });
    if ([...draft.description.trim()].length > SEO_DESCRIPTION_MAX)
      found.description = t("Too long", { max: SEO_DESCRIPTION_MAX });
    if (!isSafeLink(draft.image.trim())) found.image = t("Link Rules");
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    if (!entry) {
      if (await run(() => adminApi.createSeo(draft), "SEO entry created")) onClose();
      return;
    }
    const changes = Object.fromEntries(
      (Object.keys(draft) as (keyof Draft)[])
        .filter((k) =>
          typeof draft[k] === "string" ? String(draft[k]).trim() !== String(start[k]).trim() : draft[k] !== start[k],
        )
        .map((k) => [k, draft[k]]),
    );
    if (!Object.keys(changes).length) {
      addMessage({ error: false, text: t("Nothing changed") });
      return onClose();
    }
    if (await run(() => adminApi.updateSeo(entry.id, changes))) onClose();
  };

  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="wide"
      busy={busy}
      onSubmit={submit}
      title={entry ? t("Edit Named", { name: entry.path }) : t("New entry")}
      submitLabel={entry ? t("Save") : t("Create")}
    >
      <div className={ui.formRow}>
        <TextInput
          label={t("Path")}
          value={draft.path}
          onChange={set("path")}
          description={t("Path Hint")}
          error={problems.path}
          isRequired
          autoFocus
        />
        <LanguageField label={t("Language")} value={draft.locale} onChange={set("locale")} />
      </div>
      <TextInput
        label={t("Title")}
        value={draft.title}
        onChange={set("title")}
        maxLength={SEO_TITLE_MAX}
        error={problems.title}
        description={t("SEO Title Hint")}
      />
      <TextAreaField
        label={t("Description")}
        value={draft.description}
        onChange={set("description")}
        maxLength={SEO_DESCRIPTION_MAX}
        error={problems.description}
        rows={3}
      />
      <TextInput
        label={t("Keywords")}
        value={draft.keywords}
        onChange={set("keywords")}
        description={t("Keywords Hint")}
      />
      <TextInput
        label={t("Share image")}
        value={draft.image}
        onChange={set("image")}
        description={t("Share Image Hint")}
        error={problems.image}
      />
      <SwitchField isSelected={draft.noindex} onChange={set("noindex")}>
        {t("Hide from search engines")}
      </SwitchField>
      <SnippetPreview
        publicUrl={publicUrl}
        path={draft.path}
        title={draft.title}
        description={draft.description}
        noindex={draft.noindex}
      />
    </FormDialog>
  );
}
