import { useState } from "react";
import { Button, Form } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { LogEntry, LogsResponse } from "~/shared/api/admin";
import { queryString } from "../ui/admin-api";
import { DateField, SelectField, TextInput } from "../ui/fields";
import { useFormat } from "../ui/format";
import { Pagination, useQueryUpdate } from "../ui/pagination";
import { DataTable, type Column } from "../ui/data-table";
import ui from "../ui/ui.module.css";
import styles from "./logs.module.css";
import { PageHeader } from "../ui/page-header";

const FILTERS = ["actor", "action", "from", "to"] as const;

/** Activity Logs (admin; DESIGN §4.12): newest first, filter by actor, action and dates, export as CSV. */
export function LogList({ logs, totalLogs, actions }: LogsResponse & { actions: string[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [params] = useSearchParams();
  const update = useQueryUpdate();
  const [draft, setDraft] = useState(
    () => Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ""])) as Record<(typeof FILTERS)[number], string>,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: (typeof FILTERS)[number]) => (value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setProblem(null);
  };
  const apply = () => {
    if (draft.from && draft.to && draft.from > draft.to) return setProblem(t("End before start"));
    update({ actor: draft.actor.trim(), action: draft.action, from: draft.from, to: draft.to });
  };
  const clear = () => {
    setDraft({ actor: "", action: "", from: "", to: "" });
    update({ actor: undefined, action: undefined, from: undefined, to: undefined });
  };
  const active = Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? undefined]));
  const columns: Column<LogEntry>[] = [
    { id: "time", header: t("Time (UTC)"), className: ui.nowrap, cell: (log) => format.dateTime(log.createdAt) },
    { id: "actor", header: t("Actor"), cell: (log) => log.actorName },
    {
      id: "action",
      header: t("Action"),
      cell: (log) => (
        <span className={ui.badge} data-tone="brand">
          {log.action}
        </span>
      ),
    },
    { id: "target", header: t("Target"), className: ui.nowrap, cell: (log) => `${log.targetType} #${log.targetId}` },
    { id: "change", header: t("Change"), className: ui.wrap, cell: (log) => <ChangeSummary log={log} /> },
  ];
  return (
    <>
      <PageHeader title={t("Activity Logs")} lead={t("Logs Lead")}>
        <a className={ui.buttonSecondary} href={`/api/admin/logs.csv?${queryString(active)}`} download>
          {t("Export CSV")}
        </a>
      </PageHeader>
      <Form
        className={ui.toolbar}
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
        aria-label={t("Filter logs")}
      >
        <TextInput
          label={t("Actor")}
          value={draft.actor}
          onChange={set("actor")}
          description={t("Actor Hint")}
          quietDescription
          placeholder={t("Actor Hint")}
        />
        <SelectField
          label={t("Action")}
          value={draft.action || "all"}
          onChange={(v) => set("action")(v === "all" ? "" : v)}
          options={[{ id: "all", label: t("All actions") }, ...actions.map((a) => ({ id: a, label: a }))]}
        />
        <DateField label={t("From")} value={draft.from} onChange={set("from")} />
        <DateField label={t("To")} value={draft.to} onChange={set("to")} error={problem} />
        <span className={ui.actions}>
          <Button type="submit" className={ui.button}>
            {t("Apply filters")}
          </Button>
          <Button className={ui.buttonQuiet} onPress={clear}>
            {t("Clear filters")}
          </Button>
        </span>
      </Form>
      <DataTable
        label={t("Activity Logs")}
        columns={columns}
        rows={logs}
        rowKey={(log) => log.id}
        empty={t("No log entries")}
      />
      <Pagination total={totalLogs} label={t("Log pages")} />
    </>
  );
}

const show = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** Before → after per field, short; the full record is in the CSV export. */
function ChangeSummary({ log }: { log: LogEntry }) {
  const before = (log.summary.before ?? {}) as Record<string, unknown>;
  const after = (log.summary.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].slice(0, 6);
  if (!keys.length) return null;
  return (
    <dl className={styles.change}>
      {keys.map((k) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>
            {k in before && <del className={styles.before}>{show(before[k])}</del>}
            {k in before && k in after && <span aria-hidden="true"> → </span>}
            {k in after && <ins className={styles.after}>{show(after[k])}</ins>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
