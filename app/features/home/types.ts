import type { SiteEvent } from "~/shared/api/site";
import type { VideoItem } from "~/shared/api/videos";
import type { SeriesKey } from "~/shared/constants";

export interface PromoApp {
  key: "video" | "singalong";
  icon: string;
  titleKey: string;
  descriptionKey: string;
  urls: { ios: string; android: string };
}

/** What the home loader gives the home screen. */
export interface HomeData {
  /** Active campaigns for this visitor's country and language (DESIGN §4.10). */
  events: SiteEvent[];
  /** The apps the promo may show; the browser picks one after hydration (the page is shared, so not here). */
  promos: PromoApp[];
  /** Full URL of the hero video, or null without a CDN (the poster stands in). */
  heroVideo: string | null;
  heroPoster: string;
  /** Videos for the watch slider, rendered on the server; undefined lets the slider ask the API. */
  videos?: VideoItem[];
  series: { key: SeriesKey; titleKey: string; previewImage: string }[];
  chinaSites: { key: string; name: string; url: string }[];
  china: boolean;
}
