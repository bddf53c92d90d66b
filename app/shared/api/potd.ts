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
  /** A built-in scene key (scene01…scene24), or media-{id} for a staff-scheduled picture. */
  key: z.string(),
  /** Staff-scheduled `potd` media (true) or the built-in rotation (false). */
  scheduled: z.boolean(),
});
export type PotdPreview = z.infer<typeof potdPreviewSchema>;
