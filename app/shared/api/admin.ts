import { z } from "../zod";
import { GRADES, MEDIA_TYPES } from "../constants";
import { publicNameSchema } from "./account";
import { dashboardPagingSchema } from "./paging";
import { channelSchema, isoDaySchema, linkSchema, optional } from "./admin/common";
import type { Campaign } from "./admin/campaigns";
import { videoPlayStatsSchema } from "./admin/videos";
import { adminMediaItemSchema, adminMediaListQuerySchema } from "./media";
import { idParamSchema } from "./params";

export * from "./admin/common";
export * from "./admin/campaigns";

// The API contract of the staff dashboard (spec §7 `/api/admin/…`, `/api/upload/media`; DESIGN §4.1, §4.10–§4.13, §4.16).

// ── Users (admin only).

export const usersQuerySchema = dashboardPagingSchema.extend({
  search: optional(z.string().trim().max(100)),
  grade: optional(z.enum(GRADES)),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  /** The list name's key (`brave-helicopter-42`), for the rename pickers. */
  publicName: z.string(),
  photo: z.string(),
  grade: z.enum(GRADES),
  identity: z.string().nullable(),
  totalColorings: z.number().int(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const usersResponseSchema = z.object({ users: z.array(adminUserSchema), totalUsers: z.number().int() });
export type UsersResponse = z.infer<typeof usersResponseSchema>;

const userIdSchema = z.string().trim().min(1, "Choose a user.").max(100);
export const gradeBodySchema = z.object({
  id: userIdSchema,
  grade: z.enum(GRADES, { message: `Unknown grade: use one of ${GRADES.join(", ")}.` }),
});
export const renameBodySchema = z.object({ id: userIdSchema, displayName: publicNameSchema });
export const userIdQuerySchema = z.object({ id: userIdSchema });
export const userResponseSchema = z.object({ user: adminUserSchema });
export const idResponseSchema = z.object({ id: z.union([z.string(), z.number()]) });

// ── Media (staff). The list query and item come from the media contract; the dashboard adds a review filter.

export const MEDIA_STATUSES = ["all", "pending", "filtered", "featured"] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];
export const mediaListQuerySchema = adminMediaListQuerySchema.extend({
  type: optional(z.enum(MEDIA_TYPES)),
  status: optional(z.enum(MEDIA_STATUSES)),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

export const dashboardMediaSchema = adminMediaItemSchema.extend({
  /** The owner's character avatar, or "" for site pictures without an owner. */
  photo: z.string(),
  reactions: z.number().int(),
  /** For `potd`: the dates it is scheduled for. */
  potdDates: z.array(z.string()),
});
export type DashboardMedia = z.infer<typeof dashboardMediaSchema>;
export const mediaListResponseSchema = z.object({
  mediaList: z.array(dashboardMediaSchema),
  totalMedia: z.number().int(),
});
export type MediaListResponse = z.infer<typeof mediaListResponseSchema>;

/** POST /api/upload/media: multipart `file`, `type`, and for `potd` the `date` it is the puzzle of the day. */
export const MEDIA_UPLOAD_FIELD = "file";
export const mediaUploadFieldsSchema = z
  .object({
    type: z.enum(MEDIA_TYPES, { message: `Choose a type: ${MEDIA_TYPES.join(", ")}.` }),
    date: optional(isoDaySchema),
  })
  .refine((f) => f.type !== "potd" || f.date !== undefined, {
    path: ["date"],
    message: "A puzzle of the day needs a date.",
  });
export const mediaUploadResponseSchema = z.object({ media: dashboardMediaSchema, totalMedia: z.number().int() });

// ── SEO entries (staff; DESIGN §4.11).

export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;
const seoFields = {
  path: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/(?!\/)[^\s?#]*$/, "The path must start with / (without ? or #)."),
  locale: channelSchema,
  title: z.string().trim().max(SEO_TITLE_MAX),
  description: z.string().trim().max(SEO_DESCRIPTION_MAX),
  keywords: z.string().trim().max(255),
  image: linkSchema(500),
  noindex: z.boolean(),
};
export const seoCreateSchema = z
  .object({
    ...seoFields,
    locale: seoFields.locale.default("*"),
    title: seoFields.title.default(""),
    description: seoFields.description.default(""),
    keywords: seoFields.keywords.default(""),
    image: seoFields.image.default(""),
    noindex: seoFields.noindex.default(false),
  })
  .strict();
export type SeoCreateInput = z.input<typeof seoCreateSchema>;
export const seoUpdateSchema = z
  .object(
    Object.fromEntries(Object.entries(seoFields).map(([k, s]) => [k, s.optional()])) as {
      [K in keyof typeof seoFields]: z.ZodOptional<(typeof seoFields)[K]>;
    },
  )
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Nothing to change." });
export type SeoUpdateInput = z.input<typeof seoUpdateSchema>;
export const seoIdSchema = idParamSchema;

export const adminSeoSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  locale: channelSchema,
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  image: z.string(),
  noindex: z.boolean(),
  updatedAt: z.string(),
});
export type AdminSeo = z.infer<typeof adminSeoSchema>;
export const seoListResponseSchema = z.object({ seoList: z.array(adminSeoSchema) });
export const seoResponseSchema = z.object({ seo: adminSeoSchema });

// ── Activity logs (admin; DESIGN §4.12).

export const logsQuerySchema = dashboardPagingSchema
  .extend({
    actor: optional(z.string().trim().max(100)),
    action: optional(z.string().trim().max(64)),
    from: optional(isoDaySchema),
    to: optional(isoDaySchema),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ["to"],
    message: "The end date must not be before the start date.",
  });
export type LogsQuery = z.infer<typeof logsQuerySchema>;

export const logEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  summary: z.object({ before: z.unknown().optional(), after: z.unknown().optional() }),
  createdAt: z.string(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;
export const logsResponseSchema = z.object({ logs: z.array(logEntrySchema), totalLogs: z.number().int() });
export type LogsResponse = z.infer<typeof logsResponseSchema>;

// ── Analytics (staff; DESIGN §4.16).

export const ANALYTICS_RANGES = [7, 30, 90] as const;
export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((n) => (ANALYTICS_RANGES as readonly number[]).includes(n), {
      message: `days must be one of ${ANALYTICS_RANGES.join(", ")}`,
    })
    .default(30),
});
export const dailyCountSchema = z.object({ date: z.string(), pageviews: z.number().int(), events: z.number().int() });
export type DailyCount = z.infer<typeof dailyCountSchema>;
export const analyticsResponseSchema = z.object({
  days: z.array(dailyCountSchema),
  pages: z.array(z.object({ path: z.string(), views: z.number().int() })),
  locales: z.array(z.object({ locale: z.string(), views: z.number().int() })),
  events: z.array(z.object({ name: z.string(), count: z.number().int() })),
  totals: z.object({ pageviews: z.number().int(), events: z.number().int() }),
  /** Starts and completions per video (the player's `video_start:<id>` / `video_complete:<id>` events). */
  videos: z.array(videoPlayStatsSchema),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

// ── The main dashboard screen (read by its page loader, no HTTP call).

export interface DashboardSummary {
  totals: {
    users: number;
    staff: number;
    blocked: number;
    media: number;
    colorings: number;
    pending: number;
    filtered: number;
    campaigns: number;
    seo: number;
  };
  moderation: "pre" | "post";
  /** Newest uploads waiting for review (GALLERY_MODERATION=pre). */
  pending: DashboardMedia[];
  activeCampaigns: Campaign[];
  pageViews: DailyCount[];
}
