import type { ColoringPage, Layer, SavedPage, StickerItem } from "~/games/coloring";

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
}

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
  return canCompress() ? new Response(new Response(copy).body!.pipeThrough(new CompressionStream("gzip"))).blob() : new Blob([copy]);
}

async function unpack(blob: Blob | undefined, encoding: SavedRecord["encoding"], width: number, height: number): Promise<Layer | undefined> {
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

/** Saves (or, for an empty page without undo steps, forgets) the drawing of one page. Failures are silent: it is a convenience. */
export async function saveDrawing(pageKey: string, page: ColoringPage): Promise<void> {
  try {
    if (isBlank(page.fills) && isBlank(page.strokes) && page.stickers.items.length === 0 && !page.canUndo && !page.canRedo) {
      await withStore("readwrite", (store) => store.delete(pageKey));
      return;
    }
    // Layers and steps taken at the same moment, so they match.
    const { fills, strokes, stickers, history } = page.snapshot();
    const steps = page.history.byteLength <= HISTORY_BYTES_KEPT ? history : undefined;
    const [fillBlob, strokeBlob] = await Promise.all([pack(fills), pack(strokes)]);
    const record: SavedRecord = {
      version: 2, width: page.width, height: page.height, encoding: canCompress() ? "gzip" : "raw",
      fills: fillBlob, strokes: strokeBlob, stickers, history: steps, savedAt: Date.now(),
    };
    await withStore("readwrite", (store) => store.put(record, pageKey));
  } catch {
    /* storage full or unavailable (private mode): the drawing just is not kept */
  }
}

/** The saved drawing of a page if it matches the page size, else null (the page checks the undo steps itself). */
export async function loadDrawing(pageKey: string, width: number, height: number): Promise<SavedPage | null> {
  try {
    const record = (await withStore("readonly", (store) => store.get(pageKey))) as SavedRecord | undefined;
    if (!record || record.width !== width || record.height !== height) return null;
    const { encoding } = record;
    if (record.version !== 2) return { paint: await unpack(record.data, encoding, width, height), history: record.history };
    const [fills, strokes] = await Promise.all([unpack(record.fills, encoding, width, height), unpack(record.strokes, encoding, width, height)]);
    return { fills, strokes, stickers: record.stickers, history: record.history };
  } catch {
    return null;
  }
}
