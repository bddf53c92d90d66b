import { useEffect, useState } from "react";
import { Button } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { MEDIA_STATUSES, type DashboardMedia, type MediaListResponse, type MediaStatus } from "~/shared/api/admin";
import { MEDIA_TYPES, type MediaType } from "~/shared/constants";
import { adminApi } from "../ui/admin-api";
import { ConfirmDialog } from "../ui/dialogs";
import { CheckboxField, SelectField, SwitchField } from "../ui/fields";
import { useFormat } from "../ui/format";
import { Pagination, useQueryUpdate } from "../ui/pagination";
import { useAdminAction } from "../ui/use-admin-action";
import { UploadDialog } from "./upload-dialog";
import styles from "./media.module.css";
import ui from "../ui/ui.module.css";
import { PageHeader } from "../ui/page-header";

/** Media Management: preview grid with type and review filters, upload, featured, filter/approve, delete, bulk actions. */
export function MediaPage({ mediaList, totalMedia }: MediaListResponse) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const update = useQueryUpdate();
  const { run, busy } = useAdminAction();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [uploadOpen, setUploadOpen] = useState(false);
  const [confirm, setConfirm] = useState<number[] | null>(null);
  const type = (params.get("type") ?? "all") as MediaType | "all";
  const status = (params.get("status") ?? "all") as MediaStatus;

  // A selection only makes sense for the items on screen.
  const ids = mediaList.map((m) => m.id).join(",");
  useEffect(() => {
    setSelected((current) => new Set([...current].filter((id) => ids.split(",").includes(String(id)))));
  }, [ids]);

  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const n = new Set(s);
      if (on) n.add(id);
      else n.delete(id);
      return n;
    });
  const chosen = [...selected];
  const allOnPage = mediaList.length > 0 && chosen.length === mediaList.length;

  const bulkFilter = () =>
    run(async () => {
      for (const id of chosen) await adminApi.updateMedia(id, { filtered: 1 });
      setSelected(new Set());
    }, "Filtered");
  const remove = (list: number[]) =>
    run(async () => {
      for (const id of list) await adminApi.deleteMedia(id);
      setSelected(new Set());
      setConfirm(null);
    }, "Deleted");

  return (
    <>
      <PageHeader title={t("Media Management")}>
        <Button className={ui.button} onPress={() => setUploadOpen(true)}>
          {t("Upload")}
        </Button>
      </PageHeader>
      <div className={ui.toolbar}>
        <SelectField
          label={t("Type")}
          value={type}
          onChange={(v) => update({ type: v === "all" ? undefined : v })}
          options={[
            { id: "all", label: t("All types") },
            ...MEDIA_TYPES.map((m) => ({ id: m, label: t(`Media type ${m}`) })),
          ]}
        />
        <SelectField
          label={t("Status")}
          value={status}
          onChange={(v) => update({ status: v === "all" ? undefined : v })}
          options={MEDIA_STATUSES.map((s) => ({ id: s, label: t(`Media status ${s}`) }))}
        />
      </div>
      <div className={styles.bulk} role="group" aria-label={t("Bulk actions")}>
        <CheckboxField
          isSelected={allOnPage}
          isIndeterminate={chosen.length > 0 && !allOnPage}
          onChange={(on) => setSelected(on ? new Set(mediaList.map((m) => m.id)) : new Set())}
        >
          {t("Select all on this page")}
        </CheckboxField>
        <span aria-live="polite" className={ui.muted}>
          {t("Selected Count", { count: chosen.length })}
        </span>
        <Button className={ui.buttonSecondary} isDisabled={!chosen.length || busy} onPress={bulkFilter}>
          {t("Filter selected")}
        </Button>
        <Button className={ui.buttonDanger} isDisabled={!chosen.length || busy} onPress={() => setConfirm(chosen)}>
          {t("Delete selected")}
        </Button>
      </div>
      {mediaList.length === 0 ? (
        <p className={ui.empty}>{t("No media found")}</p>
      ) : (
        <ul className={styles.grid}>
          {mediaList.map((item) => (
            <MediaCard
              key={item.id}
              item={item}
              selected={selected.has(item.id)}
              onSelect={(on) => toggle(item.id, on)}
              busy={busy}
              onFeatured={(on) =>
                run(() => adminApi.updateMedia(item.id, { featured: on ? 1 : 0 }), on ? "Featured on" : "Featured off")
              }
              onFiltered={(on) =>
                run(() => adminApi.updateMedia(item.id, { filtered: on ? 1 : 0 }), on ? "Filtered" : "Shown again")
              }
              onApprove={() => run(() => adminApi.updateMedia(item.id, { approved: 1 }), "Approved")}
              onDelete={() => setConfirm([item.id])}
            />
          ))}
        </ul>
      )}
      <Pagination total={totalMedia} label={t("Media pages")} />
      <UploadDialog isOpen={uploadOpen} onOpenChange={setUploadOpen} />
      <ConfirmDialog
        isOpen={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        busy={busy}
        title={t("Delete media title")}
        text={t("Delete Media Confirm", { count: confirm?.length ?? 0 })}
        confirmLabel={t("Delete")}
        onConfirm={() => confirm && remove(confirm)}
      />
    </>
  );
}

