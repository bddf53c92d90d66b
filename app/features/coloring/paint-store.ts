import type { ColoringPage, HistorySnapshot, Layer } from "~/games/coloring";

/**
 * Keeps the paint layer of each coloring page in IndexedDB, so a drawing survives a reload and the
 * sign-in round trip (spec §2 / issue: signed out, the drawing is kept). The raw RGBA is stored
 * gzip-compressed (exact pixels, a few KB for a typical picture) where CompressionStream exists, with the undo and
 * redo steps beside it (already run-length encoded) unless they have grown past HISTORY_BYTES_KEPT.
 */
const DB_NAME = "rescue-coloring";
const STORE = "paint";

interface SavedPaint {
  width: number;
  height: number;
  encoding: "gzip" | "raw";
  data: Blob;
  history?: HistorySnapshot;
  savedAt: number;
}

/** Above this, the drawing is kept without its undo steps (storage is shared with the whole site). */
const HISTORY_BYTES_KEPT = 8 * 1024 * 1024;

export interface SavedDrawing {
  paint: Layer;
  history?: HistorySnapshot;
}

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

function isBlank(layer: Layer): boolean {
  const words = new Uint32Array(layer.data.buffer, layer.data.byteOffset, layer.data.length >> 2);
  for (let i = 0; i < words.length; i++) if (words[i] !== 0) return false;
  return true;
}

/** Saves (or, for an empty page without undo steps, forgets) the drawing of one page. Failures are silent: it is a convenience. */
export async function saveDrawing(pageKey: string, page: ColoringPage): Promise<void> {
  const { paint } = page;
  try {
    if (isBlank(paint) && !page.canUndo && !page.canRedo) {
      await withStore("readwrite", (store) => store.delete(pageKey));
      return;
    }
    // One 4 MB copy (the drawing may change while it is being compressed), compressed in small async chunks;
    // the undo steps are taken at the same moment, so they match it.
    const snapshot = paint.data.slice();
    const history = page.history.byteLength <= HISTORY_BYTES_KEPT ? page.history.snapshot() : undefined;
    const data = canCompress()
      ? await new Response(new Response(snapshot).body!.pipeThrough(new CompressionStream("gzip"))).blob()
      : new Blob([snapshot]);
    const record: SavedPaint = { width: paint.width, height: paint.height, encoding: canCompress() ? "gzip" : "raw", data, history, savedAt: Date.now() };
    await withStore("readwrite", (store) => store.put(record, pageKey));
  } catch {
    /* storage full or unavailable (private mode): the drawing just is not kept */
  }
}

/** The saved drawing of a page if it matches the page size, else null (the page checks the undo steps itself). */
export async function loadDrawing(pageKey: string, width: number, height: number): Promise<SavedDrawing | null> {
  try {
    const record = (await withStore("readonly", (store) => store.get(pageKey))) as SavedPaint | undefined;
    if (!record || record.width !== width || record.height !== height) return null;
    const stream = record.encoding === "gzip" ? record.data.stream().pipeThrough(new DecompressionStream("gzip")) : record.data.stream();
    const bytes = new Uint8ClampedArray(await new Response(stream).arrayBuffer());
    return bytes.length === width * height * 4 ? { paint: { width, height, data: bytes }, history: record.history } : null;
  } catch {
    return null;
  }
}
