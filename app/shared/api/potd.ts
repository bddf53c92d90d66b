import { z } from "../zod";
import { calendarDateSchema } from "./params";

/** A calendar date as year-month-day that really exists (2024-02-30 does not), in the years 1000–9998. */
export const potdDateSchema = calendarDateSchema;

/** GET /api/potd/preview/{date} and /api/potd/preview/next/{date}: the puzzle of the day for a date. */
export const potdPreviewSchema = z.object({
  /** The date the picture is for (the day after the asked date for /next/). */
  date: z.string(),
  /** The picture to cut into pieces (URL on this site). */
  image: z.string(),
  /** A small preview of it. */
  thumbnailUrl: z.string(),
  /** A built-in scene key (scene01…scene12), or media-{id} for a staff-scheduled picture. */
  key: z.string(),
  /** Staff-scheduled `potd` media (true) or the built-in rotation (false). */
  scheduled: z.boolean(),
});
export type PotdPreview = z.infer<typeof potdPreviewSchema>;

/** The date in UTC as YYYY-MM-DD. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The visitor's own calendar date (the browser's time zone) as YYYY-MM-DD. */
export function localIsoDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole days from 1970-01-01 to a YYYY-MM-DD date (DESIGN §4.9 rotations). */
export function daysSinceEpoch(isoDay: string): number {
  return Math.floor(Date.parse(`${isoDay}T00:00:00Z`) / 86_400_000);
}

export function addDays(isoDay: string, days: number): string {
  return isoDate(new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000));
}
