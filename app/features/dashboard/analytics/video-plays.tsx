import { useTranslation } from "react-i18next";
import type { VideoPlayStats } from "~/shared/api/admin/videos";
import { useFormat } from "../ui/format";
import { TableWrap } from "../ui/table-wrap";
import ui from "../ui/ui.module.css";

/** Starts and completions per video (first-party player events), with the share of starts watched to the end. */
export function VideoPlays({ rows }: { rows: VideoPlayStats[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!rows.length) return <p className={ui.empty}>{t("No video plays yet")}</p>;
  return (
    <TableWrap label={t("Video plays")}>
      <table className={ui.table}>
        <caption className="visually-hidden">{t("Video plays")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("Video Column")}</th>
            <th scope="col">{t("Video starts")}</th>
            <th scope="col">{t("Video completions")}</th>
            <th scope="col">{t("Completion rate")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.videoId}>
              <th scope="row" className={ui.wrap}>
                <span lang="en">{row.title}</span>
                {row.title !== row.videoId && <span className={ui.muted}> ({row.videoId})</span>}
              </th>
              <td>{format.number(row.starts)}</td>
              <td>{format.number(row.completions)}</td>
              <td>{row.starts ? `${Math.round((Math.min(row.completions, row.starts) / row.starts) * 100)}%` : "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
