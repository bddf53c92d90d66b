import { Suspense, type ReactNode } from "react";
import { useLocation } from "react-router";
import { ParentalGateProvider } from "~/ui/gate/parental-gate";
import type { Locale } from "~/shared/locales";
import { BottomBanner } from "./bottom-banner";
import { CookieAlert } from "./cookie-alert";
import { InFrameContext } from "./crash-screen";
import { Footer } from "./footer";
import { Header } from "./header";
import { frameMode } from "./nav-items";
import { SkipLink } from "~/ui/skip-link";
import { useRootData } from "~/ui/use-root-data";
import styles from "./public-frame.module.css";

/**
 * Header and navigation, the page, the footer (not in app mode) and the bottom banner (spec §2 page frame).
 * Every link that leaves the site passes the parental gate (DESIGN §4.17); files on the CDN are not "leaving".
 *
 * The header, the page and the footer are each a Suspense boundary, though none of them suspends: React hydrates a
 * server-rendered boundary after the frame, a few milliseconds at a time, yielding to the browser in between
 * (react.dev "hydrateRoot": Suspense boundaries hydrate independently), instead of the whole page in one long task.
 * A tap on a part not hydrated yet makes React hydrate that part first.
 */
export function PublicFrame({
  locale,
  cookieConsent,
  account,
  children,
}: {
  locale: Locale;
  cookieConsent: boolean;
  /** The header's account corner (the account area's AccountCorner, composed by the layout route). */
  account: ReactNode;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const { country } = useRootData();
  const { appMode, hideLogo } = frameMode(pathname);
  return (
    <ParentalGateProvider>
      <InFrameContext.Provider value={true}>
        <div className={styles.frame} data-app-mode={appMode || undefined}>
          <SkipLink />
          <Suspense>
            <Header locale={locale} hideLogo={hideLogo} account={account} />
          </Suspense>
          <main id="main" className={styles.main} tabIndex={-1}>
            <Suspense>{children}</Suspense>
          </main>
          {!appMode && (
            <Suspense>
              <Footer locale={locale} country={country} />
            </Suspense>
          )}
          {!appMode && <BottomBanner />}
          <CookieAlert accepted={cookieConsent} compact={appMode} />
        </div>
      </InFrameContext.Provider>
    </ParentalGateProvider>
  );
}
