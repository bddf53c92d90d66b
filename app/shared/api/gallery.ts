import { z } from "../zod";
import { COLORINGS_PER_PAGE, COLORING_PAGES } from "../constants";
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

const pageNumber = z.coerce.number().int().min(0).max(1_000_000);

/** GET /api/colorings?page&rowsPerPage: page index from 0, 12 a page by default (spec §9). */
export const coloringsQuerySchema = z.object({
  page: pageNumber.default(0),
  rowsPerPage: z.coerce.number().int().min(1).max(MAX_ROWS_PER_PAGE).default(COLORINGS_PER_PAGE),
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

/** The last page index for a total (0 when empty). */
export function lastPage(total: number, rowsPerPage: number): number {
  return Math.max(0, Math.ceil(total / rowsPerPage) - 1);
}
