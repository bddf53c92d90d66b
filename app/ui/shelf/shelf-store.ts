// The child's "My pictures" shelf and sticker book on the client (issue 31), in one module so the play, coloring and
// puzzle pages load it as one file: the browser's own shelf (signed out), what the games record, and the hooks of the
// pages that show it. The rules both sides follow are in ~/shared/shelf.
import { useEffect, useState } from "react";
import type { ShelfData } from "~/shared/api/shelf";
import { callApi } from "~/shared/api/request";
import { localIsoDate } from "~/shared/calendar";
import {
  MAX_MERGED_DAYS,
  MAX_THUMBNAIL_CHARS,
  THUMBNAIL_SIZE,
  isIsoDay,
  isRewardSticker,
  mergeShelves,
  nextSticker,
  type ShelfItem,
} from "~/shared/shelf";

// ── The browser's shelf (signed out), kept in localStorage until a grown-up signs in (then it joins the account:
// useShelf). Read back by hand, not with zod (public pages load no zod): anything unexpected is dropped.

const KEY = "rescue-shelf:v1";

export interface LocalShelf {
  items: ShelfItem[];
  /** Stickers earned here, in the order earned. */
  stickers: string[];
  /** Days (the child's calendar) on which the puzzle of the day was finished. */
  potdDays: string[];
}

const EMPTY: LocalShelf = { items: [], stickers: [], potdDays: [] };

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function readItem(v: unknown): ShelfItem | null {
  if (!isRecord(v)) return null;
  const { kind, pageKey, pieces, status, thumbnail, updatedAt } = v;
  if (kind !== "coloring" && kind !== "puzzle") return null;
  if (status !== "started" && status !== "done") return null;
  if (typeof pageKey !== "string" || !/^[a-z0-9_-]{1,64}$/.test(pageKey)) return null;
  if (kind === "puzzle" ? !Number.isInteger(pieces) : pieces !== null) return null;
  if (typeof thumbnail !== "string" || !thumbnail.startsWith("data:image/") || thumbnail.length > MAX_THUMBNAIL_CHARS)
    return null;
  if (typeof updatedAt !== "number" || !Number.isFinite(updatedAt)) return null;
  return { kind, pageKey, pieces: pieces as number | null, status, thumbnail, updatedAt };
}

export function readLocalShelf(): LocalShelf {
  try {
    const raw: unknown = JSON.parse(storage()?.getItem(KEY) ?? "null");
    if (!isRecord(raw)) return EMPTY;
    const list = (v: unknown) => (Array.isArray(v) ? v : []);
    return {
      items: mergeShelves(
        [],
        list(raw.items)
          .map(readItem)
          .filter((i) => i !== null),
      ),
      stickers: [
        ...new Set(list(raw.stickers).filter((s): s is string => typeof s === "string" && isRewardSticker(s))),
      ],
      potdDays: [...new Set(list(raw.potdDays).filter((d): d is string => typeof d === "string" && isIsoDay(d)))]
        .sort()
        .slice(-MAX_MERGED_DAYS),
    };
  } catch {
    return EMPTY;
  }
}

function writeLocalShelf(shelf: LocalShelf): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(shelf));
  } catch {
    /* full or blocked: the shelf is a nicety, the game goes on */
  }
}

export function isLocalShelfEmpty(shelf: LocalShelf): boolean {
  return !shelf.items.length && !shelf.stickers.length && !shelf.potdDays.length;
}

export function clearLocalShelf(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    /* ignore */
  }
}

/** Puts a picture on this browser's shelf; a first finish earns the next sticker (returned; null: none). */
export function saveLocalItem(item: ShelfItem): string | null {
  const shelf = readLocalShelf();
  const before = shelf.items.find(
    (i) => i.kind === item.kind && i.pageKey === item.pageKey && i.pieces === item.pieces,
  );
  const items = mergeShelves(shelf.items, [item]);
  let sticker: string | null = null;
  if (item.status === "done" && before?.status !== "done") {
    sticker = nextSticker(shelf.stickers);
    if (sticker) shelf.stickers.push(sticker);
  }
  writeLocalShelf({ ...shelf, items });
  return sticker;
}

/** Forgets a half-done coloring whose page was cleared (a finished one stays: it was finished once). */
export function forgetLocalStarted(kind: ShelfItem["kind"], pageKey: string): void {
  const shelf = readLocalShelf();
  const items = shelf.items.filter((i) => !(i.kind === kind && i.pageKey === pageKey && i.status === "started"));
  if (items.length !== shelf.items.length) writeLocalShelf({ ...shelf, items });
}

/** Today's puzzle was finished on `day`: the number of different days it has been. */
export function addLocalPotdDay(day: string): number {
  const shelf = readLocalShelf();
  const potdDays = [...new Set([...shelf.potdDays, day])].sort().slice(-MAX_MERGED_DAYS);
  writeLocalShelf({ ...shelf, potdDays });
  return potdDays.length;
}

// ── What the games record.

export type WorkRecord = Omit<ShelfItem, "updatedAt">;

/** Tells the /play shelf (if it is on screen in another tab's session of this page) that something changed. */
export const SHELF_CHANGED = "rescue-shelf-changed";

function announce(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(SHELF_CHANGED));
}

let accountSignedIn = false;

