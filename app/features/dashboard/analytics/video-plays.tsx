import { useTranslation } from "react-i18next";
import type { VideoPlayStats } from "~/shared/api/admin/videos";
import { useFormat } from "../ui/format";
import { DataTable, type Column } from "../ui/data-table";
import ui from "../ui/ui.module.css";

/** Starts and completions per video (first-party player events), with the share of starts watched to the end. */
export function VideoPlays({ rows }: { rows: VideoPlayStats[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: Column<VideoPlayStats>[] = [
    {
      id: "video",
      header: t("Video Column"),
      rowHeader: true,
      className: ui.wrap,
      cell: (row) => (
        <>
          <span lang="en">{row.title}</span>
          {row.title !== row.videoId && <span className={ui.muted}> ({row.videoId})</span>}
        </>
      ),
    },
    { id: "starts", header: t("Video starts"), cell: (row) => format.number(row.starts) },
    { id: "completions", header: t("Video completions"), cell: (row) => format.number(row.completions) },
    {
      id: "rate",
      header: t("Completion rate"),
      cell: (row) => (row.starts ? `${Math.round((Math.min(row.completions, row.starts) / row.starts) * 100)}%` : "–"),
    },
  ];
  return (
    <DataTable
      label={t("Video plays")}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.videoId}
      empty={t("No video plays yet")}
    />
  );
}
