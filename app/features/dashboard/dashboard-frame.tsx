import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import styles from "./dashboard-frame.module.css";

export const DASHBOARD_NAV = [
  { to: "/rt-dashboard", key: "Dashboard" },
  { to: "/rt-dashboard/users", key: "User Management" },
  { to: "/rt-dashboard/media", key: "Media Management" },
  { to: "/rt-dashboard/campaign", key: "Campaign Management" },
  { to: "/rt-dashboard/seo", key: "SEO Entries" },
  { to: "/rt-dashboard/logs", key: "Activity Logs" },
  { to: "/rt-dashboard/analytics", key: "Analytics" },
] as const;

/** The staff frame: its own app bar and drawer, the routed page, and the footer of spec §1. */
export function DashboardFrame({ maintainerEmail, children }: { maintainerEmail: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.frame}>
      <header className={styles.appBar}>
        <Link to="/rt-dashboard" className={styles.brand}>{t("Dashboard")}</Link>
        <Link to="/" className={styles.back}>{t("Back to site")}</Link>
      </header>
      <div className={styles.body}>
        <nav className={styles.drawer} aria-label={t("Dashboard")}>
          <ul>
            {DASHBOARD_NAV.map((item) => (
              <li key={item.to}><NavLink to={item.to} end>{t(item.key)}</NavLink></li>
            ))}
          </ul>
        </nav>
        <main id="main" className={styles.main}>{children}</main>
      </div>
      <footer className={styles.footer}>
        <p>{t("Dashboard Footer")}</p>
        <a href={`mailto:${maintainerEmail}`}>{t("Contact maintainers")}</a>
      </footer>
    </div>
  );
}