/** The coloring page tells the autosave whether its shelf is the account's (signed in) or this browser's. */
export function setShelfSignedIn(signedIn: boolean): void {
  accountSignedIn = signedIn;
}

export function isShelfSignedIn(): boolean {
  return accountSignedIn;
}

/** Saves a picture on the child's shelf; answers the sticker it earned (null: none, or it could not be saved). */
export async function recordWork(work: WorkRecord, signedIn: boolean): Promise<string | null> {
  try {
    if (!signedIn) return saveLocalItem({ ...work, updatedAt: Date.now() });
    const { sticker } = await callApi("shelfSave", { body: work });
    return sticker;
  } catch {
    return null; // offline or refused: the game goes on; the drawing itself is kept in the browser
  } finally {
    announce();
  }
}

/** A half-done coloring was cleared to a blank page: it leaves this browser's shelf. */
export function forgetStartedColoring(pageKey: string): void {
  forgetLocalStarted("coloring", pageKey);
  if (accountSignedIn)
    void callApi("shelfForgetStarted", { params: { pageKey } })
      .catch(() => {})
      .finally(announce);
  else announce();
}

/** Today's puzzle was finished: the number of different days the child has played it (null: unknown). */
export async function recordPotdDay(signedIn: boolean): Promise<number | null> {
  const day = localIsoDate();
  try {
    if (!signedIn) return addLocalPotdDay(day);
    return (await callApi("shelfPotdDay", { body: { date: day } })).potdDays;
  } catch {
    return null;
  }
}

/**
 * A small picture of the work for the shelf: the source scaled to fit THUMBNAIL_SIZE, as WebP (JPEG where the browser
 * writes no WebP), smaller quality until it fits the size the server accepts. Null when the canvas gives nothing.
 */
export function makeThumbnail(source: CanvasImageSource, width: number, height: number): string | null {
  const scale = Math.min(1, THUMBNAIL_SIZE / Math.max(width, height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
  for (const quality of [0.8, 0.6, 0.4]) {
    try {
      let url = canvas.toDataURL("image/webp", quality);
      if (!url.startsWith("data:image/webp")) url = canvas.toDataURL("image/jpeg", quality);
      if (url.length <= MAX_THUMBNAIL_CHARS) return url;
    } catch {
      return null;
    }
  }
  return null;
}

// ── The pages that show the shelf.

/** The coloring pages that have saved work on the child's shelf, as page key → its small picture. */
export function coloringThumbnails(items: readonly ShelfItem[]): Map<string, string> {
  return new Map(items.filter((i) => i.kind === "coloring").map((i) => [i.pageKey, i.thumbnail]));
}

interface OwnShelf {
  items: ShelfItem[];
  stickers: string[];
}

/**
 * For the coloring app's page chooser and sticker tray: the child's shelf, the account's when signed in, this
 * browser's otherwise; read again when the child finishes something. Empty until read; a failed read leaves it empty.
 */
export function useOwnShelf(signedIn: boolean): OwnShelf {
  const [shelf, setShelf] = useState<OwnShelf>({ items: [], stickers: [] });
  useEffect(() => {
    let cancelled = false;
    const read = () => {
      if (!signedIn) return setShelf(readLocalShelf());
      callApi("shelf", {})
        .then((data) => !cancelled && setShelf(data))
        .catch(() => {});
    };
    read();
    window.addEventListener(SHELF_CHANGED, read);
    return () => {
      cancelled = true;
      window.removeEventListener(SHELF_CHANGED, read);
    };
  }, [signedIn]);
  return shelf;
}

export interface ShelfView extends ShelfData {
  /** False until the browser's own shelf has been read (signed out) or merged (signed in). */
  ready: boolean;
}

const localView = (): ShelfView => {
  const local = readLocalShelf();
  return { items: local.items, stickers: local.stickers, potdDays: local.potdDays.length, ready: true };
};

/**
 * The child's shelf on /play. Signed in: the account's (rendered by the server); what this browser kept while signed
 * out is merged into the account once (POST /api/shelf/merge) and then forgotten here. Signed out: this browser's.
 */
export function useShelf(account: ShelfData | null): ShelfView {
  const [view, setView] = useState<ShelfView>(
    account ? { ...account, ready: false } : { items: [], stickers: [], potdDays: 0, ready: false },
  );
  useEffect(() => {
    let cancelled = false;
    const show = (next: ShelfView) => !cancelled && setView(next);
    const refresh = (first: boolean) => {
      if (!account) return show(localView());
      const local = readLocalShelf();
      // The server's page already shows the account's shelf: ask again only after a change.
      if (first && isLocalShelfEmpty(local)) return show({ ...account, ready: true });
      if (isLocalShelfEmpty(local)) {
        callApi("shelf", {})
          .then((data) => show({ ...data, ready: true }))
          .catch(() => show({ ...account, ready: true }));
        return;
      }
      callApi("shelfMerge", { body: local })
        .then((merged) => {
          clearLocalShelf();
          show({ ...merged, ready: true });
        })
        .catch(() => show({ ...account, ready: true }));
    };
    const changed = () => refresh(false);
    refresh(true);
    window.addEventListener(SHELF_CHANGED, changed);
    return () => {
      cancelled = true;
      window.removeEventListener(SHELF_CHANGED, changed);
    };
  }, [account]);
  return view;
}
