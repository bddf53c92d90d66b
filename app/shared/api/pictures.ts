import { z } from "../zod";
import { LOCALES } from "../locales";
import { calendarDateSchema, idParamSchema } from "./params";

// Pictures staff add without a deploy, and the puzzle-of-the-day calendar (issue 31).

export const PICTURE_KINDS = ["coloring", "puzzle"] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

/** The media row type that holds a staff picture's files, per kind. */
export const PICTURE_MEDIA_TYPE = { coloring: "coloring-page", puzzle: "puzzle-picture" } as const;

/** The multipart fields of POST /api/admin/pictures. */
export const PICTURE_FILE_FIELD = "file";
export const PICTURE_TITLES_FIELD = "titles";
export const PICTURE_KIND_FIELD = "kind";

export const MAX_PICTURE_TITLE = 60;

const title = z
  .string()
  .trim()
  .min(1, "Write the title in every language.")
  .max(MAX_PICTURE_TITLE, `A title is at most ${MAX_PICTURE_TITLE} characters.`);

/** A title in each of the 8 languages, none empty. */
export const pictureTitlesSchema = z.object(
  Object.fromEntries(LOCALES.map((l) => [l, title])) as Record<(typeof LOCALES)[number], typeof title>,
);
export type PictureTitles = z.infer<typeof pictureTitlesSchema>;

/** The form fields of an upload besides the file (titles arrive as one JSON field). */
export const pictureUploadFieldsSchema = z.object({
  kind: z.enum(PICTURE_KINDS, { message: "Choose coloring page or puzzle picture." }),
  titles: pictureTitlesSchema,
});

/** A staff picture as the dashboard lists it. */
export const staffPictureSchema = z.object({
  id: z.number().int(),
  /** The public key in /play URLs: `media-<id>`. */
  key: z.string(),
  kind: z.enum(PICTURE_KINDS),
  titles: z.record(z.string(), z.string()),
  url: z.string(),
  thumbnailUrl: z.string(),
  regionUrl: z.string().nullable(),
  /** Coloring pages: how many shapes a child can fill. */
  regions: z.number().int().nullable(),
  createdAt: z.string(),
});
export type StaffPicture = z.infer<typeof staffPictureSchema>;

export const pictureResponseSchema = z.object({
  picture: staffPictureSchema,
  /** A coloring page's shapes, each in its own colour (a PNG data URL), for staff to check before children see it. */
  regionsPreview: z.string().nullable(),
});
export type PictureResponse = z.infer<typeof pictureResponseSchema>;

export const pictureListQuerySchema = z.object({ kind: z.enum(PICTURE_KINDS).optional() });
export const pictureListResponseSchema = z.object({ pictures: z.array(staffPictureSchema) });
export type PictureListResponse = z.infer<typeof pictureListResponseSchema>;

export const pictureIdSchema = idParamSchema;
export const pictureUpdateSchema = z.object({ titles: pictureTitlesSchema }).strict();
export const pictureDeleteResponseSchema = z.object({ id: z.number().int() });

/** A month of the calendar: YYYY-MM. */
export const calendarMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be YYYY-MM.")
  .refine((m) => Number(m.slice(0, 4)) >= 1000 && Number(m.slice(0, 4)) <= 9998, "month must be YYYY-MM.");

export const potdCalendarQuerySchema = z.object({ month: calendarMonthSchema });

/** A picture the calendar can put on a day: a built-in scene key or a staff picture's `media-<id>`. */
export const potdPictureKeySchema = z
  .string()
  .max(40)
  .regex(/^(scene\d{2}|media-[1-9]\d{0,9})$/, "Choose a puzzle picture.");

export const potdDayPictureSchema = z.object({ key: z.string(), title: z.string(), thumbnailUrl: z.string() });

/** One day: what children get (scheduled by staff, or the built-in rotation's picture). */
export const potdCalendarDaySchema = z.object({
  date: z.string(),
  scheduled: z.boolean(),
  picture: potdDayPictureSchema,
});
export type PotdCalendarDay = z.infer<typeof potdCalendarDaySchema>;

export const potdCalendarResponseSchema = z.object({
  month: z.string(),
  days: z.array(potdCalendarDaySchema),
  /** Every picture staff may put on a day, in the staff member's language. */
  choices: z.array(potdDayPictureSchema),
});
export type PotdCalendarResponse = z.infer<typeof potdCalendarResponseSchema>;

export const potdDateParamSchema = calendarDateSchema;
export const potdScheduleBodySchema = z.object({ picture: potdPictureKeySchema }).strict();
export const potdDayResponseSchema = z.object({ day: potdCalendarDaySchema });

/** A staff picture as a public page offers it (the /play list, the pickers): title in the page's language. */
export interface PublicPicture {
  key: string;
  title: string;
  url: string;
  thumbnailUrl: string;
  regionUrl: string | null;
}
