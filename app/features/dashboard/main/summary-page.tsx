import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRootData } from "~/ui/use-root-data";
import type { DashboardSummary } from "~/shared/api/admin";
import { gradeMayUse } from "~/shared/roles";
import { DailyChart } from "../ui/bar-chart";
import { useFormat } from "../ui/format";
import { DataTable } from "../ui/data-table";
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
        {stats.map((s) => {
          const body = (
            <>
              <span className={styles.statValue}>{format.number(s.value)}</span>
              <span className={styles.statLabel}>{s.label}</span>
            </>
          );
          return (
            <li key={s.label}>
              {s.to ? (
                <Link to={s.to} className={styles.stat}>
                  {body}
                </Link>
              ) : (
                <span className={styles.stat}>{body}</span>
              )}
            </li>
          );
        })}
      </ul>

      <Section
        id="pending"
        title={t("Waiting for review")}
        link="/rt-dashboard/media?status=pending"
        linkLabel={t("Review all")}
      >
        {summary.moderation === "post" && <p className={styles.muted}>{t("Post Moderation Note")}</p>}
        <ReviewQueue items={summary.pending} />
      </Section>

      <Section
        id="running"
        title={t("Active campaigns")}
        link="/rt-dashboard/campaign"
        linkLabel={t("Campaign Management")}
      >
        <DataTable
          label={t("Active campaigns")}
          rows={summary.activeCampaigns}
          rowKey={(c) => c.id}
          empty={t("No active campaigns")}
          columns={[
            {
              id: "title",
              header: t("Title"),
              className: styles.wrap,
              lang: (c) => format.langOf(c.channel),
              cell: (c) => c.title,
            },
            { id: "country", header: t("Country"), cell: (c) => format.region(c.region) },
            {
              id: "language",
              header: t("Language"),
              lang: (c) => format.langOf(c.channel),
              cell: (c) => format.language(c.channel),
            },
            { id: "ends", header: t("Ends"), className: styles.nowrap, cell: (c) => format.day(c.endDate) },
          ]}
        />
      </Section>

      <Section id="views" title={t("Page views")} link="/rt-dashboard/analytics" linkLabel={t("Analytics")}>
        <DailyChart title={t("Page views in the last 30 days")} days={summary.pageViews} />
      </Section>
    </>
  );
}

/** A part of the summary: its heading and a link to the screen that manages it. */
function Section({
  id,
  title,
  link,
  linkLabel,
  children,
}: {
  id: string;
  title: string;
  link: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHeader}>
        <h2 id={`${id}-title`}>{title}</h2>
        <Link to={link} className={styles.buttonQuiet}>
          {linkLabel}
        </Link>
      </div>
      {children}
    </section>
  );
}
