import type { ColoringPage, Layer, SavedPage, StickerItem } from "~/games/coloring";
import type { ShelfStatus } from "~/shared/shelf";
import {
  SHELF_CHANGED,
  forgetStartedColoring,
  isShelfSignedIn,
  makeThumbnail,
  recordWork,
} from "~/ui/shelf/shelf-store";
import { sendToAccount } from "./account-drawing";
import type { LocalCopy } from "./drawing-choice";

/**
 * Keeps each coloring page's drawing in IndexedDB, so it survives a reload and the sign-in round trip (spec §2 /
 * issue: signed out, the drawing is kept): the fill and brush layers as raw RGBA, gzip-compressed (exact pixels, a
 * few KB for a typical picture) where CompressionStream exists, the stickers, and the undo and redo steps (already
 * run-length encoded) unless they have grown past HISTORY_BYTES_KEPT. Records from before layers (one `data` paint
 * layer, bare pixel steps) still load: the page takes them as its fills.
 */
const DB_NAME = "rescue-coloring";
const STORE = "paint";

interface SavedRecord {
  width: number;
  height: number;
  encoding: "gzip" | "raw";
  /** Layered records (version 2). */
  version?: 2;
  fills?: Blob;
  strokes?: Blob;
  stickers?: readonly StickerItem[];
  /** Before layers: the one paint layer. */
  data?: Blob;
  history?: SavedPage["history"];
  savedAt: number;
  /** What this browser knows of the account's copy (signed in): drawing-choice.ts. */
  accountAt?: number;
  sentAt?: number;
}

type AccountSync = Pick<LocalCopy, "accountAt" | "sentAt">;
/** Per page, the account copy this browser last sent or took; written into every record saved. */
const accountSync = new Map<string, AccountSync>();

/** Above this, the drawing is kept without its undo steps (storage is shared with the whole site). */
const HISTORY_BYTES_KEPT = 8 * 1024 * 1024;

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

const canCompress = () => typeof CompressionStream === "function" && typeof DecompressionStream === "function";

async function pack(layer: Layer): Promise<Blob> {
  // One 4 MB copy (the drawing may change while it is being compressed), compressed in small async chunks.
  const copy = layer.data.slice();
  return canCompress()
    ? new Response(new Response(copy).body!.pipeThrough(new CompressionStream("gzip"))).blob()
    : new Blob([copy]);
}

async function unpack(
  blob: Blob | undefined,
  encoding: SavedRecord["encoding"],
  width: number,
  height: number,
): Promise<Layer | undefined> {
  if (!blob) return undefined;
  const stream = encoding === "gzip" ? blob.stream().pipeThrough(new DecompressionStream("gzip")) : blob.stream();
  const data = new Uint8ClampedArray(await new Response(stream).arrayBuffer());
  if (data.length !== width * height * 4) throw new RangeError("saved layer has the wrong size");
  return { width, height, data };
}

function isBlank(layer: Layer): boolean {
  const words = new Uint32Array(layer.data.buffer, layer.data.byteOffset, layer.data.length >> 2);
  for (let i = 0; i < words.length; i++) if (words[i] !== 0) return false;
  return true;
}

/**
 * Saves (or, for an empty page without undo steps, forgets) the drawing of one page, and puts it on the shelf. With
 * `savedAt`, only keeps it here (a copy just taken from the account). Failures are silent: it is a convenience.
 */
export async function saveDrawing(pageKey: string, page: ColoringPage, savedAt?: number): Promise<void> {
  try {
    if (
      isBlank(page.fills) &&
      isBlank(page.strokes) &&
      page.stickers.items.length === 0 &&
      !page.canUndo &&
      !page.canRedo
    ) {
      await withStore("readwrite", (store) => store.delete(pageKey));
      if (savedAt === undefined) leaveShelf(pageKey);
      return;
    }
    // Layers and steps taken at the same moment, so they match.
    const { fills, strokes, stickers, history } = page.snapshot();
    const steps = page.history.byteLength <= HISTORY_BYTES_KEPT ? history : undefined;
    const [fillBlob, strokeBlob] = await Promise.all([pack(fills), pack(strokes)]);
    const record: SavedRecord = {
      version: 2,
      width: page.width,
      height: page.height,
      encoding: canCompress() ? "gzip" : "raw",
      fills: fillBlob,
      strokes: strokeBlob,
      stickers,
      history: steps,
      savedAt: savedAt ?? Date.now(),
      ...accountSync.get(pageKey),
    };
    await withStore("readwrite", (store) => store.put(record, pageKey));
    if (savedAt !== undefined) return;
    // A page cleared to blank (its undo steps kept) is no longer a picture on the shelf.
    if (isBlank(page.fills) && isBlank(page.strokes) && page.stickers.items.length === 0) leaveShelf(pageKey);
    else noteOnShelf(pageKey, page);
  } catch {
    /* storage full or unavailable (private mode): the drawing just is not kept */
  }
}

