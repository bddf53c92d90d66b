import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Locale } from "~/shared/locales";
import styles from "./site-menu.module.css";

// The drawer (React Aria dialog, disclosure) loads when the visitor reaches for the menu, not with every page.
const loadDrawer = () => import("./site-menu-drawer");
const SiteMenuDrawer = lazy(loadDrawer);

/** The menu button and the site menu drawer (spec §2): Home, Series (the nine entries), Watch, Apps, Play, Coloring Gallery, languages. */
export function SiteMenu({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-label={t("Open menu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onTouchStart={() => void loadDrawer()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      {requested && (
        <Suspense fallback={null}>
          <SiteMenuDrawer locale={locale} isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
