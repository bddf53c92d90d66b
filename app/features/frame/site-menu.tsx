import { useState } from "react";
import { Button, Dialog, DialogTrigger, Disclosure, DisclosurePanel, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { SERIES_KEYS } from "~/shared/constants";
import type { Locale } from "~/shared/locales";
import { LanguageList } from "./language-list";
import { MAIN_NAV, SERIES_TITLE_KEYS } from "./nav-items";
import styles from "./site-menu.module.css";

/** The site menu drawer (spec §2): Home, Series (the nine entries), Watch, Apps, Play, Coloring Gallery, languages. */
export function SiteMenu({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className={styles.menuButton} aria-label={t("Open menu")}>
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" /></svg>
      </Button>
      <ModalOverlay className={styles.overlay} isDismissable>
        <Modal className={styles.drawer}>
          <Dialog className={styles.dialog} aria-labelledby="site-menu-title">
            <div className={styles.top}>
              <Heading slot="title" id="site-menu-title" className={styles.title}>{t("Menu")}</Heading>
              <Button className={styles.close} onPress={close} aria-label={t("Close")}>×</Button>
            </div>
            <nav aria-label={t("Main navigation")}>
              <ul className={styles.links}>
                <li><NavLink to="/" end onClick={close}>{t("Home")}</NavLink></li>
                <li>
                  <Disclosure className={styles.series}>
                    <Heading level={3} className={styles.seriesHeading}>
                      <Button slot="trigger" className={styles.seriesTrigger}>{t("Series")}<span aria-hidden="true">▾</span></Button>
                    </Heading>
                    <DisclosurePanel>
                      <ul className={styles.sub}>
                        {SERIES_KEYS.map((key) => (
                          <li key={key}><NavLink to={`/series/${key}`} onClick={close}>{t(SERIES_TITLE_KEYS[key])}</NavLink></li>
                        ))}
                      </ul>
                    </DisclosurePanel>
                  </Disclosure>
                </li>
                {MAIN_NAV.map((item) => (
                  <li key={item.to}><NavLink to={item.to} end onClick={close}>{t(item.key)}</NavLink></li>
                ))}
              </ul>
            </nav>
            <h3 className={styles.langTitle}>{t("Language")}</h3>
            <LanguageList current={locale} onChanged={close} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
