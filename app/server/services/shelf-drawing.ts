import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import type { z } from "~/shared/zod";
import type { drawingInputSchema } from "~/shared/api/shelf";
import { MAX_DRAWING_LAYER_BYTES, MAX_DRAWING_SIDE, shelfItemId, type ShelfDrawing } from "~/shared/shelf";
import { HttpError } from "../http/api";
import { db } from "../db/client";
import { shelfDrawings } from "../db/schema";

// A coloring's drawing in the account (issue 31): what a signed-in child painted on a page, so the page opens as it was
// left on any device. Saved with its shelf item (saveShelfItem), read back by the coloring page.

export type DrawingInput = z.infer<typeof drawingInputSchema>;
type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/** A drawing as stored: each layer re-encoded, ready to write in the item's transaction. */
export type EncodedDrawing = Omit<ShelfDrawing, "updatedAt">;

/**
 * One paint layer from the browser, decoded and written again by sharp as lossless WebP (never stored as sent). It
 * must be a picture of exactly the page's size (400 otherwise) and fit MAX_DRAWING_LAYER_BYTES once re-encoded (413).
 */
async function reencodeLayer(dataUrl: string, width: number, height: number): Promise<string> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  let out: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_DRAWING_SIDE * MAX_DRAWING_SIDE, failOn: "error" });
    const meta = await image.metadata();
    if (meta.width !== width || meta.height !== height) throw new HttpError(400, "A paint layer must be page-sized.");
    out = await image.ensureAlpha().webp({ lossless: true, effort: 2 }).toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, "A paint layer could not be read.");
  }
  if (out.length > MAX_DRAWING_LAYER_BYTES)
    throw new HttpError(413, `A paint layer may take at most ${MAX_DRAWING_LAYER_BYTES / 1024} KB.`);
  return `data:image/webp;base64,${out.toString("base64")}`;
}

export async function encodeDrawing(input: DrawingInput): Promise<EncodedDrawing> {
  const { width, height } = input;
  const [fills, strokes] = await Promise.all([
    input.fills === null ? null : reencodeLayer(input.fills, width, height),
    input.strokes === null ? null : reencodeLayer(input.strokes, width, height),
  ]);
  return { width, height, fills, strokes, stickers: input.stickers };
}

/** Writes the drawing of the caller's coloring `pageKey` (its shelf item is already in place in this transaction). */
export async function writeDrawing(tx: Tx, userId: string, pageKey: string, drawing: EncodedDrawing, at: Date) {
  const row = { ...drawing, userId, itemId: shelfItemId({ kind: "coloring", pageKey, pieces: null }), updatedAt: at };
  await tx
    .insert(shelfDrawings)
    .values(row)
    .onConflictDoUpdate({ target: [shelfDrawings.userId, shelfDrawings.itemId], set: row });
}

/** The account's drawing of one of the caller's own pages; 404 when there is none. */
export async function readDrawing(userId: string, pageKey: string): Promise<ShelfDrawing> {
  const [row] = await db()
    .select()
    .from(shelfDrawings)
    .where(
      and(
        eq(shelfDrawings.userId, userId),
        eq(shelfDrawings.itemId, shelfItemId({ kind: "coloring", pageKey, pieces: null })),
      ),
    );
  if (!row) throw new HttpError(404, "There is no drawing of this page.");
  const { width, height, fills, strokes, stickers } = row;
  return { width, height, fills, strokes, stickers, updatedAt: row.updatedAt.getTime() };
}

/** The page was cleared: its drawing leaves the account, whether the picture was finished or not. */
export async function forgetDrawing(tx: Tx, userId: string, pageKey: string): Promise<void> {
  await tx
    .delete(shelfDrawings)
    .where(
      and(
        eq(shelfDrawings.userId, userId),
        eq(shelfDrawings.itemId, shelfItemId({ kind: "coloring", pageKey, pieces: null })),
      ),
    );
}
