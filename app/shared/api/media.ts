import { z } from "../zod";
import { MEDIA_TYPES } from "../constants";
import { dashboardRowsPerPageSchema, pageIndexSchema } from "./paging";
import { idParamSchema } from "./params";

/** 0 or 1 (spec §3: featured is a number); true/false are accepted and stored as 1/0. */
const flag = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((v) => (v ? 1 : 0));

/** Free attributes a staff member may set on a media item (e.g. a title); null removes one. */
const attributeValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

/** The columns an update may change; each also accepted inside `attributes` (the gallery sends `{attributes: {featured}}`). */
export const MEDIA_FLAGS = ["featured", "filtered", "approved"] as const;
export type MediaFlag = (typeof MEDIA_FLAGS)[number];

/**
 * PUT /api/admin/media/{id} body (spec §7). `{attributes: {featured: 1}}` and `{featured: 1}` mean the same;
 * `filtered: 1` hides the item from the public lists, `approved` is the pre-moderation decision. Other
 * attribute keys are merged into the item's attributes.
 */
export const mediaUpdateBodySchema = z
  .object({
    attributes: z
      .record(z.string().min(1).max(40), attributeValue)
      .refine((a) => Object.keys(a).length <= 20, { message: "Too many attributes." })
      .optional(),
    featured: flag.optional(),
    filtered: flag.optional(),
    approved: flag.optional(),
  })
  .strict();
export type MediaUpdateBody = z.input<typeof mediaUpdateBodySchema>;

/** A media item as staff see it. */
export const adminMediaItemSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  ownerId: z.string().nullable(),
  displayName: z.string().nullable(),
  featured: z.number().int(),
  filtered: z.number().int(),
  approved: z.number().int(),
  attributes: z.record(z.string(), z.unknown()),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  createdAt: z.string(),
});
export type AdminMediaItem = z.infer<typeof adminMediaItemSchema>;

export const mediaResponseSchema = z.object({ media: adminMediaItemSchema });
export type MediaResponse = z.infer<typeof mediaResponseSchema>;

export const mediaIdSchema = idParamSchema;

/** DELETE /api/admin/media?id= */
export const mediaDeleteQuerySchema = z.object({ id: mediaIdSchema });
export const mediaDeleteResponseSchema = z.object({ id: z.number().int() });
export type MediaDeleteResponse = z.infer<typeof mediaDeleteResponseSchema>;

/** GET /api/admin/media?type&page&rowsPerPage (DESIGN §4.13: 10, 25 or 50 rows, page from 0). */
export const adminMediaListQuerySchema = z.object({
  type: z.enum(MEDIA_TYPES).optional(),
  page: pageIndexSchema,
  rowsPerPage: dashboardRowsPerPageSchema,
});
export type AdminMediaListQuery = z.infer<typeof adminMediaListQuerySchema>;

export const adminMediaListResponseSchema = z.object({
  mediaList: z.array(adminMediaItemSchema),
  totalMedia: z.number().int(),
});
export type AdminMediaListResponse = z.infer<typeof adminMediaListResponseSchema>;
