import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { SERIES_KEYS } from "~/shared/constants";
import type { Locale } from "~/shared/locales";
import { MAIN_NAV, SERIES_TITLE_KEYS } from "./nav-items";
import { useRootData } from "~/ui/use-root-data";
import styles from "./site-menu.module.css";
import { MENU_BUTTON_ID, MENU_HYDRATED_ATTRIBUTE, PLAIN_MENU_ID } from "./plain-menu";
import PLAIN_MENU_SCRIPT from "./plain-menu.script.ts?inline-script";

// The drawer (React Aria dialog, disclosure) loads when the visitor reaches for the menu, not with every page.
const loadDrawer = () => import("./site-menu-drawer");
const SiteMenuDrawer = lazy(loadDrawer);

/**
 * The menu button and the site menu drawer (spec §2): Home, Series (the nine entries), Watch, Apps, Play, Coloring
 * Gallery, languages. Before the page's code has run (a slow phone), a tap on the button shows the plain
 * server-rendered menu at once (plain-menu.ts, inlined right after the button and the menu); once React has hydrated
 * the button, the tap opens the drawer instead.
 */
export function SiteMenu({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const { nonce } = useRootData();
  const { pathname } = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  const plain = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const closePlain = () => {
    if (plain.current) plain.current.hidden = true;
  };
  useEffect(() => {
    button.current?.setAttribute(MENU_HYDRATED_ATTRIBUTE, "");
  }, []);
  // The plain menu, if it was opened before hydration, closes once one of its links has been followed.
  useEffect(() => {
    if (plain.current) plain.current.hidden = true;
  }, [pathname]);
  return (
    <>
      <button
        ref={button}
        id={MENU_BUTTON_ID}
        type="button"
        data-early-tap=""
        className={styles.menuButton}
        aria-label={t("Open menu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onTouchStart={() => void loadDrawer()}
        onClick={() => {
          if (plain.current && !plain.current.hidden) {
            closePlain();
            return;
          }
          setRequested(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <nav
        ref={plain}
        id={PLAIN_MENU_ID}
        className={styles.plain}
        aria-label={t("Menu")}
        hidden
        data-testid="plain-menu"
      >
        <ul>
          <li>
            <Link to="/" onClick={closePlain}>
              {t("Home")}
            </Link>
          </li>
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <Link to={item.to} onClick={closePlain}>
                {t(item.key)}
              </Link>
            </li>
          ))}
          <li className={styles.plainGroup}>{t("Series")}</li>
          {SERIES_KEYS.map((key) => (
            <li key={key}>
              <Link to={`/series/${key}`} onClick={closePlain}>
                {t(SERIES_TITLE_KEYS[key])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PLAIN_MENU_SCRIPT }} />
      {requested && (
        <Suspense fallback={null}>
          <SiteMenuDrawer locale={locale} isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
