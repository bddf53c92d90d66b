import { z } from "../zod";
import { COLORINGS_PER_PAGE, COLORING_PAGES } from "../constants";
import { pageIndexSchema, rowsPerPageSchema } from "./paging";
import { reactionSchema } from "./reactions";

export const MAX_ROWS_PER_PAGE = 48;

export const coloringPageKeySchema = z.enum(COLORING_PAGES);

/**
 * A coloring as the public sees it (spec §3 Coloring/media): who made it only by displayName and the
 * site's own avatar (DESIGN §4.3), the reactions with counts per emoticon, and the viewer's own reaction.
 */
export const galleryColoringSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  displayName: z.string(),
  /** `/art/avatars/<avatar>.svg` of the owner. */
  photo: z.string(),
  featured: z.number().int(),
  filtered: z.number().int(),
  attributes: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  /** Only reactions whose content parses as `:{name}:` (spec §5). */
  reactions: z.array(reactionSchema),
  /** Emoticon name → how many chose it. */
  reactionCounts: z.record(z.string(), z.number().int()),
  /** The viewer's own reaction (`:p3:`), or null (also for visitors). */
  myReaction: z.string().nullable(),
});
export type GalleryColoring = z.infer<typeof galleryColoringSchema>;

/** GET /api/colorings?page&rowsPerPage: page index from 0, 12 a page by default (spec §9). */
export const coloringsQuerySchema = z.object({
  page: pageIndexSchema,
  rowsPerPage: rowsPerPageSchema(MAX_ROWS_PER_PAGE, COLORINGS_PER_PAGE),
});
export type ColoringsQuery = z.infer<typeof coloringsQuerySchema>;

export const coloringsResponseSchema = z.object({
  totalColorings: z.number().int(),
  colorings: z.array(galleryColoringSchema),
});
export type ColoringsResponse = z.infer<typeof coloringsResponseSchema>;

/** POST /api/upload/coloring answers 201 with the new coloring. */
export const uploadColoringResponseSchema = z.object({ coloring: galleryColoringSchema });
export type UploadColoringResponse = z.infer<typeof uploadColoringResponseSchema>;

/** POST /api/reaction/{id} answers the updated coloring. */
export const reactionResponseSchema = z.object({ coloring: galleryColoringSchema });
export type ReactionResponse = z.infer<typeof reactionResponseSchema>;

/** The gallery page's data (spec §2 Coloring Gallery): one page of colorings and the page shown (from 0, already clamped). */
export type GalleryPageData = ColoringsResponse & { page: number };
