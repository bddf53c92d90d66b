import { useState } from "react";
import { Button } from "react-aria-components";
import { useTranslation } from "react-i18next";
import type { Campaign, CampaignsResponse } from "~/shared/api/admin";
import type { SiteEvent } from "~/shared/api/site";
import type { Locale } from "~/shared/locales";
import { adminApi } from "../ui/admin-api";
import { ConfirmDialog } from "../ui/dialogs";
import { SwitchField } from "../ui/fields";
import { useFormat } from "../ui/format";
import { TableWrap } from "../ui/table-wrap";
import { Pagination } from "../ui/pagination";
import { useAdminAction } from "../ui/use-admin-action";
import { CampaignDialog } from "./campaign-dialog";
import { CarouselPreview } from "./carousel-preview";
import ui from "../ui/ui.module.css";
import styles from "./campaigns.module.css";
import { PageHeader } from "../ui/page-header";

type Editing = { kind: "create" } | { kind: "edit" | "delete"; campaign: Campaign } | null;

/** Campaign Management: the list (newest first), create/edit/delete, the activation switch and the carousel preview. */
export function CampaignPage({ campaigns, totalCampaigns, preview }: CampaignsResponse & { preview: { country: string; locale: Locale; events: SiteEvent[] } }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { run, busy } = useAdminAction();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  return (
    <>
      <PageHeader title={t("Campaign Management")} lead={t("Campaigns Lead")}>
        <Button className={ui.button} onPress={() => setEditing({ kind: "create" })}>{t("New campaign")}</Button>
      </PageHeader>
      {campaigns.length === 0 ? (
        <p className={ui.empty}>{t("No campaigns yet")}</p>
      ) : (
        <TableWrap label={t("Campaign Management")}>
          <table className={ui.table}>
            <caption className="visually-hidden">{t("Campaign Management")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("Banner")}</th>
                <th scope="col">{t("Title")}</th>
                <th scope="col">{t("Audience")}</th>
                <th scope="col">{t("Dates")}</th>
                <th scope="col">{t("Active")}</th>
                <th scope="col">{t("Actions")}</th>
              </tr>
            </thead>
            <tbody>
              {campaigns.map((c) => (
                <tr key={c.id} data-deactivated={!c.activated || undefined}>
                  <td><img src={c.bannerUrl} alt="" className={styles.banner} width={96} height={54} loading="lazy" /></td>
                  <td className={ui.wrap}>
                    <span className={c.activated ? undefined : ui.struck} lang={format.langOf(c.channel)}>
                      {c.title}
                      {!c.activated && <span className="visually-hidden"> ({t("Deactivated")})</span>}
                    </span>
                    <br />
                    <span className={`${ui.code} ${ui.muted}`}>{c.keyid}</span>
                  </td>
                  <td>
                    <span className={ui.nowrap}>{format.region(c.region)}</span>
                    <br />
                    <span className={ui.muted} lang={format.langOf(c.channel)}>{format.language(c.channel)}</span>
                  </td>
                  <td className={ui.nowrap}>{format.day(c.startDate)} – {format.day(c.endDate)}</td>
                  <td>
                    <SwitchField
                      isSelected={c.activated} isDisabled={busy} aria-label={t("Active campaign", { title: c.title })}
                      onChange={(on) => run(() => adminApi.updateCampaign(c.id, { activated: on }), on ? "Campaign activated" : "Campaign deactivated")}
                    />
                  </td>
                  <td>
                    <span className={ui.actions}>
                      <Button className={ui.buttonQuiet} onPress={() => setEditing({ kind: "edit", campaign: c })} aria-label={t("Edit Named", { name: c.title })}>
                        {t("Edit")}
                      </Button>
                      <Button className={ui.buttonQuiet} onPress={() => setEditing({ kind: "delete", campaign: c })} aria-label={t("Delete Named", { name: c.title })}>
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
      <Pagination total={totalCampaigns} label={t("Campaign pages")} />
      <CarouselPreview {...preview} />
      {editing?.kind === "create" && <CampaignDialog onClose={close} />}
      {editing?.kind === "edit" && <CampaignDialog campaign={editing.campaign} onClose={close} />}
      {editing?.kind === "delete" && (
        <ConfirmDialog
          isOpen onOpenChange={(open) => !open && close()} busy={busy} title={t("Delete Named", { name: editing.campaign.title })}
          text={<p>{t("Delete Campaign Confirm")}</p>} confirmLabel={t("Delete")}
          onConfirm={async () => { if (await run(() => adminApi.deleteCampaign(editing.campaign.id), "Deleted")) close(); }}
        />
      )}
    </>
  );
}
