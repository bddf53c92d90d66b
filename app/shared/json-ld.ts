import type { EventPage } from "./api/events";
import type { VideoItem } from "./api/videos";

/**
 * The schema.org JSON-LD of the public pages (pageMeta adds "@context" and the site's Organization). Pure functions of
 * the page's data, the translator and the page's canonical URL, so route modules only pass them on and tests read them.
 */
export type JsonLd = Record<string, unknown>;
export type Translate = (key: string) => string;

/** The languages the series is shown in (schema.org inLanguage). */
const SERIES_LANGUAGES = ["en", "ko", "zh", "ja", "ru", "id"];

/** Home: the site itself. */
export function websiteJsonLd(tr: Translate, url: string): JsonLd {
  return { "@type": "WebSite", name: tr("Site Name"), url };
}

export interface SeriesJsonLdInput {
  titleKey: string;
  descriptionKey: string;
  characters: readonly string[];
  /** Numbered seasons are a TVSeason of the series; the others (specials, shorts) a part of it. */
  seasonNumber?: number;
}

/** A series page: the TV series with this season (or collection) and its characters' translated names. */
export function tvSeriesJsonLd(season: SeriesJsonLdInput, tr: Translate, url: string): JsonLd {
  const part = { name: tr(season.titleKey), description: tr(season.descriptionKey), url };
  return {
    "@type": "TVSeries",
    name: tr("Site Name"),
    url,
    description: tr("Site Description"),
    image: new URL("/art/og-default.png", url).href,
    genre: ["Animation", "Children"],
    inLanguage: SERIES_LANGUAGES,
    ...(season.seasonNumber
      ? { containsSeason: { "@type": "TVSeason", seasonNumber: season.seasonNumber, ...part } }
      : { hasPart: { "@type": "CreativeWorkSeries", ...part } }),
    character: season.characters.map((key) => ({
      "@type": "Person",
      name: tr(`Character ${key.charAt(0).toUpperCase()}${key.slice(1)}`),
    })),
  };
}

/** An event (campaign) page: an online event at this page's address. */
export function eventJsonLd(event: EventPage, url: string): JsonLd {
  return {
    "@type": "Event",
    name: event.title,
    description: event.desc,
    startDate: event.startDate,
    endDate: event.endDate,
    url,
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation", url },
    ...(event.image ? { image: new URL(event.image, url).href } : {}),
  };
}

/** The description of an event page: its text on one line, at most 155 characters. */
export function eventSummary(event: EventPage): string {
  return event.desc.replace(/\s+/g, " ").slice(0, 155);
}

/** A watch page's own title, description (at most 160 characters, the title when empty), image and VideoObject. */
export function watchPageSeo(video: VideoItem, publicUrl: string) {
  const { title, description, publishedAt, thumbnails } = video.snippet;
  const absolute = (url: string) => new URL(url, publicUrl).href;
  const summary = description.replace(/\s+/g, " ").trim().slice(0, 160) || title;
  const jsonLd: JsonLd = {
    "@type": "VideoObject",
    name: title,
    description: summary,
    thumbnailUrl: absolute(thumbnails.high.url),
    uploadDate: publishedAt,
    ...(video.source === "youtube" ? { embedUrl: `https://www.youtube-nocookie.com/embed/${video.id.videoId}` } : {}),
    ...(video.videoUrl ? { contentUrl: absolute(video.videoUrl) } : {}),
  };
  return { title, description: summary, image: thumbnails.high.url, jsonLd };
}
