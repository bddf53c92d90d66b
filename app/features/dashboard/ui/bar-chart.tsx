import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { DailyCount } from "~/shared/api/admin";
import { useFormat } from "./format";
import styles from "./bar-chart.module.css";

/**
 * Page views per day as SVG bars: one image with a text summary for screen readers, a tooltip per bar, and the same
 * numbers as a table behind a disclosure (the accessible fallback).
 */
export function DailyChart({
  title,
  days,
  series = "pageviews",
}: {
  title: string;
  days: DailyCount[];
  series?: "pageviews" | "events";
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const values = days.map((d) => d[series]);
  const max = Math.max(1, ...values);
  const total = values.reduce((a, b) => a + b, 0);
  const peak = days[values.indexOf(Math.max(...values, 0))];
  const width = days.length * 12;
  const height = 120;
  const shortDay = (iso: string) => format.day(`${iso}T00:00:00Z`);
  const summary =
    total === 0
      ? t("Chart Empty", { count: days.length })
      : t("Chart Summary", {
          total: format.number(total),
          count: days.length,
          peak: format.number(Math.max(...values)),
          day: peak ? shortDay(peak.date) : "",
        });
  return (
    <figure className={styles.figure}>
      <figcaption id={`${id}-title`} className={styles.caption}>
        {title}
      </figcaption>
      <div className={styles.plot}>
        <span className={styles.max} aria-hidden="true">
          {format.number(Math.max(0, ...values))}
        </span>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className={styles.svg}
        >
          <desc id={`${id}-desc`}>{summary}</desc>
          <line x1="0" x2={width} y1={height - 0.5} y2={height - 0.5} className={styles.axis} />
          {days.map((d, i) => {
            const h = (d[series] / max) * (height - 4);
            return (
              <rect
                key={d.date}
                x={i * 12 + 2}
                y={height - h}
                width={8}
                height={Math.max(h, d[series] ? 1 : 0)}
                className={styles.bar}
              >
                <title>{`${shortDay(d.date)}: ${format.number(d[series])}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div className={styles.range} aria-hidden="true">
        <span>{days[0] && shortDay(days[0].date)}</span>
        <span>{days.length > 0 && shortDay(days[days.length - 1].date)}</span>
      </div>
      <details className={styles.details}>
        <summary>{t("Show as table")}</summary>
        <table className={styles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t("Day")}</th>
              <th scope="col">{t("Page views")}</th>
              <th scope="col">{t("Events")}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{shortDay(d.date)}</th>
                <td>{format.number(d.pageviews)}</td>
                <td>{format.number(d.events)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** A ranked list with share bars (pages, locales, events): a real table, the bars only decorate. */
export function RankTable({
  caption,
  nameHeader,
  rows,
}: {
  caption: string;
  nameHeader: string;
  rows: { name: string; value: number }[];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const max = Math.max(1, ...rows.map((r) => r.value));
  if (!rows.length) return <p className={styles.empty}>{t("No data yet")}</p>;
  return (
    <table className={styles.rank}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{nameHeader}</th>
          <th scope="col" className={styles.num}>
            {t("Count")}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <th scope="row">
              <span className={styles.rankName}>{r.name}</span>
              <span className={styles.share} style={{ width: `${(r.value / max) * 100}%` }} aria-hidden="true" />
            </th>
            <td className={styles.num}>{format.number(r.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
