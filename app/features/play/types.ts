import type { PublicColoring } from "~/shared/api/cotd";
import type { ShelfData } from "~/shared/api/shelf";
import type { PublicPicture } from "~/shared/api/pictures";
import type { DownloadItem } from "../../../content/downloads";

/** A puzzle-of-the-day picture as the play home shows it. */
export interface PotdCard {
  date: string;
  image: string;
  thumbnailUrl: string;
  key: string;
  /** The scene's title in the page's language; empty for a staff-scheduled picture. */
  title: string;
  /** The date as the page shows it ("Tuesday, November 24"), written where the card is made (format.ts says why). */
  day: string;
}

/** A download as the play home lists it, its size already written in the page's language ("15 kB"). */
export type PlayDownload = DownloadItem & { size: string };

/** The puzzle-of-the-day block's data (on /play and on home). */
export interface PotdBlockData {
  today: PotdCard;
  tomorrow: PotdCard;
  /** Scene titles in the page's language, for a day the browser asks for itself. */
  sceneTitles: Record<string, string>;
}

export interface PlayHomeData {
  today: PotdCard;
  tomorrow: PotdCard;
  /** Scene titles in the page's language, for a day the browser asks for itself. */
  sceneTitles: Record<string, string>;
  cotd: PublicColoring | null;
  downloads: PlayDownload[];
  /** The signed-in child's shelf; null when signed out (the browser keeps it). */
  shelf: ShelfData | null;
  /** Coloring pages staff added (issue 31), after the built-in ones. */
  staffPages: PublicPicture[];
  /** The titles of every picture staff added (coloring pages and puzzles) in the page's language, by key: the shelf's names. */
  staffTitles: Record<string, string>;
}
