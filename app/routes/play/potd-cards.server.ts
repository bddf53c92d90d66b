import { potdCard } from "~/features/play/format";
import type { PotdCard } from "~/features/play/types";
import { puzzleOfTheDay, puzzleOfTheNextDay } from "~/server/services/potd";
import { publicPictures } from "~/server/services/staff-pictures";
import { isoDate } from "~/shared/calendar";
import type { Locale } from "~/shared/locales";
import { PUZZLE_SCENES, sceneTitle } from "../../../content/puzzles";

/** Today's and tomorrow's puzzle pictures as the puzzle-of-the-day block shows them (on /play and on home). */
export async function potdCards(
  locale: Locale,
  now = new Date(),
): Promise<{ today: PotdCard; tomorrow: PotdCard; sceneTitles: Record<string, string> }> {
  const day = isoDate(now);
  const [potd, next, staffPuzzles] = await Promise.all([
    puzzleOfTheDay(day),
    puzzleOfTheNextDay(day),
    publicPictures("puzzle", locale),
  ]);
  // The titles of every picture a day may show: the scenes and the puzzle pictures staff added (issue 31).
  const sceneTitles = Object.fromEntries([
    ...PUZZLE_SCENES.map((s) => [s.key, sceneTitle(s.key, locale)]),
    ...staffPuzzles.map((p) => [p.key, p.title]),
  ]);
  return { today: potdCard(potd, sceneTitles, locale), tomorrow: potdCard(next, sceneTitles, locale), sceneTitles };
}
