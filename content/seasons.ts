// Season configuration for the nine series pages (spec §3 Season config).
// Titles and descriptions are translation keys (app/locales/frame for titles, app/locales/series for
// descriptions); videos are the loops in public/video/loops/ (from CDN_URL when set; the preview image is their poster).
import type { CharacterKey, SeriesKey } from "../app/shared/constants";

export interface SeasonConfig {
  key: SeriesKey;
  /** Path of the looping background video rendered by `npm run video` (served by the site, or under CDN_URL). */
  videoPath: string;
  /** Translation key of the title (shared with the site menu). */
  titleKey: string;
  /** Translation key of the description. */
  descriptionKey: string;
  /** The rescue team members shown in the character section. */
  characters: readonly CharacterKey[];
  /** Friends who join the rescue team in this series (empty: no additional rescue team section). */
  additionalRescueTeam: readonly CharacterKey[];
  /** 16:9 key art: the video's poster and the slider's preview. */
  previewImage: string;
  /** Whether streaming-service promos apply (outside China). */
  streamingPromos: boolean;
  /** The official app the page promotes. */
  officialApp: "video" | "singalong";
  /** Season number for structured data (numbered seasons only). */
  seasonNumber?: number;
}

const TEAM = ["poli", "roy", "amber", "helly", "jin"] as const;

function season(key: SeriesKey, titleKey: string, extra: Partial<SeasonConfig> = {}): SeasonConfig {
  return {
    key,
    videoPath: `/video/loops/${key}.mp4`,
    titleKey,
    descriptionKey: `${titleKey} Desc`,
    characters: TEAM,
    additionalRescueTeam: [],
    previewImage: `/art/seasons/${key}.svg`,
    streamingPromos: false,
    officialApp: "video",
    ...extra,
  };
}

export const SEASONS: readonly SeasonConfig[] = [
  season("season1", "Season 1", { seasonNumber: 1, streamingPromos: true }),
  season("season2", "Season 2", { seasonNumber: 2, streamingPromos: true, additionalRescueTeam: ["cap"] }),
  season("season3", "Season 3", { seasonNumber: 3, streamingPromos: true, additionalRescueTeam: ["mark"] }),
  season("season4", "Season 4", { seasonNumber: 4, streamingPromos: true, additionalRescueTeam: ["cleany", "posty"] }),
  season("season5", "Season 5", { seasonNumber: 5, additionalRescueTeam: ["mark", "cap"] }),
  season("songsong", "Song Song", { officialApp: "singalong" }),
  season("traffic-safety", "Traffic Safety", { additionalRescueTeam: ["schoolb"] }),
  season("fire-safety", "Fire Safety"),
  season("daily-safety", "Daily Safety", { additionalRescueTeam: ["cleany"] }),
];

export function seasonConfig(key: string | undefined): SeasonConfig | undefined {
  return SEASONS.find((s) => s.key === key);
}

/** Streaming services promoted outside China where a season's config says so. */
export const STREAMING_SERVICES = [
  { key: "netflix", name: "Netflix", url: "https://www.netflix.com/" },
  { key: "prime-video", name: "Prime Video", url: "https://www.primevideo.com/" },
  { key: "youtube-kids", name: "YouTube Kids", url: "https://www.youtubekids.com/" },
] as const;

/** Video sites for visitors in China, where the watch list is hidden (DESIGN §4.14). */
export const CHINA_VIDEO_SITES = [
  { key: "youku", name: "优酷 Youku", url: "https://www.youku.com/" },
  { key: "iqiyi", name: "爱奇艺 iQIYI", url: "https://www.iqiyi.com/" },
  { key: "tencent-video", name: "腾讯视频 Tencent Video", url: "https://v.qq.com/" },
  { key: "bilibili", name: "哔哩哔哩 bilibili", url: "https://www.bilibili.com/" },
] as const;

export type VideoSite = { key: string; name: string; url: string };
