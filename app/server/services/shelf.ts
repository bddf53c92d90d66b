import { and, asc, count, desc, eq, notInArray, sql } from "drizzle-orm";
import sharp from "sharp";
import type { ShelfData } from "~/shared/api/shelf";
import { addDays, isoDate } from "~/shared/calendar";
import {
  MAX_SHELF_ITEMS,
  THUMBNAIL_SIZE,
  isPlausiblePlayDay,
  mergeItem,
  mergeShelves,
  nextSticker,
  shelfItemId,
  type ShelfItem,
} from "~/shared/shelf";
import { HttpError } from "../http/api";
import { db } from "../db/client";
import { earnedStickers, potdDays, shelfItems, users } from "../db/schema";
import { encodeDrawing, forgetDrawing, writeDrawing, type DrawingInput } from "./shelf-drawing";

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];
type NewItem = Omit<ShelfItem, "updatedAt"> & { drawing?: DrawingInput };

/** The most pixels a thumbnail may claim before decoding (a small file can promise a huge picture). */
const MAX_THUMBNAIL_INPUT_PIXELS = 1024 * 1024;

/**
 * The browser's thumbnail, decoded and drawn again by sharp (never stored as sent): at most THUMBNAIL_SIZE px a side,
 * WebP, no metadata. Not a picture: 400.
 */
export async function reencodeThumbnail(dataUrl: string): Promise<string> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  try {
    const out = await sharp(bytes, { limitInputPixels: MAX_THUMBNAIL_INPUT_PIXELS, failOn: "error" })
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return `data:image/webp;base64,${out.toString("base64")}`;
  } catch {
    throw new HttpError(400, "The picture could not be read.");
  }
}

/** One user's changes run one after another: the row lock on the user orders concurrent saves and merges. */
async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

const rowToItem = (row: typeof shelfItems.$inferSelect): ShelfItem => ({
  kind: row.kind === "puzzle" ? "puzzle" : "coloring",
  pageKey: row.pageKey,
  pieces: row.pieces,
  status: row.status === "done" ? "done" : "started",
  thumbnail: row.thumbnail,
  updatedAt: row.updatedAt.getTime(),
});

const itemToRow = (userId: string, item: ShelfItem): typeof shelfItems.$inferInsert => ({
  userId,
  itemId: shelfItemId(item),
  kind: item.kind,
  pageKey: item.pageKey,
  pieces: item.pieces,
  status: item.status,
  thumbnail: item.thumbnail,
  updatedAt: new Date(item.updatedAt),
});