/**
 * This browser's saved drawing of a page if it matches the page size, else null (the page checks the undo steps
 * itself), with when it was saved and what it knows of the account's copy.
 */
export async function loadDrawing(
  pageKey: string,
  width: number,
  height: number,
): Promise<{ saved: SavedPage; copy: LocalCopy } | null> {
  try {
    const record = (await withStore("readonly", (store) => store.get(pageKey))) as SavedRecord | undefined;
    if (!record || record.width !== width || record.height !== height) return null;
    const { encoding, savedAt, accountAt, sentAt } = record;
    const copy = { savedAt, accountAt, sentAt };
    accountSync.set(pageKey, { accountAt, sentAt });
    if (record.version !== 2)
      return { saved: { paint: await unpack(record.data, encoding, width, height), history: record.history }, copy };
    const [fills, strokes] = await Promise.all([
      unpack(record.fills, encoding, width, height),
      unpack(record.strokes, encoding, width, height),
    ]);
    return { saved: { fills, strokes, stickers: record.stickers, history: record.history }, copy };
  } catch {
    return null;
  }
}

/** The page now shows the account's copy (saved there at `accountAt`): this browser keeps it, in sync. */
export async function keepAccountCopy(pageKey: string, page: ColoringPage, accountAt: number): Promise<void> {
  const now = Date.now();
  accountSync.set(pageKey, { accountAt, sentAt: now });
  await saveDrawing(pageKey, page, now);
}

/** After a send: the saved record learns which account copy it matches (read and written in one transaction). */
async function markSent(pageKey: string, sync: AccountSync): Promise<void> {
  accountSync.set(pageKey, sync);
  try {
    const db = await openDb();
    try {
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(STORE, "readwrite");
        const store = tx.objectStore(STORE);
        const read = store.get(pageKey);
        read.onsuccess = () => {
          if (read.result) store.put({ ...(read.result as SavedRecord), ...sync }, pageKey);
        };
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
    } finally {
      db.close();
    }
  } catch {
    /* the next save writes it */
  }
}

/**
 * Puts the page on the child's shelf: the account's (with the drawing, so it opens on any device) when signed in, this
 * browser's otherwise. Answers the sticker a first finish earned (null: none, or it could not be saved).
 */
export async function recordColoring(
  pageKey: string,
  page: ColoringPage,
  status: ShelfStatus,
  thumbnail: string,
): Promise<string | null> {
  if (!isShelfSignedIn()) return recordWork({ kind: "coloring", pageKey, pieces: null, status, thumbnail }, false);
  const sentAt = Date.now();
  try {
    const { sticker, drawingAt } = await sendToAccount(pageKey, page, status, thumbnail);
    if (drawingAt !== null) await markSent(pageKey, { accountAt: drawingAt, sentAt });
    return sticker;
  } catch {
    return null; // offline or refused: the drawing stays in this browser and goes with the next save
  } finally {
    window.dispatchEvent(new Event(SHELF_CHANGED));
  }
}

/** The shelf's picture of a half-done page is redrawn at most this often while the child colours. */
const SHELF_EVERY_MS = 4000;
const shelfNoted = new Map<string, { at: number; timer?: ReturnType<typeof setTimeout> }>();

/** The page is blank again: no pending shelf picture, and a half-done one leaves the shelf. */
function leaveShelf(pageKey: string): void {
  clearTimeout(shelfNoted.get(pageKey)?.timer);
  shelfNoted.delete(pageKey);
  forgetStartedColoring(pageKey);
}

/**
 * Puts the page on the "My pictures" shelf as half-done, with a small picture of it (an account's shelf is only told
 * every few seconds: a child colouring makes a save every few hundred milliseconds). Finished pages are recorded by Done.
 */
export function noteOnShelf(pageKey: string, page: ColoringPage): void {
  const noted = shelfNoted.get(pageKey) ?? { at: 0 };
  shelfNoted.set(pageKey, noted);
  clearTimeout(noted.timer);
  const record = () => {
    noted.at = Date.now();
    noted.timer = undefined;
    const thumbnail = layerThumbnail(page.toImage());
    if (thumbnail) void recordColoring(pageKey, page, "started", thumbnail);
  };
  const wait = noted.at + SHELF_EVERY_MS - Date.now();
  if (wait <= 0) record();
  else noted.timer = setTimeout(record, wait);
}

/** A finished picture (paper, paint, lines, stickers) as the shelf's small picture. */
export function layerThumbnail(picture: Layer): string | null {
  if (typeof document === "undefined") return null;
  const canvas = document.createElement("canvas");
  canvas.width = picture.width;
  canvas.height = picture.height;
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  ctx.putImageData(new ImageData(new Uint8ClampedArray(picture.data), picture.width, picture.height), 0, 0);
  return makeThumbnail(canvas, picture.width, picture.height);
}
