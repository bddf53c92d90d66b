import { useState } from "react";
import { Button } from "react-aria-components";
import { useTranslation } from "react-i18next";
import type { AdminSeo } from "~/shared/api/admin";
import { adminApi } from "../ui/admin-api";
import { DeleteDialog } from "../ui/dialogs";
import { useFormat } from "../ui/format";
import { DataTable, RowActions, type Column } from "../ui/data-table";
import { SeoDialog } from "./seo-dialog";
import ui from "../ui/ui.module.css";
import { PageHeader } from "../ui/page-header";

type Editing = { kind: "create" } | { kind: "edit" | "delete"; entry: AdminSeo } | null;

/** SEO Entries (DESIGN §4.11): per path and locale (or every locale), title, description, keywords, image, noindex. */
export function SeoPage({ seoList, publicUrl }: { seoList: AdminSeo[]; publicUrl: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const orDefault = (text: string) => text || <span className={ui.muted}>{t("Page default")}</span>;
  const columns: Column<AdminSeo>[] = [
    { id: "path", header: t("Path"), className: ui.code, cell: (entry) => entry.path },
    {
      id: "language",
      header: t("Language"),
      className: ui.nowrap,
      lang: (entry) => format.langOf(entry.locale),
      cell: (entry) => format.language(entry.locale),
    },
    {
      id: "title",
      header: t("Title"),
      className: ui.wrap,
      lang: (entry) => (entry.title ? format.langOf(entry.locale) : undefined),
      cell: (entry) => orDefault(entry.title),
    },
    {
      id: "description",
      header: t("Description"),
      className: ui.wrap,
      lang: (entry) => (entry.description ? format.langOf(entry.locale) : undefined),
      cell: (entry) => orDefault(entry.description),
    },
    {
      id: "indexing",
      header: t("Search engines"),
      cell: (entry) =>
        entry.noindex ? (
          <span className={ui.badge} data-tone="warn">
            {t("Hidden")}
          </span>
        ) : (
          <span className={ui.badge} data-tone="ok">
            {t("Indexed")}
          </span>
        ),
    },
    {
      id: "actions",
      header: t("Actions"),
      cell: (entry) => (
        <RowActions
          name={`${entry.path} (${format.language(entry.locale)})`}
          onEdit={() => setEditing({ kind: "edit", entry })}
          onDelete={() => setEditing({ kind: "delete", entry })}
        />
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t("SEO Entries")} lead={t("SEO Lead")}>
        <Button className={ui.button} onPress={() => setEditing({ kind: "create" })}>
          {t("New entry")}
        </Button>
      </PageHeader>
      <DataTable
        label={t("SEO Entries")}
        columns={columns}
        rows={seoList}
        rowKey={(entry) => entry.id}
        empty={t("No SEO entries yet")}
      />
      {editing?.kind === "create" && <SeoDialog publicUrl={publicUrl} onClose={close} />}
      {editing?.kind === "edit" && <SeoDialog publicUrl={publicUrl} entry={editing.entry} onClose={close} />}
      {editing?.kind === "delete" && (
        <DeleteDialog
          name={editing.entry.path}
          text={t("Delete SEO Confirm")}
          remove={() => adminApi.deleteSeo(editing.entry.id)}
          onClose={close}
        />
      )}
    </>
  );
}