async function upsertItems(tx: Tx, userId: string, items: ShelfItem[]): Promise<void> {
  if (!items.length) return;
  await tx
    .insert(shelfItems)
    .values(items.map((item) => itemToRow(userId, item)))
    .onConflictDoUpdate({
      target: [shelfItems.userId, shelfItems.itemId],
      set: {
        status: sql`excluded.status`,
        thumbnail: sql`excluded.thumbnail`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** The shelf keeps its newest MAX_SHELF_ITEMS pictures: the oldest leave. */
async function trimToLimit(tx: Tx, userId: string): Promise<void> {
  const kept = tx
    .select({ itemId: shelfItems.itemId })
    .from(shelfItems)
    .where(eq(shelfItems.userId, userId))
    .orderBy(desc(shelfItems.updatedAt), asc(shelfItems.itemId))
    .limit(MAX_SHELF_ITEMS);
  await tx.delete(shelfItems).where(and(eq(shelfItems.userId, userId), notInArray(shelfItems.itemId, kept)));
}

async function ownedStickers(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ sticker: earnedStickers.sticker })
    .from(earnedStickers)
    .where(eq(earnedStickers.userId, userId))
    .orderBy(asc(earnedStickers.earnedAt), asc(earnedStickers.sticker));
  return rows.map((r) => r.sticker);
}

async function countDays(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(potdDays).where(eq(potdDays.userId, userId));
  return row?.n ?? 0;
}

async function readShelf(tx: Tx, userId: string): Promise<ShelfData> {
  const rows = await tx
    .select()
    .from(shelfItems)
    .where(eq(shelfItems.userId, userId))
    .orderBy(desc(shelfItems.updatedAt), asc(shelfItems.itemId));
  return {
    items: rows.map(rowToItem),
    stickers: await ownedStickers(tx, userId),
    potdDays: await countDays(tx, userId),
  };
}

/** The account's shelf, sticker book and day count (its owner only: the routes pass the caller's own id). */
export function getShelf(userId: string): Promise<ShelfData> {
  return db().transaction((tx) => readShelf(tx, userId));
}

/**
 * Saves one picture on the shelf, with the drawing of a coloring when it comes along (in the same transaction). The
 * first time a picture is finished it earns the next sticker of the book (in the same transaction, so a sticker is
 * never given twice for one picture, even for two saves at once).
 */
export async function saveShelfItem(
  userId: string,
  input: NewItem,
  now = new Date(),
): Promise<{ item: ShelfItem; sticker: string | null; drawingAt: number | null }> {
  const { drawing: drawingInput, ...work } = input;
  const [thumbnail, drawing] = await Promise.all([
    reencodeThumbnail(work.thumbnail),
    drawingInput && encodeDrawing(drawingInput),
  ]);
  const incoming: ShelfItem = { ...work, thumbnail, updatedAt: now.getTime() };
  return db().transaction(async (tx) => {
    await lockUser(tx, userId);
    const [row] = await tx
      .select()
      .from(shelfItems)
      .where(and(eq(shelfItems.userId, userId), eq(shelfItems.itemId, shelfItemId(incoming))));
    const existing = row ? rowToItem(row) : null;
    const item = existing ? mergeItem(existing, incoming) : incoming;
    await upsertItems(tx, userId, [item]);
    if (drawing) await writeDrawing(tx, userId, item.pageKey, drawing, now);
    await trimToLimit(tx, userId);
    let sticker: string | null = null;
    if (item.status === "done" && existing?.status !== "done") {
      sticker = nextSticker(await ownedStickers(tx, userId));
      if (sticker) await tx.insert(earnedStickers).values({ userId, sticker, earnedAt: now });
    }
    return { item, sticker, drawingAt: drawing ? now.getTime() : null };
  });
}

/**
 * Sign-in: what the browser kept while signed out joins the account. The same picture in both becomes one (mergeItem:
 * finished wins over half-done, the newer picture is shown); stickers and days are the union of both. A time from the
 * browser's clock later than the server's counts as now (it would otherwise win every later merge).
 */
export async function mergeShelf(
  userId: string,
  local: { items: ShelfItem[]; stickers: string[]; potdDays: string[] },
  now = new Date(),
): Promise<ShelfData> {
  const incoming: ShelfItem[] = [];
  for (const item of local.items) {
    incoming.push({
      ...item,
      thumbnail: await reencodeThumbnail(item.thumbnail),
      updatedAt: Math.min(item.updatedAt, now.getTime()),
    });
  }
  // Days after the child's tomorrow cannot have been played yet.
  const latest = addDays(isoDate(now), 1);
  const days = [...new Set(local.potdDays)].filter((day) => day <= latest);
  return db().transaction(async (tx) => {
    await lockUser(tx, userId);
    const existing = (await tx.select().from(shelfItems).where(eq(shelfItems.userId, userId))).map(rowToItem);
    await upsertItems(tx, userId, mergeShelves(existing, incoming));
    await trimToLimit(tx, userId);
    const stickers = [...new Set(local.stickers)];
    if (stickers.length)
      await tx
        .insert(earnedStickers)
        .values(stickers.map((sticker) => ({ userId, sticker, earnedAt: now })))
        .onConflictDoNothing();
    if (days.length)
      await tx
        .insert(potdDays)
        .values(days.map((day) => ({ userId, day })))
        .onConflictDoNothing();
    return readShelf(tx, userId);
  });
}

/** Today's puzzle was finished on `day` (the child's calendar, within a day of the server's): the count of days. */
export async function addPotdDay(userId: string, day: string, now = new Date()): Promise<{ potdDays: number }> {
  if (!isPlausiblePlayDay(day, now)) throw new HttpError(400, "The day must be today.");
  return db().transaction(async (tx) => {
    await tx.insert(potdDays).values({ userId, day }).onConflictDoNothing();
    return { potdDays: await countDays(tx, userId) };
  });
}

/**
 * A coloring was cleared to a blank page: its drawing leaves the account, and a half-done one leaves the shelf (a
 * finished one stays: it was finished once).
 */
export async function forgetStartedColoring(userId: string, pageKey: string): Promise<void> {
  await db().transaction(async (tx) => {
    await forgetDrawing(tx, userId, pageKey);
    await tx
      .delete(shelfItems)
      .where(
        and(
          eq(shelfItems.userId, userId),
          eq(shelfItems.itemId, shelfItemId({ kind: "coloring", pageKey, pieces: null })),
          eq(shelfItems.status, "started"),
        ),
      );
  });
}
