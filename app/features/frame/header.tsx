import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import type { Locale } from "~/shared/locales";
import { HomeGlyph } from "~/ui/glyphs";
import { MAIN_NAV } from "./nav-items";
import { SiteMenu } from "./site-menu";
import styles from "./header.module.css";

/**
 * Header and navigation bar (spec §2): menu, brand logo (hidden on watch and play-app paths), main links, account.
 * The account corner belongs to the account area; the layout route hands it in (features never import each other).
 */
export function Header({ locale, hideLogo, account }: { locale: Locale; hideLogo: boolean; account: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <SiteMenu locale={locale} />
        {hideLogo ? (
          <Link to="/" className={styles.homeText} aria-label={t("Home")} title={t("Home")}>
            <HomeGlyph />
          </Link>
        ) : (
          <Link to="/" className={styles.logo} aria-label={t("Site Name")}>
            <img src="/art/logo.svg" alt="" width={97} height={50} fetchPriority="high" />
          </Link>
        )}
        <nav className={styles.nav} aria-label={t("Main navigation")}>
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === "/play"} className={styles.navLink}>
              {t(item.key)}
            </NavLink>
          ))}
        </nav>
        <div className={styles.account}>{account}</div>
      </div>
    </header>
  );
}
