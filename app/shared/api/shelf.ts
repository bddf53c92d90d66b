import { z } from "../zod";
import {
  MAX_DRAWING_LAYER_CHARS,
  MAX_DRAWING_SIDE,
  MAX_DRAWING_STICKERS,
  MAX_MERGED_DAYS,
  MAX_PAGE_KEY_CHARS,
  MAX_SHELF_ITEMS,
  MAX_THUMBNAIL_CHARS,
  REWARD_STICKERS,
} from "../shelf";
import { calendarDateSchema } from "./params";

/** The picture of a shelf item: a small WebP, PNG or JPEG as a base64 data: URL (re-encoded by the server). */
export const thumbnailSchema = z
  .string()
  .max(MAX_THUMBNAIL_CHARS, `The picture must be at most ${MAX_THUMBNAIL_CHARS} characters.`)
  .regex(/^data:image\/(webp|png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/, "The picture must be a data: URL of an image.");

export const shelfPageKeySchema = z
  .string()
  .min(1)
  .max(MAX_PAGE_KEY_CHARS)
  .regex(/^[a-z0-9_-]+$/, "The page key may use only a-z, 0-9, _ and -.");

/** One paint layer of a drawing: a lossless PNG or WebP as a base64 data: URL (re-encoded by the server). */
export const drawingLayerSchema = z
  .string()
  .max(MAX_DRAWING_LAYER_CHARS, `A paint layer must be at most ${MAX_DRAWING_LAYER_CHARS} characters.`)
  .regex(/^data:image\/(webp|png);base64,[A-Za-z0-9+/]+={0,2}$/, "A paint layer must be a data: URL of a PNG or WebP.");

const pageCoordinate = z
  .number()
  .min(-MAX_DRAWING_SIDE)
  .max(2 * MAX_DRAWING_SIDE);

export const drawingStickerSchema = z
  .object({
    id: z.number().int().positive().max(1_000_000),
    name: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, "A sticker name may use only letters, digits, _ and -."),
    x: pageCoordinate,
    y: pageCoordinate,
    size: z.number().positive().max(MAX_DRAWING_SIDE),
  })
  .strict();

/** A coloring page's drawing, sent with its shelf item so a signed-in child finds it on any device. */
export const drawingInputSchema = z
  .object({
    width: z.number().int().min(1).max(MAX_DRAWING_SIDE),
    height: z.number().int().min(1).max(MAX_DRAWING_SIDE),
    fills: drawingLayerSchema.nullable(),
    strokes: drawingLayerSchema.nullable(),
    stickers: z
      .array(drawingStickerSchema)
      .max(MAX_DRAWING_STICKERS, `A drawing keeps at most ${MAX_DRAWING_STICKERS} stickers.`),
  })
  .strict();

/** One picture the child worked on; a coloring has no piece count, a puzzle is only kept once finished. */
export const shelfItemInputSchema = z
  .object({
    kind: z.enum(["coloring", "puzzle"]),
    pageKey: shelfPageKeySchema,
    pieces: z.number().int().min(2).max(100).nullable(),
    status: z.enum(["started", "done"]),
    thumbnail: thumbnailSchema,
    drawing: drawingInputSchema.optional(),
  })
  .strict()
  .refine((item) => (item.kind === "coloring") === (item.pieces === null), {
    message: "A puzzle needs its piece count and a coloring has none.",
  })
  .refine((item) => item.kind === "coloring" || item.status === "done", {
    message: "Only finished puzzles are kept on the shelf.",
  })
  .refine((item) => item.kind === "coloring" || item.drawing === undefined, {
    message: "Only a coloring has a drawing.",
  });

/** A shelf item from the browser, with the time it last changed there (for the merge at sign-in). */
export const mergedShelfItemSchema = z
  .object({
    kind: z.enum(["coloring", "puzzle"]),
    pageKey: shelfPageKeySchema,
    pieces: z.number().int().min(2).max(100).nullable(),
    status: z.enum(["started", "done"]),
    thumbnail: thumbnailSchema,
    updatedAt: z.number().int().nonnegative(),
  })
  .strict()
  .refine((item) => (item.kind === "coloring") === (item.pieces === null), {
    message: "A puzzle needs its piece count and a coloring has none.",
  });

const stickerIdSchema = z.string().refine((id) => REWARD_STICKERS.includes(id), "No sticker has this name.");

/** POST /api/shelf/merge: what the browser kept while signed out, brought into the account at sign-in. */
export const shelfMergeSchema = z
  .object({
    items: z.array(mergedShelfItemSchema).max(MAX_SHELF_ITEMS, `At most ${MAX_SHELF_ITEMS} pictures.`),
    stickers: z.array(stickerIdSchema).max(REWARD_STICKERS.length),
    potdDays: z.array(calendarDateSchema).max(MAX_MERGED_DAYS, `At most ${MAX_MERGED_DAYS} days.`),
  })
  .strict();

/** POST /api/shelf/potd-day: today's puzzle was finished on this day of the child's own calendar. */
export const potdDaySchema = z.object({ date: calendarDateSchema }).strict();

export const shelfItemSchema = z.object({
  kind: z.enum(["coloring", "puzzle"]),
  pageKey: z.string(),
  pieces: z.number().nullable(),
  status: z.enum(["started", "done"]),
  thumbnail: z.string(),
  updatedAt: z.number(),
});

/** The account's shelf: its pictures (newest first), the stickers earned (in the order earned) and the day count. */
export const shelfResponseSchema = z.object({
  items: z.array(shelfItemSchema),
  stickers: z.array(z.string()),
  potdDays: z.number(),
});
export type ShelfData = z.infer<typeof shelfResponseSchema>;

/**
 * PUT /api/shelf/item: the saved picture, the sticker this finish earned (null: none) and, when a drawing came with
 * it, when the account's copy of the drawing was saved (the browser keeps it to know which copy is newer).
 */
export const shelfSaveResponseSchema = z.object({
  item: shelfItemSchema,
  sticker: z.string().nullable(),
  drawingAt: z.number().nullable(),
});

/** GET /api/shelf/coloring/{pageKey}: the account's drawing of that page. */
export const shelfDrawingSchema = z.object({
  width: z.number(),
  height: z.number(),
  fills: z.string().nullable(),
  strokes: z.string().nullable(),
  stickers: z.array(z.object({ id: z.number(), name: z.string(), x: z.number(), y: z.number(), size: z.number() })),
  updatedAt: z.number(),
});
export const potdDayResponseSchema = z.object({ potdDays: z.number() });
