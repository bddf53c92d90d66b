import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Locale } from "~/shared/locales";
import { LanguageList } from "./language-list";
import styles from "./footer.module.css";

export const SOCIAL_LINKS = [
  { key: "youtube", label: "YouTube", href: "https://www.youtube.com/" },
  { key: "facebook", label: "Facebook", href: "https://www.facebook.com/" },
  { key: "instagram", label: "Instagram", href: "https://www.instagram.com/" },
] as const;

export function Footer({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer} aria-label={t("Footer")}>
      <div className={styles.inner}>
        <section>
          <h2 className={styles.heading}>{t("Follow us")}</h2>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.key}>
                <a href={link.href} rel="noopener noreferrer" target="_blank" data-external="true" className={styles.socialLink}>
                  <img src={`/art/icons/${link.key}.svg`} alt="" width={24} height={24} />
                  <span>{link.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className={styles.heading}>{t("Language")}</h2>
          <LanguageList current={locale} />
        </section>
        <section>
          <ul className={styles.legal}>
            <li><Link to="/site/cookie">{t("Cookie Policy")}</Link></li>
            <li><Link to="/site/privacy">{t("Privacy Policy")}</Link></li>
            <li><Link to="/site/terms">{t("Terms of Use")}</Link></li>
            <li><a href="mailto:hello@poli-rescue.example">{t("Contact us")}</a></li>
          </ul>
          <p className={styles.copy}>{t("Copyright")}</p>
        </section>
      </div>
    </footer>
  );
}
