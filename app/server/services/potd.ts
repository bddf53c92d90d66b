import { and, eq } from "drizzle-orm";
import { PUZZLE_SCENES, sceneImage, sceneThumbnail } from "../../../content/puzzles";
import type { PotdPreview } from "~/shared/api/potd";
import { addDays, daysSinceEpoch } from "~/shared/calendar";
import { db } from "../db/client";
import { media, potdSchedule } from "../db/schema";

/**
 * The puzzle of the day (DESIGN §4.9): a `potd` media item staff scheduled for that date, else the
 * built-in scenes in rotation (index = days since 1970-01-01 modulo their count). `date` is YYYY-MM-DD.
 */
export async function puzzleOfTheDay(date: string): Promise<PotdPreview> {
  const [scheduled] = await db()
    .select({ id: media.id, url: media.url, thumbnailUrl: media.thumbnailUrl })
    .from(potdSchedule)
    .innerJoin(media, eq(media.id, potdSchedule.mediaId))
    .where(and(eq(potdSchedule.date, date), eq(media.type, "potd"), eq(media.filtered, 0)))
    .limit(1);
  if (scheduled) return { date, image: scheduled.url, thumbnailUrl: scheduled.thumbnailUrl, key: `media-${scheduled.id}`, scheduled: true };
  const count = PUZZLE_SCENES.length;
  const scene = PUZZLE_SCENES[((daysSinceEpoch(date) % count) + count) % count];
  return { date, image: sceneImage(scene.key), thumbnailUrl: sceneThumbnail(scene.key), key: scene.key, scheduled: false };
}

/** The teaser on the play home: the puzzle of the day after `date`. */
export function puzzleOfTheNextDay(date: string): Promise<PotdPreview> {
  return puzzleOfTheDay(addDays(date, 1));
}
