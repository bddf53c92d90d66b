import { data } from "react-router";
import { useRootData } from "~/features/frame/use-root-data";
import { pageMeta } from "~/features/seo/page-meta";
import { SeriesPage } from "~/features/series/series-page";
import type { SeriesPageData } from "~/features/series/types";
import { config } from "~/server/config";
import { visitorCountry } from "~/server/http/country";
import { resolveLocale } from "~/server/locale";
import { COUNTRY_CN } from "~/shared/constants";
import { OFFICIAL_APPS, storeUrls } from "../../../content/apps";
import { CHINA_VIDEO_SITES, SEASONS, STREAMING_SERVICES, seasonConfig } from "../../../content/seasons";
import type { Route } from "./+types/series";

export function loader({ request, params }: Route.LoaderArgs): SeriesPageData & { seasonNumber?: number } {
  const season = seasonConfig(params.seriesKey);
  if (!season) throw data(null, { status: 404 });
  const china = visitorCountry(request) === COUNTRY_CN;
  const locale = resolveLocale(request);
  const cdn = config().cdnUrl;
  const app = OFFICIAL_APPS[season.officialApp];
  return {
    key: season.key,
    titleKey: season.titleKey,
    descriptionKey: season.descriptionKey,
    previewImage: season.previewImage,
    video: `${cdn ?? ""}${season.videoPath}`,
    characters: [...season.characters],
    additionalRescueTeam: [...season.additionalRescueTeam],
    streaming: !china && season.streamingPromos ? STREAMING_SERVICES.map((s) => ({ ...s })) : [],
    chinaSites: china ? CHINA_VIDEO_SITES.map((s) => ({ ...s })) : [],
    officialApp: { key: app.key, icon: app.icon, titleKey: app.titleKey, descriptionKey: app.descriptionKey, urls: storeUrls(app, locale) },
    slides: SEASONS.map((s) => ({ key: s.key, titleKey: s.titleKey, previewImage: s.previewImage })),
    china,
    ...(season.seasonNumber ? { seasonNumber: season.seasonNumber } : {}),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const season = args.loaderData;
  if (!season) return pageMeta(args, { title: "Not Found Title", noindex: true });
  return pageMeta(args, {
    title: season.titleKey,
    description: season.descriptionKey,
    type: "video.other",
    jsonLd: (tr, url) => [
      {
        "@type": "TVSeries",
        name: tr("Site Name"),
        url,
        description: tr("Site Description"),
        image: new URL("/art/og-default.png", url).href,
        genre: ["Animation", "Children"],
        inLanguage: ["en", "ko", "zh", "ja", "ru", "id"],
        ...(season.seasonNumber
          ? { containsSeason: { "@type": "TVSeason", seasonNumber: season.seasonNumber, name: tr(season.titleKey), description: tr(season.descriptionKey), url } }
          : { hasPart: { "@type": "CreativeWorkSeries", name: tr(season.titleKey), description: tr(season.descriptionKey), url } }),
        character: season.characters.map((key) => ({ "@type": "Person", name: tr(`Character ${key.charAt(0).toUpperCase()}${key.slice(1)}`) })),
      },
    ],
  });
};

export default function Series({ loaderData }: Route.ComponentProps) {
  const { country, locale } = useRootData();
  return <SeriesPage key={loaderData.key} data={loaderData} country={country} locale={locale} />;
}
