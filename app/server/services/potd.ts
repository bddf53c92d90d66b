import { and, eq, inArray } from "drizzle-orm";
import {
  PUZZLE_SCENES,
  isPuzzleSceneKey,
  sceneImage,
  sceneThumbnail,
  type PuzzleSceneKey,
} from "../../../content/puzzles";
import type { PotdPreview } from "~/shared/api/potd";
import { addDays, daysSinceEpoch } from "~/shared/calendar";
import { db } from "../db/client";
import { media, potdSchedule } from "../db/schema";
import { contentTags, tagPage } from "./content-tags";

/** The media types the calendar may put on a day: a staff puzzle picture, or an older `potd` upload. */
export const POTD_MEDIA_TYPES = ["puzzle-picture", "potd"] as const;

/** The built-in scene of a date in the rotation (index = days since 1970-01-01 modulo their count). */
export function rotationScene(date: string): PuzzleSceneKey {
  const count = PUZZLE_SCENES.length;
  return PUZZLE_SCENES[((daysSinceEpoch(date) % count) + count) % count].key;
}

function scenePreview(date: string, key: string, scheduled: boolean): PotdPreview {
  return { date, image: sceneImage(key), thumbnailUrl: sceneThumbnail(key), key, scheduled };
}

/**
 * The puzzle of the day (DESIGN §4.9, issue 31): what staff put on that date in the calendar (a picture they uploaded
 * or a built-in scene), else the built-in scenes in rotation. A scheduled picture staff have since filtered out falls
 * back to the rotation too. `date` is YYYY-MM-DD.
 */
export async function puzzleOfTheDay(date: string): Promise<PotdPreview> {
  tagPage(contentTags.potd, contentTags.potdOf(date));
  const [day] = await db()
    .select({ sceneKey: potdSchedule.sceneKey, id: media.id, url: media.url, thumbnailUrl: media.thumbnailUrl })
    .from(potdSchedule)
    .leftJoin(
      media,
      and(eq(media.id, potdSchedule.mediaId), inArray(media.type, POTD_MEDIA_TYPES), eq(media.filtered, 0)),
    )
    .where(eq(potdSchedule.date, date))
    .limit(1);
  if (day?.id != null && day.url && day.thumbnailUrl)
    return { date, image: day.url, thumbnailUrl: day.thumbnailUrl, key: `media-${day.id}`, scheduled: true };
  if (day?.sceneKey && isPuzzleSceneKey(day.sceneKey)) return scenePreview(date, day.sceneKey, true);
  return scenePreview(date, rotationScene(date), false);
}

/** The teaser on the play home: the puzzle of the day after `date`. */
export function puzzleOfTheNextDay(date: string): Promise<PotdPreview> {
  return puzzleOfTheDay(addDays(date, 1));
}
