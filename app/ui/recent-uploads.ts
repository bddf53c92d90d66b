import type { GalleryColoring } from "~/shared/api/gallery";

// The colorings this browser uploaded lately, each with a small picture drawn from the child's own canvas. The gallery
// and My page show that picture at once and behind the server's copy until the copy has loaded (a tile is never blank),
// and the gallery shows the uploader (only them: it lives in their browser) a picture still waiting for review.
const KEY = "recentColorings";
const KEEP = 6;
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface RecentUpload {
  ownerId: string;
  coloring: GalleryColoring;
  /** A small JPEG (data: URL) of the picture as it was on the canvas. */
  preview: string;
  storedAt: number;
}

function read(): RecentUpload[] {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? "[]") as unknown;
    if (!Array.isArray(list)) return [];
    const now = Date.now();
    return (list as RecentUpload[]).filter(
      (entry) =>
        typeof entry?.ownerId === "string" &&
        typeof entry.preview === "string" &&
        entry.preview.startsWith("data:image/") &&
        typeof entry.coloring?.id === "number" &&
        now - entry.storedAt < MAX_AGE_MS,
    );
  } catch {
    return [];
  }
}

function write(list: RecentUpload[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(list.slice(0, KEEP)));
  } catch {
    // Storage full or unavailable: the tiles show the server's copy alone.
  }
}

/** Newest first; the same coloring again (an idempotent re-upload) moves to the front. */
export function rememberUpload(ownerId: string, coloring: GalleryColoring, preview: string): void {
  const rest = read().filter((entry) => entry.coloring.id !== coloring.id);
  write([{ ownerId, coloring, preview, storedAt: Date.now() }, ...rest]);
}

export function recentUploads(ownerId: string): RecentUpload[] {
  return read().filter((entry) => entry.ownerId === ownerId);
}

export function uploadPreview(id: number): string | undefined {
  return read().find((entry) => entry.coloring.id === id)?.preview;
}

/** Forgets colorings that are gone (deleted, or filtered out by staff). */
export function forgetUploads(ids: readonly number[]): void {
  if (ids.length) write(read().filter((entry) => !ids.includes(entry.coloring.id)));
}
