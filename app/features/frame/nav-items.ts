import type { SeriesKey } from "~/shared/constants";

export const SERIES_TITLE_KEYS: Record<SeriesKey, string> = {
  season1: "Season 1",
  season2: "Season 2",
  season3: "Season 3",
  season4: "Season 4",
  season5: "Season 5",
  songsong: "Song Song",
  "traffic-safety": "Traffic Safety",
  "fire-safety": "Fire Safety",
  "daily-safety": "Daily Safety",
};

export const MAIN_NAV = [
  { to: "/watch", key: "Watch" },
  { to: "/apps", key: "Apps" },
  { to: "/play", key: "Play" },
  { to: "/play/gallery", key: "Coloring Gallery" },
] as const;

/** Spec §2: the brand logo is hidden on watch and play-app paths; the play apps run without the footer. */
export function frameMode(pathname: string) {
  const appMode = pathname.startsWith("/play/apps/");
  return { appMode, hideLogo: appMode || pathname === "/watch" || pathname.startsWith("/watch/") };
}
