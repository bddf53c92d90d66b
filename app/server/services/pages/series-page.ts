import type { Locale } from "~/shared/locales";
import { regionProfile } from "~/shared/region-profile";
import { OFFICIAL_APPS, storeUrls } from "../../../../content/apps";
import { CHINA_VIDEO_SITES, SEASONS, STREAMING_SERVICES, seasonConfig } from "../../../../content/seasons";
import { config } from "../../config";
import { contentTags, tagPage } from "../content-tags";

/**
 * What a series page shows (routes/public/series.tsx): the season's texts, art and loop video, its characters, the
 * streaming promos outside China or the China video sites inside, the official app's store links for the visitor's
 * language, and the slider of all series. null for a series key there is no page for (the route answers 404).
 */
export function seriesPageData(seriesKey: string | undefined, country: string, locale: Locale) {
  const season = seasonConfig(seriesKey);
  if (!season) return null;
  tagPage(contentTags.series(season.key));
  const region = regionProfile(country);
  const app = OFFICIAL_APPS[season.officialApp];
  return {
    key: season.key,
    titleKey: season.titleKey,
    descriptionKey: season.descriptionKey,
    previewImage: season.previewImage,
    video: `${config().cdnUrl ?? ""}${season.videoPath}`,
    characters: [...season.characters],
    additionalRescueTeam: [...season.additionalRescueTeam],
    streaming:
      region.videoSites === "streaming" && season.streamingPromos ? STREAMING_SERVICES.map((s) => ({ ...s })) : [],
    chinaSites: region.videoSites === "china" ? CHINA_VIDEO_SITES.map((s) => ({ ...s })) : [],
    officialApp: {
      key: app.key,
      icon: app.icon,
      titleKey: app.titleKey,
      descriptionKey: app.descriptionKey,
      urls: storeUrls(app, locale),
    },
    slides: SEASONS.map((s) => ({ key: s.key, titleKey: s.titleKey, previewImage: s.previewImage })),
    china: region.china,
    ...(season.seasonNumber ? { seasonNumber: season.seasonNumber } : {}),
  };
}
