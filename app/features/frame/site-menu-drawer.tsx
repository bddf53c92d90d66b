import { Button, Dialog, Disclosure, DisclosurePanel, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { SERIES_KEYS } from "~/shared/constants";
import type { Locale } from "~/shared/locales";
import { Chevron, CloseCross } from "~/ui/glyphs";
import { LanguageList } from "./language-list";
import { MAIN_NAV, SERIES_TITLE_KEYS } from "./nav-items";
import styles from "./site-menu-drawer.module.css";

/** The drawer itself; loaded on demand by SiteMenu. */
export default function SiteMenuDrawer({
  locale,
  isOpen,
  onOpenChange,
}: {
  locale: Locale;
  isOpen: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const close = () => onOpenChange(false);
  return (
    <ModalOverlay className={styles.overlay} isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className={styles.drawer}>
        <Dialog className={styles.dialog} aria-labelledby="site-menu-title">
          <div className={styles.top}>
            <Heading slot="title" id="site-menu-title" className={styles.title}>
              {t("Menu")}
            </Heading>
            <Button className={styles.close} onPress={close} aria-label={t("Close")}>
              <CloseCross size={28} />
            </Button>
          </div>
          <nav aria-label={t("Main navigation")}>
            <ul className={styles.links}>
              <li>
                <NavLink to="/" end onClick={close}>
                  {t("Home")}
                </NavLink>
              </li>
              <li>
                <Disclosure className={styles.series} defaultExpanded={pathname.startsWith("/series/")}>
                  <Heading level={3} className={styles.seriesHeading}>
                    <Button slot="trigger" className={styles.seriesTrigger}>
                      {t("Series")}
                      <span className={styles.chevron}>
                        <Chevron direction="down" />
                      </span>
                    </Button>
                  </Heading>
                  <DisclosurePanel>
                    <ul className={styles.sub}>
                      {SERIES_KEYS.map((key) => (
                        <li key={key}>
                          <NavLink to={`/series/${key}`} onClick={close}>
                            {t(SERIES_TITLE_KEYS[key])}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </DisclosurePanel>
                </Disclosure>
              </li>
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end onClick={close}>
                    {t(item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <h3 className={styles.langTitle}>{t("Language")}</h3>
          <LanguageList current={locale} onChanged={close} variant="light" />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
