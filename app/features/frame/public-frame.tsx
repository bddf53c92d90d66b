import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { Locale } from "~/shared/locales";
import { BottomBanner } from "./bottom-banner";
import { CookieAlert } from "./cookie-alert";
import { Footer } from "./footer";
import { Header } from "./header";
import { frameMode } from "./nav-items";
import styles from "./public-frame.module.css";

/** Header and navigation, the page, the footer (not in app mode) and the bottom banner (spec §2 page frame). */
export function PublicFrame({ locale, cookieConsent, children }: { locale: Locale; cookieConsent: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { appMode, hideLogo } = frameMode(pathname);
  return (
    <div className={styles.frame} data-app-mode={appMode || undefined}>
      <a href="#main" className={styles.skip}>{t("Skip to content")}</a>
      <Header locale={locale} hideLogo={hideLogo} />
      <main id="main" className={styles.main} tabIndex={-1}>{children}</main>
      {!appMode && <Footer locale={locale} />}
      {!appMode && <BottomBanner />}
      <CookieAlert accepted={cookieConsent} />
    </div>
  );
}
