import type { CharacterKey, SeriesKey } from "~/shared/constants";
import type { VideoSiteView } from "~/ui/video-site-links";

export type { VideoSiteView };

export interface OfficialAppBlock {
  key: string;
  icon: string;
  titleKey: string;
  descriptionKey: string;
  urls: { ios: string; android: string };
}

export interface SeriesSlide {
  key: SeriesKey;
  titleKey: string;
  previewImage: string;
}

/** What a series page's loader gives its screen. */
export interface SeriesPageData {
  key: SeriesKey;
  titleKey: string;
  descriptionKey: string;
  previewImage: string;
  /** Full URL of the looping background video, or null (no CDN): the preview image stands in. */
  video: string | null;
  characters: CharacterKey[];
  additionalRescueTeam: CharacterKey[];
  /** Streaming promos (outside China, where configured). */
  streaming: VideoSiteView[];
  /** China video-site links (visitors in China only). */
  chinaSites: VideoSiteView[];
  officialApp: OfficialAppBlock;
  slides: SeriesSlide[];
  china: boolean;
}

/** Translation keys of a character's name, role and description (app/locales/series). */
export function characterKeys(key: CharacterKey) {
  const name = key.charAt(0).toUpperCase() + key.slice(1);
  return { name: `Character ${name}`, role: `Character ${name} Role`, description: `Character ${name} Desc` };
}
