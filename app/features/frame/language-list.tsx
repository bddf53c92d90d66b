import { useTranslation } from "react-i18next";
import { LOCALES, LOCALE_NAMES, LOCALE_TAGS, type Locale } from "~/shared/locales";
import { useChangeLanguage } from "./language";

/** The eight languages, each named in itself; the current one is marked. Changing keeps the visitor on the page. */
export function LanguageList({
  current,
  onChanged,
  variant = "dark",
}: {
  current: Locale;
  onChanged?: () => void;
  variant?: "dark" | "light";
}) {
  const { t } = useTranslation();
  const change = useChangeLanguage();
  return (
    <ul className="lang-list" aria-label={t("Language")} data-variant={variant}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          <button
            type="button"
            lang={LOCALE_TAGS[locale]}
            className="lang-item"
            aria-current={locale === current ? "true" : undefined}
            onClick={async () => {
              if (locale !== current) await change(locale);
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
