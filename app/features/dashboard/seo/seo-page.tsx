import { useState } from "react";
import { Button } from "react-aria-components";
import { useTranslation } from "react-i18next";
import type { AdminSeo } from "~/shared/api/admin";
import { adminApi } from "../ui/admin-api";
import { ConfirmDialog } from "../ui/dialogs";
import { useFormat } from "../ui/format";
import { TableWrap } from "../ui/table-wrap";
import { useAdminAction } from "../ui/use-admin-action";
import { SeoDialog } from "./seo-dialog";
import ui from "../ui/ui.module.css";
import { PageHeader } from "../ui/page-header";

type Editing = { kind: "create" } | { kind: "edit" | "delete"; entry: AdminSeo } | null;

/** SEO Entries (DESIGN §4.11): per path and locale (or every locale), title, description, keywords, image, noindex. */
export function SeoPage({ seoList, publicUrl }: { seoList: AdminSeo[]; publicUrl: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { run, busy } = useAdminAction();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  return (
    <>
      <PageHeader title={t("SEO Entries")} lead={t("SEO Lead")}>
        <Button className={ui.button} onPress={() => setEditing({ kind: "create" })}>{t("New entry")}</Button>
      </PageHeader>
      {seoList.length === 0 ? (
        <p className={ui.empty}>{t("No SEO entries yet")}</p>
      ) : (
        <TableWrap label={t("SEO Entries")}>
          <table className={ui.table}>
            <caption className="visually-hidden">{t("SEO Entries")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("Path")}</th>
                <th scope="col">{t("Language")}</th>
                <th scope="col">{t("Title")}</th>
                <th scope="col">{t("Description")}</th>
                <th scope="col">{t("Search engines")}</th>
                <th scope="col">{t("Actions")}</th>
              </tr>
            </thead>
            <tbody>
              {seoList.map((entry) => (
                <tr key={entry.id}>
                  <td className={ui.code}>{entry.path}</td>
                  <td className={ui.nowrap} lang={format.langOf(entry.locale)}>{format.language(entry.locale)}</td>
                  <td className={ui.wrap} lang={entry.title ? format.langOf(entry.locale) : undefined}>{entry.title || <span className={ui.muted}>{t("Page default")}</span>}</td>
                  <td className={ui.wrap} lang={entry.description ? format.langOf(entry.locale) : undefined}>{entry.description || <span className={ui.muted}>{t("Page default")}</span>}</td>
                  <td>
                    {entry.noindex
                      ? <span className={ui.badge} data-tone="warn">{t("Hidden")}</span>
                      : <span className={ui.badge} data-tone="ok">{t("Indexed")}</span>}
                  </td>
                  <td>
                    <span className={ui.actions}>
                      <Button className={ui.buttonQuiet} onPress={() => setEditing({ kind: "edit", entry })} aria-label={t("Edit Named", { name: `${entry.path} (${format.language(entry.locale)})` })}>
                        {t("Edit")}
                      </Button>
                      <Button className={ui.buttonQuiet} onPress={() => setEditing({ kind: "delete", entry })} aria-label={t("Delete Named", { name: `${entry.path} (${format.language(entry.locale)})` })}>
                        {t("Delete")}
                      </Button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {editing?.kind === "create" && <SeoDialog publicUrl={publicUrl} onClose={close} />}
      {editing?.kind === "edit" && <SeoDialog publicUrl={publicUrl} entry={editing.entry} onClose={close} />}
      {editing?.kind === "delete" && (
        <ConfirmDialog
          isOpen onOpenChange={(open) => !open && close()} busy={busy} title={t("Delete Named", { name: editing.entry.path })}
          text={<p>{t("Delete SEO Confirm")}</p>} confirmLabel={t("Delete")}
          onConfirm={async () => { if (await run(() => adminApi.deleteSeo(editing.entry.id), "Deleted")) close(); }}
        />
      )}
    </>
  );
}
