import type { Locale } from "~/shared/locales";
import { LICENSED_APPS, OFFICIAL_APPS, PUBLISHER, storeUrls, type OfficialApp } from "../../../../content/apps";

function officialView(app: OfficialApp, locale: Locale) {
  const { key, icon, titleKey, descriptionKey, termsPath, privacyPath } = app;
  return { key, icon, titleKey, descriptionKey, termsPath, privacyPath, urls: storeUrls(app, locale) };
}

/** The apps page (routes/public/apps.tsx): the fixed app data in the visitor's language, store pages for this locale only. */
export function appsPageData(locale: Locale) {
  return {
    featured: officialView(OFFICIAL_APPS.video, locale),
    official: [officialView(OFFICIAL_APPS.singalong, locale), officialView(OFFICIAL_APPS.video, locale)],
    licensed: LICENSED_APPS.map((app) => ({
      key: app.key,
      icon: app.icon,
      title: app.locales[locale].title,
      developer: app.developer,
      ...(app.developerUrl ? { developerUrl: app.developerUrl } : {}),
      urls: app.locales[locale].url,
    })),
    publisher: { ...PUBLISHER },
  };
}
