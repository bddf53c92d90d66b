import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRootData } from "~/features/frame/use-root-data";
import { gradeMayUse, type DashboardSummary } from "~/shared/api/admin";
import { DailyChart } from "../ui/bar-chart";
import { useFormat } from "../ui/format";
import { TableWrap } from "../ui/table-wrap";
import { ReviewQueue } from "../media/review-queue";
import styles from "../ui/ui.module.css";

/** The main dashboard screen: totals, uploads waiting for review, campaigns running now, page views of 30 days. */
export function SummaryPage({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { user } = useRootData();
  const admin = gradeMayUse(user?.grade, "admin");
  const { totals } = summary;
  const stats = [
    { label: t("Users"), value: totals.users, to: admin ? "/rt-dashboard/users" : undefined },
    { label: t("Staff members"), value: totals.staff, to: admin ? "/rt-dashboard/users" : undefined },
    { label: t("Colorings"), value: totals.colorings, to: "/rt-dashboard/media?type=coloring" },
    { label: t("Waiting for review"), value: totals.pending, to: "/rt-dashboard/media?status=pending" },
    { label: t("Filtered out"), value: totals.filtered, to: "/rt-dashboard/media?status=filtered" },
    { label: t("Campaigns"), value: totals.campaigns, to: "/rt-dashboard/campaign" },
    { label: t("SEO Entries"), value: totals.seo, to: "/rt-dashboard/seo" },
  ];
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <h1>{t("Dashboard")}</h1>
          <p className={styles.lead}>{t("Dashboard Lead")}</p>
        </div>
      </div>
      <ul className={styles.stats} aria-label={t("Totals")}>
        {stats.map((s) => (
          <li key={s.label}>
            {s.to ? (
              <Link to={s.to} className={styles.stat}>
                <span className={styles.statValue}>{format.number(s.value)}</span>
                <span className={styles.statLabel}>{s.label}</span>
              </Link>
            ) : (
              <span className={styles.stat}>
                <span className={styles.statValue}>{format.number(s.value)}</span>
                <span className={styles.statLabel}>{s.label}</span>
              </span>
            )}
          </li>
        ))}
      </ul>

      <section className={styles.section} aria-labelledby="pending-title">
        <div className={styles.sectionHeader}>
          <h2 id="pending-title">{t("Waiting for review")}</h2>
          <Link to="/rt-dashboard/media?status=pending" className={styles.buttonQuiet}>{t("Review all")}</Link>
        </div>
        {summary.moderation === "post" && <p className={styles.muted}>{t("Post Moderation Note")}</p>}
        <ReviewQueue items={summary.pending} />
      </section>

      <section className={styles.section} aria-labelledby="running-title">
        <div className={styles.sectionHeader}>
          <h2 id="running-title">{t("Active campaigns")}</h2>
          <Link to="/rt-dashboard/campaign" className={styles.buttonQuiet}>{t("Campaign Management")}</Link>
        </div>
        {summary.activeCampaigns.length === 0 ? (
          <p className={styles.empty}>{t("No active campaigns")}</p>
        ) : (
          <TableWrap label={t("Active campaigns")}>
            <table className={styles.table}>
              <thead>
                <tr><th scope="col">{t("Title")}</th><th scope="col">{t("Country")}</th><th scope="col">{t("Language")}</th><th scope="col">{t("Ends")}</th></tr>
              </thead>
              <tbody>
                {summary.activeCampaigns.map((c) => (
                  <tr key={c.id}>
                    <td className={styles.wrap} lang={format.langOf(c.channel)}>{c.title}</td>
                    <td>{format.region(c.region)}</td>
                    <td lang={format.langOf(c.channel)}>{format.language(c.channel)}</td>
                    <td className={styles.nowrap}>{format.day(c.endDate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </section>

      <section className={styles.section} aria-labelledby="views-title">
        <div className={styles.sectionHeader}>
          <h2 id="views-title">{t("Page views")}</h2>
          <Link to="/rt-dashboard/analytics" className={styles.buttonQuiet}>{t("Analytics")}</Link>
        </div>
        <DailyChart title={t("Page views in the last 30 days")} days={summary.pageViews} />
      </section>
    </>
  );
}
