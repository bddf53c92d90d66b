import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import type { Locale } from "~/shared/locales";
import { HomeGlyph } from "./glyphs";
import { MAIN_NAV } from "./nav-items";
import { SiteMenu } from "./site-menu";
import styles from "./header.module.css";
// The account corner's styles ship with the page (the server renders it); only its code loads later.
import accountStyles from "~/features/account/account-button.module.css";

// The account corner (with its login dialog) loads beside the page rather than inside its first script bundle;
// the server still renders it, and React hydrates it as soon as its code arrives.
const AccountButton = lazy(() =>
  import("~/features/account/account-button").then((m) => ({ default: m.AccountButton })),
);

/** Header and navigation bar (spec §2): menu, brand logo (hidden on watch and play-app paths), main links, account. */
export function Header({ locale, hideLogo }: { locale: Locale; hideLogo: boolean }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <SiteMenu locale={locale} />
        {hideLogo ? (
          <Link to="/" className={styles.homeText} aria-label={t("Home")} title={t("Home")}><HomeGlyph /></Link>
        ) : (
          <Link to="/" className={styles.logo} aria-label={t("Site Name")}>
            <img src="/art/logo.svg" alt="" width={97} height={50} fetchPriority="high" />
          </Link>
        )}
        <nav className={styles.nav} aria-label={t("Main navigation")}>
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === "/play"} className={styles.navLink}>{t(item.key)}</NavLink>
          ))}
        </nav>
        <div className={styles.account}>
          <Suspense fallback={<span className={`${accountStyles.button} ${styles.accountPlaceholder}`} />}>
            <AccountButton />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
