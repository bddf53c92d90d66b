import { z } from "../../zod";
import { SERIES_KEYS } from "../../constants";
import { DEFAULT_LOCALE, LOCALES } from "../../locales";
import { dashboardPagingSchema } from "../paging";

// The staff video library (issue 12): upload, transcoding jobs, publish, edit, delete.
// GET /api/admin/videos, POST /api/upload/video, GET|PUT|DELETE /api/admin/videos/:id, POST /api/admin/videos/:id/retry.

/** Limits of an upload, stated in the dashboard: a children's episode or song fits comfortably. */
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const VIDEO_MAX_SECONDS = 10 * 60;
/** Containers ffprobe may report (MP4/MOV share one demuxer, WebM is Matroska's). */
export const VIDEO_ACCEPT = "video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm";
export const VIDEO_UPLOAD_FIELD = "file";
/** The JSON text of `videoFieldsSchema`, sent before the file in the same multipart body. */
export const VIDEO_META_FIELD = "meta";
export const VIDEO_TITLE_MAX = 100;
export const VIDEO_DESCRIPTION_MAX = 2000;

/** Uploaded videos get ids of this shape, so their storage keys (`videos/<id>/…`) are always safe. */
export const uploadedVideoIdSchema = z.string().regex(/^up-[a-z0-9]{6,32}$/, "Unknown video.");

const text = (max: number) => z.string().trim().max(max).default("");
const titlesSchema = z
  .object(
    Object.fromEntries(LOCALES.map((l) => [l, text(VIDEO_TITLE_MAX)])) as Record<
      (typeof LOCALES)[number],
      ReturnType<typeof text>
    >,
  )
  .strict()
  .refine((t) => t[DEFAULT_LOCALE] !== "", {
    path: [DEFAULT_LOCALE],
    message: "Give the video at least an English title.",
  });
const descriptionsSchema = z
  .object(
    Object.fromEntries(LOCALES.map((l) => [l, text(VIDEO_DESCRIPTION_MAX)])) as Record<
      (typeof LOCALES)[number],
      ReturnType<typeof text>
    >,
  )
  .strict();

/** What staff give a video: titles (English required, other languages fall back to it), descriptions, series, published. */
export const videoFieldsSchema = z
  .object({
    titles: titlesSchema,
    descriptions: descriptionsSchema.default(Object.fromEntries(LOCALES.map((l) => [l, ""])) as never),
    seriesKey: z
      .enum(["", ...SERIES_KEYS] as const, { message: `Choose a series: ${SERIES_KEYS.join(", ")}, or none.` })
      .default(""),
    published: z.boolean().default(false),
  })
  .strict();
export type VideoFields = z.infer<typeof videoFieldsSchema>;
export type VideoFieldsInput = z.input<typeof videoFieldsSchema>;

/** PUT /api/admin/videos/:id: any of the fields. */
export const videoUpdateSchema = z
  .object({
    titles: titlesSchema.optional(),
    descriptions: descriptionsSchema.optional(),
    seriesKey: z.enum(["", ...SERIES_KEYS] as const).optional(),
    published: z.boolean().optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Nothing to change." });
export type VideoUpdateInput = z.input<typeof videoUpdateSchema>;

export const VIDEO_STATUSES = ["processing", "ready", "failed"] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

export const videoListQuerySchema = dashboardPagingSchema.extend({
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(VIDEO_STATUSES).optional()),
});
export type VideoListQuery = z.infer<typeof videoListQuerySchema>;

export const libraryVideoSchema = z.object({
  id: z.string(),
  titles: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  seriesKey: z.string(),
  status: z.enum(VIDEO_STATUSES),
  published: z.boolean(),
  /** The HLS master playlist once ready, else "". */
  videoUrl: z.string(),
  /** The 360p progressive MP4 beside the HLS (issue 32); empty while processing, failed, or transcoded before it. */
  fallbackUrl: z.string(),
  thumbnailUrl: z.string(),
  durationSeconds: z.number(),
  /** Uploaded by staff (can be deleted and retried); built-in episodes come with the site. */
  uploaded: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The latest transcoding job: per cent while processing, its error when failed. */
  job: z
    .object({
      status: z.enum(["queued", "running", "done", "failed"]),
      progress: z.number(),
      attempts: z.number().int(),
      maxAttempts: z.number().int(),
      error: z.string(),
    })
    .nullable(),
});
export type LibraryVideo = z.infer<typeof libraryVideoSchema>;

export const videoListResponseSchema = z.object({
  videos: z.array(libraryVideoSchema),
  totalVideos: z.number().int(),
  /** False when ffmpeg is missing: uploads are refused (503) and the page says why. */
  uploadsAvailable: z.boolean(),
});
export type VideoListResponse = z.infer<typeof videoListResponseSchema>;
export const videoResponseSchema = z.object({ video: libraryVideoSchema });

// ── Analytics: the player sends events `video_start:<id>` and `video_complete:<id>`.

export const VIDEO_START_EVENT = "video_start:";
export const VIDEO_COMPLETE_EVENT = "video_complete:";
export const videoPlayStatsSchema = z.object({
  videoId: z.string(),
  title: z.string(),
  starts: z.number().int(),
  completions: z.number().int(),
});
export type VideoPlayStats = z.infer<typeof videoPlayStatsSchema>;
