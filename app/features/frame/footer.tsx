import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ExternalLink } from "~/ui/gate/parental-gate";
import type { Locale } from "~/shared/locales";
import { regionProfile } from "~/shared/region-profile";
import { Icon } from "~/ui/icon";
import { CONTACT_EMAIL } from "../../../content/links";
import { LanguageList } from "./language-list";
import styles from "./footer.module.css";

/** Footer (spec §2): social links, language list, cookie/privacy/terms links and contacts. Off-site links pass the parental gate. */
export function Footer({ locale, country }: { locale: Locale; country: string }) {
  const { t } = useTranslation();
  // The brand's channels; visitors in China get the channels that work there (DESIGN §4.14).
  const social = regionProfile(country).socialLinks;
  return (
    <footer className={styles.footer} aria-label={t("Footer")}>
      <div className={styles.inner}>
        <section className={styles.brand} aria-labelledby="footer-about">
          <img src="/art/logo-mark.svg" alt="" width={56} height={56} loading="lazy" />
          <h2 id="footer-about" className={styles.heading}>
            {t("Site Name")}
          </h2>
          <p className={styles.about}>{t("Footer About")}</p>
        </section>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={styles.heading}>
            {t("Follow us")}
          </h2>
          <ul className={styles.social}>
            {social.map((link) => (
              <li key={link.key}>
                <ExternalLink href={link.href} className={styles.socialLink}>
                  <Icon name={link.icon} size={22} />
                  <span>{link.label}</span>
                  <span className="visually-hidden">{t("Opens in a new tab")}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-language">
          <h2 id="footer-language" className={styles.heading}>
            {t("Language")}
          </h2>
          <LanguageList current={locale} />
        </section>
        <section aria-labelledby="footer-info">
          <h2 id="footer-info" className={styles.heading}>
            {t("Footer Information")}
          </h2>
          <ul className={styles.legal}>
            <li>
              <Link to="/site/cookie">{t("Cookie Policy")}</Link>
            </li>
            <li>
              <Link to="/site/privacy">{t("Privacy Policy")}</Link>
            </li>
            <li>
              <Link to="/site/grown-ups">{t("For Grown-ups")}</Link>
            </li>
            <li>
              <Link to="/site/terms">{t("Terms of Use")}</Link>
            </li>
          </ul>
          <h3 className={styles.subheading}>{t("Contact us")}</h3>
          <address className={styles.contact}>
            <span className={styles.publisher}>{t("Publisher Name")}</span>
            <ExternalLink href={`mailto:${CONTACT_EMAIL}`} className={styles.mail}>
              <Icon name="mail" size={20} />
              <span>{CONTACT_EMAIL}</span>
            </ExternalLink>
          </address>
        </section>
      </div>
      <p className={styles.copy}>{t("Copyright")}</p>
    </footer>
  );
}
