import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Locale } from "~/shared/locales";
import type { SeoEntry } from "~/shared/api/site";
import { config } from "../config";
import { db } from "../db/client";
import { seoEntries } from "../db/schema";
import type { VideoItem } from "~/shared/api/videos";
import { regionProfile } from "~/shared/region-profile";
import { OFFICIAL_APPS, storeUrls } from "../../../content/apps";
import { CHINA_VIDEO_SITES, SEASONS } from "../../../content/seasons";
import { logger } from "../logger";
import { campaignsForVisitor } from "./campaigns";
import { contentTags, tagPage } from "./content-tags";
import { searchVideos } from "./videos";

/** SEO entries that apply to a locale: the locale's own, else the `*` ones. */
export async function seoEntriesFor(locale: Locale): Promise<SeoEntry[]> {
  const rows = await db()
    .select()
    .from(seoEntries)
    .where(inArray(seoEntries.locale, ["*", locale]))
    .orderBy(asc(seoEntries.path), desc(seoEntries.locale));
  const byPath = new Map<string, SeoEntry>();
  for (const row of rows) {
    const current = byPath.get(row.path);
    if (!current || (current.locale === "*" && row.locale !== "*")) byPath.set(row.path, toSeoEntry(row));
  }
  return [...byPath.values()];
}

/** The most specific SEO entry for one page: its path in this locale, else its path for every locale. */
export async function seoEntryFor(path: string, locale: Locale): Promise<SeoEntry | null> {
  tagPage(contentTags.seo(path));
  const rows = await db()
    .select()
    .from(seoEntries)
    .where(and(eq(seoEntries.path, path), inArray(seoEntries.locale, ["*", locale])));
  const best = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === "*");
  return best ? toSeoEntry(best) : null;
}

function toSeoEntry(row: typeof seoEntries.$inferSelect): SeoEntry {
  return {
    id: row.id,
    path: row.path,
    locale: row.locale,
    title: row.title,
    description: row.description,
    keywords: row.keywords,
    image: row.image,
    noindex: row.noindex,
  };
}

export async function siteInfo(locale: Locale, country: string) {
  const [events, seo] = await Promise.all([campaignsForVisitor(country, locale), seoEntriesFor(locale)]);
  return { locale, country, youtubeChannel: config().youtube.channelId ?? "", events, seo };
}

/** Videos for the home watch slider (spec §9: 5 visible; a few more to page through). */
const SLIDER_VIDEOS = 12;

/**
 * Everything the home screen shows, for one visitor (spec §2 Home). Both promoted apps: the browser picks one at random
 * (app-promo.tsx), since the page itself is shared by every anonymous visitor (a pick made here was frozen by the page
 * cache: "video" on 16 of 16 loads, issue 29).
 */
export async function homeData(locale: Locale, country: string) {
  const region = regionProfile(country);
  const cdn = config().cdnUrl;
  const [events, videos] = await Promise.all([
    campaignsForVisitor(country, locale),
    region.watchList ? sliderVideos(locale) : undefined,
  ]);
  return {
    events,
    promos: [OFFICIAL_APPS.video, OFFICIAL_APPS.singalong].map((app) => ({
      key: app.key,
      icon: app.icon,
      titleKey: app.titleKey,
      descriptionKey: app.descriptionKey,
      urls: storeUrls(app, locale),
    })),
    // The season 5 loop rendered by `npm run video` (public/video/loops/), from CDN_URL when set.
    heroVideo: `${cdn ?? ""}${SEASONS.find((s) => s.key === "season5")?.videoPath ?? "/video/loops/season5.mp4"}`,
    heroPoster: "/art/seasons/season5.svg",
    ...(videos ? { videos } : {}),
    series: SEASONS.map((s) => ({ key: s.key, titleKey: s.titleKey, previewImage: s.previewImage })),
    chinaSites: region.videoSites === "china" ? CHINA_VIDEO_SITES.map((s) => ({ ...s })) : [],
    china: region.china,
  };
}

/** The slider's videos rendered with the page; on a failure the slider asks the API from the browser instead. */
async function sliderVideos(locale: Locale): Promise<VideoItem[] | undefined> {
  tagPage(contentTags.videos);
  try {
    return (await searchVideos({ term: "", order: "date", locale })).slice(0, SLIDER_VIDEOS);
  } catch (error) {
    logger.warn({ err: error }, "home watch slider: video search failed");
    return undefined;
  }
}
