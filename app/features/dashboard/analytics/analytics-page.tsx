import { useTranslation } from "react-i18next";
import { ANALYTICS_RANGES, type AnalyticsResponse } from "~/shared/api/admin";
import { DailyChart, RankTable } from "../ui/bar-chart";
import { SelectField } from "../ui/fields";
import { useFormat } from "../ui/format";
import { useQueryUpdate } from "../ui/pagination";
import ui from "../ui/ui.module.css";
import styles from "./analytics.module.css";
import { PageHeader } from "../ui/page-header";
import { VideoPlays } from "./video-plays";

/** Analytics (DESIGN §4.16): first-party, cookie-less page views and events per day, page, language and event. */
export function AnalyticsPage({
  days,
  pages,
  locales,
  events,
  totals,
  videos,
  range,
}: AnalyticsResponse & { range: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const update = useQueryUpdate();
  return (
    <>
      <PageHeader title={t("Analytics")} lead={t("Analytics Lead")}>
        <SelectField
          label={t("Period")}
          value={String(range)}
          onChange={(v) => update({ days: v === "30" ? undefined : v })}
          options={ANALYTICS_RANGES.map((n) => ({ id: String(n), label: t("Last Days", { count: n }) }))}
        />
      </PageHeader>
      <ul className={ui.stats}>
        <li>
          <span className={ui.stat}>
            <span className={ui.statValue}>{format.number(totals.pageviews)}</span>
            <span className={ui.statLabel}>{t("Page views")}</span>
          </span>
        </li>
        <li>
          <span className={ui.stat}>
            <span className={ui.statValue}>{format.number(totals.events)}</span>
            <span className={ui.statLabel}>{t("Events")}</span>
          </span>
        </li>
      </ul>
      <section className={ui.section} aria-labelledby="daily-title">
        <h2 id="daily-title">{t("Per day")}</h2>
        <div className={styles.charts}>
          <DailyChart title={t("Page views per day", { count: range })} days={days} />
          <DailyChart title={t("Events per day", { count: range })} days={days} series="events" />
        </div>
      </section>
      <section className={ui.section} aria-labelledby="video-plays-title">
        <h2 id="video-plays-title">{t("Video plays")}</h2>
        <VideoPlays rows={videos} />
      </section>
      <div className={styles.columns}>
        <section className={ui.section} aria-labelledby="pages-title">
          <h2 id="pages-title">{t("Top pages")}</h2>
          <RankTable
            caption={t("Top pages")}
            nameHeader={t("Path")}
            rows={pages.map((p) => ({ name: p.path, value: p.views }))}
          />
        </section>
        <section className={ui.section} aria-labelledby="locales-title">
          <h2 id="locales-title">{t("Languages")}</h2>
          <RankTable
            caption={t("Languages")}
            nameHeader={t("Language")}
            rows={locales.map((l) => ({ name: format.language(l.locale), value: l.views }))}
          />
        </section>
        <section className={ui.section} aria-labelledby="events-title">
          <h2 id="events-title">{t("Events")}</h2>
          <RankTable
            caption={t("Events")}
            nameHeader={t("Event")}
            rows={events.map((e) => ({ name: e.name, value: e.count }))}
          />
        </section>
      </div>
    </>
  );
}
