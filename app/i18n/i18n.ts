import i18next, { type i18n } from "i18next";
import type { Locale } from "~/shared/locales";

export type Messages = Record<string, string>;

/** One i18next instance per render (server) or per locale (browser), with flat keys such as 'Featured Desc'. */
export function createI18n(locale: Locale, messages: Messages): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    // Our locale codes are lower case (zh-cn, zh-hk, zh-tw); without this i18next looks them up as zh-CN and finds nothing.
    lowerCaseLng: true,
    resources: { [locale]: { translation: messages } },
    keySeparator: false,
    nsSeparator: false,
    fallbackLng: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