function MediaCard({
  item,
  selected,
  onSelect,
  busy,
  onFeatured,
  onFiltered,
  onApprove,
  onDelete,
}: {
  item: DashboardMedia;
  selected: boolean;
  onSelect: (on: boolean) => void;
  busy: boolean;
  onFeatured: (on: boolean) => void;
  onFiltered: (on: boolean) => void;
  onApprove: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const owner = item.displayName ?? t("Site");
  const label = t("Media Alt", { type: t(`Media type ${item.type}`), name: owner });
  return (
    <li className={styles.card} data-selected={selected || undefined} data-filtered={item.filtered === 1 || undefined}>
      <div className={styles.cardTop}>
        <CheckboxField isSelected={selected} onChange={onSelect} aria-label={t("Select Item", { id: item.id })} />
        <span className={ui.badge} data-tone="brand">
          {t(`Media type ${item.type}`)}
        </span>
        {item.approved === 0 && (
          <span className={ui.badge} data-tone="warn">
            {t("Waiting for review")}
          </span>
        )}
        {item.filtered === 1 && (
          <span className={ui.badge} data-tone="danger">
            {t("Filtered out")}
          </span>
        )}
      </div>
      <a href={item.url} target="_blank" rel="noreferrer" className={styles.thumbLink}>
        <img
          src={item.thumbnailUrl}
          alt={label}
          className={styles.thumb}
          loading="lazy"
          width={item.width}
          height={item.height}
        />
      </a>
      <div className={styles.meta}>
        <span className={styles.owner}>{owner}</span>
        <span className={ui.muted}>
          {format.dateTime(item.createdAt)} · #{item.id}
        </span>
        {item.potdDates.length > 0 && <span>{t("Puzzle days", { dates: item.potdDates.join(", ") })}</span>}
        {item.type === "coloring" && (
          <span className={ui.muted}>{t("Reactions Count", { count: item.reactions })}</span>
        )}
      </div>
      <div className={styles.controls}>
        {item.type === "coloring" && (
          <SwitchField isSelected={item.featured === 1} onChange={onFeatured} isDisabled={busy}>
            {t("Featured")}
          </SwitchField>
        )}
        <SwitchField isSelected={item.filtered === 0} onChange={(shown) => onFiltered(!shown)} isDisabled={busy}>
          {t("Shown on site")}
        </SwitchField>
      </div>
      <div className={ui.actions}>
        {item.approved === 0 && (
          <Button className={ui.button} isDisabled={busy} onPress={onApprove}>
            {t("Approve")}
          </Button>
        )}
        <Button
          className={ui.buttonQuiet}
          isDisabled={busy}
          onPress={onDelete}
          aria-label={t("Delete Item", { id: item.id })}
        >
          {t("Delete")}
        </Button>
      </div>
    </li>
  );
}
