import { AppsPage, type AppsPageData, type OfficialAppView } from "~/features/apps/apps-page";
import { useRootData } from "~/features/frame/use-root-data";
import { pageMeta } from "~/features/seo/page-meta";
import { resolveLocale } from "~/server/locale";
import type { Locale } from "~/shared/locales";
import { LICENSED_APPS, OFFICIAL_APPS, PUBLISHER, storeUrls, type OfficialApp } from "../../../content/apps";
import type { Route } from "./+types/apps";

function officialView(app: OfficialApp, locale: Locale): OfficialAppView {
  const { key, icon, titleKey, descriptionKey, termsPath, privacyPath } = app;
  return { key, icon, titleKey, descriptionKey, termsPath, privacyPath, urls: storeUrls(app, locale) };
}

/** The fixed app data in the visitor's language: titles and store pages for this locale only. */
export function loader({ request }: Route.LoaderArgs): AppsPageData {
  const locale = resolveLocale(request);
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

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Apps Title", description: "Apps Meta Desc" });

export default function Apps({ loaderData }: Route.ComponentProps) {
  const { country } = useRootData();
  return <AppsPage data={loaderData} country={country} />;
}
