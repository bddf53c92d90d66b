export const BRAND_COLOR = "#008ed0";
export const SITE_NAME = "POLI Rescue Team";

export const RESCUE_TEAM = ["poli", "roy", "amber", "helly", "jin"] as const;
export const FRIENDS = ["mark", "cleany", "posty", "cap", "schoolb"] as const;
export const CHARACTERS = [...RESCUE_TEAM, ...FRIENDS] as const;
export type CharacterKey = (typeof CHARACTERS)[number];

/** Avatars a user may pick (DESIGN §4.3: never a provider photo). */
export const AVATARS = CHARACTERS;
export type AvatarKey = CharacterKey;
export const DEFAULT_AVATAR: AvatarKey = "poli";

export const COLORING_PAGES = [
  "rescue_team",
  "poli",
  "roy",
  "amber",
  "helly",
  "mark",
  "cleany",
  "posty",
  "cap",
  "schoolb",
  "garage",
  "beach",
  "snowday",
  "harbor",
  "airfield",
  "picnic",
  "crossing",
  "festival",
  "hospital",
  "mountain",
  "blank",
] as const;
export type ColoringPageKey = (typeof COLORING_PAGES)[number];

const EMOTICON_GROUPS = ["p", "r", "a", "h"] as const;
export const EMOTICONS = EMOTICON_GROUPS.flatMap((group) =>
  [1, 2, 3, 4, 5, 6].map((n) => `${group}${n}`),
) as readonly string[];
export const DEFAULT_EMOTICON = "p1";

export const SERIES_KEYS = [
  "season1",
  "season2",
  "season3",
  "season4",
  "season5",
  "songsong",
  "traffic-safety",
  "fire-safety",
  "daily-safety",
] as const;
export type SeriesKey = (typeof SERIES_KEYS)[number];

export const COLORINGS_PER_PAGE = 12;
export const MAX_PAGE_NUMBERS = 5;
export const DASHBOARD_PAGE_SIZES = [10, 25, 50] as const;
export const DASHBOARD_DEFAULT_PAGE_SIZE = 25;

export const GRADES = ["user", "manager", "admin", "blocked"] as const;
export type Grade = (typeof GRADES)[number];

export const MEDIA_TYPES = ["coloring", "potd", "wallpaper", "banner", "image"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const COUNTRY_CN = "CN";

/** Set when the visitor accepts the cookie alert; kept 365 days. */
export const COOKIE_CONSENT_COOKIE = "cookie_consent";

/** The staff dashboard lives under this path, with its own frame and its own translations. */
export const DASHBOARD_PATH = "/rt-dashboard";
export function isDashboardPath(pathname: string): boolean {
  return pathname === DASHBOARD_PATH || pathname.startsWith(`${DASHBOARD_PATH}/`);
}

/** Multipart field of POST /api/upload/coloring (spec §7). */
export const COLORING_UPLOAD_FIELD = "coloring";
/** Optional multipart field naming the coloring page the picture was made on. */
export const COLORING_PAGE_FIELD = "pageKey";
