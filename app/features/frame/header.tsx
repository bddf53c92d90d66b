import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { AccountButton } from "~/features/account/account-button";
import type { Locale } from "~/shared/locales";
import { MAIN_NAV } from "./nav-items";
import { SiteMenu } from "./site-menu";
import styles from "./header.module.css";

export function Header({ locale, hideLogo }: { locale: Locale; hideLogo: boolean }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <SiteMenu locale={locale} />
        {hideLogo ? (
          <Link to="/" className={styles.homeText}>{t("Home")}</Link>
        ) : (
          <Link to="/" className={styles.logo} aria-label={t("Site Name")}>
            <img src="/art/logo.svg" alt="" width={120} height={60} />
          </Link>
        )}
        <nav className={styles.nav} aria-label={t("Main navigation")}>
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end className={styles.navLink}>{t(item.key)}</NavLink>
          ))}
        </nav>
        <div className={styles.account}><AccountButton /></div>
      </div>
    </header>
  );
}
