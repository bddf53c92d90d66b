import { useTranslation } from "react-i18next";
import { useRootData } from "~/ui/use-root-data";
import { LOCALE_TAGS, LOCALE_NAMES, isLocale } from "~/shared/locales";

/**
 * Dates in the dashboard's language, always in UTC (campaign days, log times), so the server-rendered page and the
 * browser show the same text whatever the staff member's time zone.
 */
export function useFormat() {
  const { locale } = useRootData();
  const { t } = useTranslation();
  const tag = LOCALE_TAGS[locale];
  const day = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" });
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: "short", timeStyle: "short", timeZone: "UTC" });
  const number = new Intl.NumberFormat(tag);
  return {
    locale,
    day: (iso: string) => day.format(new Date(iso)),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    number: (n: number) => number.format(n),
    /** A locale or `*` as a person reads it. */
    language: (value: string) => (value === "*" ? t("All languages") : isLocale(value) ? LOCALE_NAMES[value] : value),
    /** The BCP 47 tag of a locale (for `lang` on text written in it), undefined for `*`. */
    langOf: (value: string) => (isLocale(value) ? LOCALE_TAGS[value] : undefined),
    /** A country code or `*`. */
    region: (value: string) => {
      if (value === "*") return t("All countries");
      try {
        return new Intl.DisplayNames([tag], { type: "region" }).of(value) ?? value;
      } catch {
        return value;
      }
    },
  };
}
