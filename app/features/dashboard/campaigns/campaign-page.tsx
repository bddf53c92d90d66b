import { useState } from "react";
import { Button } from "react-aria-components";
import { useTranslation } from "react-i18next";
import type { Campaign, CampaignsResponse } from "~/shared/api/admin";
import type { SiteEvent } from "~/shared/api/site";
import type { Locale } from "~/shared/locales";
import { adminApi } from "../ui/admin-api";
import { DeleteDialog } from "../ui/dialogs";
import { SwitchField } from "../ui/fields";
import { useFormat } from "../ui/format";
import { DataTable, RowActions, type Column } from "../ui/data-table";
import { Pagination } from "../ui/pagination";
import { useAdminAction } from "../ui/use-admin-action";
import { CampaignDialog } from "./campaign-dialog";
import { CarouselPreview } from "./carousel-preview";
import ui from "../ui/ui.module.css";
import styles from "./campaigns.module.css";
import { PageHeader } from "../ui/page-header";

type Editing = { kind: "create" } | { kind: "edit" | "delete"; campaign: Campaign } | null;

/** Campaign Management: the list (newest first), create/edit/delete, the activation switch and the carousel preview. */
export function CampaignPage({
  campaigns,
  totalCampaigns,
  preview,
}: CampaignsResponse & { preview: { country: string; locale: Locale; events: SiteEvent[] } }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { run, busy } = useAdminAction();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const columns: Column<Campaign>[] = [
    {
      id: "banner",
      header: t("Banner"),
      cell: (c) => <img src={c.bannerUrl} alt="" className={styles.banner} width={96} height={54} loading="lazy" />,
    },
    {
      id: "title",
      header: t("Title"),
      className: ui.wrap,
      cell: (c) => (
        <>
          <span className={c.activated ? undefined : ui.struck} lang={format.langOf(c.channel)}>
            {c.title}
            {!c.activated && <span className="visually-hidden"> ({t("Deactivated")})</span>}
          </span>
          <br />
          <span className={`${ui.code} ${ui.muted}`}>{c.keyid}</span>
        </>
      ),
    },
    {
      id: "audience",
      header: t("Audience"),
      cell: (c) => (
        <>
          <span className={ui.nowrap}>{format.region(c.region)}</span>
          <br />
          <span className={ui.muted} lang={format.langOf(c.channel)}>
            {format.language(c.channel)}
          </span>
        </>
      ),
    },
    {
      id: "dates",
      header: t("Dates"),
      className: ui.nowrap,
      cell: (c) => `${format.day(c.startDate)} – ${format.day(c.endDate)}`,
    },
    {
      id: "active",
      header: t("Active"),
      cell: (c) => (
        <SwitchField
          isSelected={c.activated}
          isDisabled={busy}
          aria-label={t("Active campaign", { title: c.title })}
          onChange={(on) =>
            run(
              () => adminApi.updateCampaign(c.id, { activated: on }),
              on ? "Campaign activated" : "Campaign deactivated",
            )
          }
        />
      ),
    },
    {
      id: "actions",
      header: t("Actions"),
      cell: (c) => (
        <RowActions
          name={c.title}
          onEdit={() => setEditing({ kind: "edit", campaign: c })}
          onDelete={() => setEditing({ kind: "delete", campaign: c })}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t("Campaign Management")} lead={t("Campaigns Lead")}>
        <Button className={ui.button} onPress={() => setEditing({ kind: "create" })}>
          {t("New campaign")}
        </Button>
      </PageHeader>
      <DataTable
        label={t("Campaign Management")}
        columns={columns}
        rows={campaigns}
        rowKey={(c) => c.id}
        empty={t("No campaigns yet")}
        rowData={(c) => ({ "data-deactivated": !c.activated || undefined })}
      />
      <Pagination total={totalCampaigns} label={t("Campaign pages")} />
      <CarouselPreview {...preview} />
      {editing?.kind === "create" && <CampaignDialog onClose={close} />}
      {editing?.kind === "edit" && <CampaignDialog campaign={editing.campaign} onClose={close} />}
      {editing?.kind === "delete" && (
        <DeleteDialog
          name={editing.campaign.title}
          text={t("Delete Campaign Confirm")}
          remove={() => adminApi.deleteCampaign(editing.campaign.id)}
          onClose={close}
        />
      )}
    </>
  );
}
