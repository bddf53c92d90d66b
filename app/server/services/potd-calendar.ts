import { and, between, eq, inArray } from "drizzle-orm";
import type { PublicUser } from "~/shared/api/account";
import type { PotdCalendarDay, PotdCalendarResponse } from "~/shared/api/pictures";
import { addDays } from "~/shared/calendar";
import type { Locale } from "~/shared/locales";
import { PUZZLE_SCENES, isPuzzleSceneKey, sceneThumbnail, sceneTitle } from "../../../content/puzzles";
import { db, type Db, type Tx } from "../db/client";
import { media, potdSchedule, staffPictures } from "../db/schema";
import { HttpError } from "../http/api";
import { logActivity } from "./activity-log";
import { contentTags } from "./content-tags";
import { POTD_MEDIA_TYPES, rotationScene } from "./potd";
import { publicContentChanged } from "./public-content";
import { pictureIdOfKey, pictureKey } from "./staff-pictures";

// The puzzle-of-the-day calendar staff keep (issue 31): a date → a picture; a day left empty gets the built-in rotation.

type Actor = Pick<PublicUser, "id" | "displayName">;
type Choice = PotdCalendarResponse["choices"][number];

/** The pictures staff may put on a day: their own puzzle pictures (and older `potd` uploads), then the built-in scenes. */
async function pictureChoices(conn: Db | Tx, locale: Locale): Promise<Map<string, Choice>> {
  const rows = await conn
    .select({ id: media.id, type: media.type, thumbnailUrl: media.thumbnailUrl, titles: staffPictures.titles })
    .from(media)
    .leftJoin(staffPictures, eq(staffPictures.mediaId, media.id))
    .where(and(inArray(media.type, POTD_MEDIA_TYPES), eq(media.filtered, 0)))
    .orderBy(media.id);
  const choices = new Map<string, Choice>();
  for (const row of rows.reverse()) {
    const key = pictureKey(row.id);
    const title = row.titles?.[locale] ?? row.titles?.en ?? `#${row.id}`;
    choices.set(key, { key, title, thumbnailUrl: row.thumbnailUrl });
  }
  for (const scene of PUZZLE_SCENES)
    choices.set(scene.key, {
      key: scene.key,
      title: sceneTitle(scene.key, locale),
      thumbnailUrl: sceneThumbnail(scene.key),
    });
  return choices;
}

function dayOf(
  date: string,
  row: { mediaId: number | null; sceneKey: string | null } | undefined,
  choices: Map<string, Choice>,
): PotdCalendarDay {
  const key = row?.mediaId != null ? pictureKey(row.mediaId) : row?.sceneKey;
  const chosen = key ? choices.get(key) : undefined;
  // A scheduled picture filtered out since is not shown to children: the day shows the rotation's, as they get it.
  if (chosen) return { date, scheduled: true, picture: chosen };
  return { date, scheduled: false, picture: choices.get(rotationScene(date))! };
}

/** GET /api/admin/potd-calendar?month=YYYY-MM: every day of the month as children get it, and the pictures to choose. */
export async function potdCalendar(month: string, locale: Locale): Promise<PotdCalendarResponse> {
  const first = `${month}-01`;
  const days: string[] = [];
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  const last = days[days.length - 1];
  const rows = await db()
    .select()
    .from(potdSchedule)
    .where(between(potdSchedule.date, first, last));
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const choices = await pictureChoices(db(), locale);
  return {
    month,
    days: days.map((date) => dayOf(date, byDate.get(date), choices)),
    choices: [...choices.values()],
  };
}

/** PUT /api/admin/potd-calendar/{date}: puts a picture on a day (replacing what it had), logged with the old one. */
export async function scheduleDay(actor: Actor, date: string, key: string, locale: Locale): Promise<PotdCalendarDay> {
  const day = await db().transaction(async (tx) => {
    const choices = await pictureChoices(tx, locale);
    if (!choices.has(key)) throw new HttpError(404, "This puzzle picture does not exist.");
    const mediaId = pictureIdOfKey(key);
    const value =
      mediaId !== null ? { mediaId, sceneKey: null } : { mediaId: null, sceneKey: isPuzzleSceneKey(key) ? key : null };
    const [before] = await tx.select().from(potdSchedule).where(eq(potdSchedule.date, date)).for("update").limit(1);
    await tx
      .insert(potdSchedule)
      .values({ date, ...value })
      .onConflictDoUpdate({ target: potdSchedule.date, set: value });
    await logActivity(tx, actor, {
      action: "potd.schedule",
      targetType: "potd",
      targetId: date,
      before: before ? { picture: before.mediaId != null ? pictureKey(before.mediaId) : before.sceneKey } : undefined,
      after: { picture: key },
    });
    return dayOf(date, value, choices);
  });
  publicContentChanged([contentTags.potdOf(date)]);
  return day;
}

/** DELETE /api/admin/potd-calendar/{date}: the day goes back to the built-in rotation (nothing to do: nothing logged). */
export async function unscheduleDay(actor: Actor, date: string, locale: Locale): Promise<PotdCalendarDay> {
  const changed = await db().transaction(async (tx) => {
    const [removed] = await tx.delete(potdSchedule).where(eq(potdSchedule.date, date)).returning();
    if (removed)
      await logActivity(tx, actor, {
        action: "potd.unschedule",
        targetType: "potd",
        targetId: date,
        before: { picture: removed.mediaId != null ? pictureKey(removed.mediaId) : removed.sceneKey },
      });
    return Boolean(removed);
  });
  if (changed) publicContentChanged([contentTags.potdOf(date)]);
  return dayOf(date, undefined, await pictureChoices(db(), locale));
}
