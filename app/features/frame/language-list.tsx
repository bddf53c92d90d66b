import { useTranslation } from "react-i18next";
import { LOCALES, LOCALE_NAMES, LOCALE_TAGS, type Locale } from "~/shared/locales";
import { useChangeLanguage } from "./language";
import styles from "./language-list.module.css";

export function LanguageList({ current, onChanged }: { current: Locale; onChanged?: () => void }) {
  const { t } = useTranslation();
  const change = useChangeLanguage();
  return (
    <ul className={styles.list} aria-label={t("Language")}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          <button
            type="button"
            lang={LOCALE_TAGS[locale]}
            className={styles.item}
            aria-current={locale === current ? "true" : undefined}
            onClick={async () => {
              await change(locale);
              onChanged?.();
            }}
          >
            {LOCALE_NAMES[locale]}
          </button>
        </li>
      ))}
    </ul>
  );
}
