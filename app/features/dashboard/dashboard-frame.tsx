import { useEffect, useRef, type ReactNode } from "react";
import { I18nProvider } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { SkipLink } from "~/ui/skip-link";
import { useRootData } from "~/ui/use-root-data";
import { DASHBOARD_RESOURCES } from "~/shared/api/admin";
import { gradeMayUse } from "~/shared/roles";
import { LOCALE_TAGS } from "~/shared/locales";
import styles from "./dashboard-frame.module.css";

/** The drawer entries a grade may open (DESIGN §4.1: managers do not see users and logs). */
export function dashboardNav(grade: string) {
  return DASHBOARD_RESOURCES.filter((r) => gradeMayUse(grade, r.role));
}

/**
 * The staff frame: its own app bar and drawer (Media with the count of uploads waiting for review), the routed page,
 * and the footer of spec §1.
 */
export function DashboardFrame({
  maintainerEmail,
  grade,
  displayName,
  pending,
  children,
}: {
  maintainerEmail: string;
  grade: string;
  displayName: string;
  pending: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  // On phones the drawer is one sideways-scrolling row: bring the current screen's entry into view.
  useEffect(() => {
    const ul = list.current;
    const current = ul?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!ul || !current || ul.scrollWidth <= ul.clientWidth) return;
    ul.scrollLeft +=
      current.getBoundingClientRect().left -
      ul.getBoundingClientRect().left -
      (ul.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <I18nProvider locale={LOCALE_TAGS[locale]}>
      <div className={styles.frame}>
        <SkipLink />
        <header className={styles.appBar}>
          <Link to="/rt-dashboard" className={styles.brand}>
            <img src="/art/logo.svg" alt="" width={36} height={36} />
            {t("Dashboard")}
          </Link>
          <span className={styles.who}>
            <span className={styles.name}>{displayName}</span>
            <span className={styles.grade}>{t(`Grade ${grade}`)}</span>
          </span>
          <Link to="/" className={styles.back}>
            {t("Back to site")}
          </Link>
        </header>
        <div className={styles.body}>
          <nav className={styles.drawer} aria-label={t("Dashboard")}>
            <ul ref={list}>
              {dashboardNav(grade).map((item) => (
                <li key={item.path}>
                  <NavLink to={item.path} end prefetch="intent">
                    {t(item.key)}
                    {item.path === "/rt-dashboard/media" && pending > 0 && (
                      <>
                        <span className={styles.badge} aria-hidden="true" data-testid="pending-badge">
                          {pending}
                        </span>
                        <span className="visually-hidden">{`: ${pending} ${t("Waiting for review")}`}</span>
                      </>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <main id="main" className={styles.main} tabIndex={-1}>
            {children}
          </main>
        </div>
        <footer className={styles.footer}>
          <p>{t("Dashboard Footer")}</p>
          <a href={`mailto:${maintainerEmail}`}>{t("Contact maintainers")}</a>
        </footer>
      </div>
    </I18nProvider>
  );
}
