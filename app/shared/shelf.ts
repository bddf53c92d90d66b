// "My pictures" shelf and the sticker book (issue 31, items 2 and 3): the rules both the browser (signed out, kept in
// localStorage) and the server (signed in, kept in the account) follow. Zod-free: the play pages import it to render.

export type ShelfKind = "coloring" | "puzzle";
export type ShelfStatus = "started" | "done";

/** One picture on the shelf: a coloring page (half-done or finished) or a finished puzzle at a piece count. */
export interface ShelfItem {
  kind: ShelfKind;
  pageKey: string;
  /** The piece count of a puzzle; null for a coloring. */
  pieces: number | null;
  status: ShelfStatus;
  /** A small picture of the work as a data: URL (WebP, PNG or JPEG), at most THUMBNAIL_SIZE px a side. */
  thumbnail: string;
  /** When it last changed (ms since 1970). */
  updatedAt: number;
}

/** How many pictures one shelf keeps (the browser's and the account's): the oldest leave first. */
export const MAX_SHELF_ITEMS = 48;
/** The longest side of a thumbnail, in px. */
export const THUMBNAIL_SIZE = 160;
/** The longest thumbnail data: URL accepted (about 24 KB of picture). */
export const MAX_THUMBNAIL_CHARS = 32_000;
/** Page keys are short identifiers (scene01, rescue_team, media-12). */
export const MAX_PAGE_KEY_CHARS = 64;
/** The most puzzle-of-the-day days a merge may bring (more than a year of daily play). */
export const MAX_MERGED_DAYS = 400;

// ── A coloring's drawing in the account (a signed-in child's half-done page opens on another device as it was left).
// Kept as its two paint layers, each a lossless picture, and the sticker list: measured on the built-in pages, a page
// with every region filled is 6–8 KB as lossless WebP and a long brush line about 6 KB, against about 2 KB for a
// list of (region, colour), which the eraser breaks (it clears part of a region) and which leaves the brush lines
// unbounded anyway. One representation, bounded by bytes, for every page.

/** The widest and tallest page a drawing may have (the pages are 1024 px; staff pages are drawn at that size). */
export const MAX_DRAWING_SIDE = 2048;
/** The longest paint layer accepted from the browser: a PNG or WebP data: URL of at most this many characters. */
export const MAX_DRAWING_LAYER_CHARS = 700_000;
/** The most bytes one paint layer may take once the server has re-encoded it (lossless WebP): more is refused, 413. */
export const MAX_DRAWING_LAYER_BYTES = 512 * 1024;
/** The most stickers one drawing keeps. */
export const MAX_DRAWING_STICKERS = 200;

/** One sticker stamped on a page (the engine's StickerItem): which picture, its centre and its side in page px. */
export interface DrawingSticker {
  id: number;
  name: string;
  x: number;
  y: number;
  size: number;
}

/** A coloring page's drawing as the account keeps it: each paint layer a data: URL (null: nothing painted there). */
export interface ShelfDrawing {
  width: number;
  height: number;
  fills: string | null;
  strokes: string | null;
  stickers: DrawingSticker[];
  /** When the account's copy was saved (the server's clock, ms since 1970). */
  updatedAt: number;
}

/** The one key of a picture on a shelf: a coloring per page, a puzzle per picture and piece count. */
export function shelfItemId(item: Pick<ShelfItem, "kind" | "pageKey" | "pieces">): string {
  return item.kind === "coloring" ? `coloring:${item.pageKey}` : `puzzle:${item.pageKey}:${item.pieces ?? 0}`;
}

/** Where a shelf picture opens again: the coloring page (its drawing is kept) or the puzzle at its piece count. */
export function shelfItemHref(item: Pick<ShelfItem, "kind" | "pageKey" | "pieces">): string {
  if (item.kind === "puzzle") return `/play/apps/puzzle/${item.pageKey}/${item.pieces ?? 12}`;
  return item.pageKey === "blank" ? "/play/apps/coloring" : `/play/apps/coloring/${item.pageKey}`;
}

/**
 * The same picture in two places (the browser's shelf and the account's, at sign-in; or a new save over an old one):
 * once finished it stays finished (a child who colours on after Done still has a finished picture), and the picture
 * shown is the newer one.
 */
export function mergeItem(a: ShelfItem, b: ShelfItem): ShelfItem {
  const newer = b.updatedAt > a.updatedAt ? b : a;
  const status: ShelfStatus = a.status === "done" || b.status === "done" ? "done" : "started";
  return { ...newer, status };
}

/** Newest first, at most MAX_SHELF_ITEMS. */
export function trimShelf(items: readonly ShelfItem[]): ShelfItem[] {
  return [...items].sort((a, b) => b.updatedAt - a.updatedAt).slice(0, MAX_SHELF_ITEMS);
}

/** Two shelves as one: each picture once (mergeItem), newest first, bounded. */
export function mergeShelves(a: readonly ShelfItem[], b: readonly ShelfItem[]): ShelfItem[] {
  const byId = new Map<string, ShelfItem>();
  for (const item of [...a, ...b]) {
    const id = shelfItemId(item);
    const seen = byId.get(id);
    byId.set(id, seen ? mergeItem(seen, item) : item);
  }
  return trimShelf([...byId.values()]);
}

// ── Stickers

export type StickerSetName = "props" | "scenery" | "badges";

/** The reward sticker sets (drawn by scripts/art/reward-stickers.ts into public/art/stickers/). */
export const STICKER_SETS: Record<StickerSetName, readonly string[]> = {
  props: ["ladder", "hose", "cone", "wrench", "flashlight", "helmet"],
  scenery: ["tree", "cloud", "sun", "house", "lighthouse", "rainbow"],
  badges: ["star", "heart", "medal", "trophy", "shield", "ribbon"],
};

/** Every reward sticker's id (`set-name`), in the order they are earned: one from each set in turn, for variety. */
export const REWARD_STICKERS: readonly string[] = STICKER_SETS.props.flatMap((_, i) =>
  (Object.keys(STICKER_SETS) as StickerSetName[]).map((set) => `${set}-${STICKER_SETS[set][i]}`),
);

export const isRewardSticker = (id: string): boolean => REWARD_STICKERS.includes(id);

export function stickerUrl(id: string): string {
  return `/art/stickers/${id}.svg`;
}

/** The sticker a finish earns: the first of the book the child does not have yet; null once the book is full. */
export function nextSticker(owned: Iterable<string>): string | null {
  const have = new Set(owned);
  return REWARD_STICKERS.find((id) => !have.has(id)) ?? null;
}

// ── The puzzle of the day's gentle day count: how many different days it was played, never a streak to lose.

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** A finish is counted for the visitor's own calendar day, which may be a day before or after the server's. */
export function isPlausiblePlayDay(day: string, serverNow: Date): boolean {
  if (!isIsoDay(day)) return false;
  const diff = Date.parse(`${day}T00:00:00Z`) - Date.parse(`${serverNow.toISOString().slice(0, 10)}T00:00:00Z`);
  return Math.abs(diff) <= 86_400_000;
}
