import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { config } from "../../config";
import { storage } from "../../storage/storage";

// Where a staff video's files live:
// - the uploaded original: DATA_DIR/video-library/sources/<id> — private (never under /media), kept until the
//   video is transcoded so a retry (after a crash or a failed attempt) can start again from it;
// - a request's body while it streams in: DATA_DIR/video-library/incoming/<random> (same disk, so moving it is a rename);
// - the renditions: storage keys videos/<id>/<revision>/…, served at /media/videos/<id>/<revision>/master.m3u8.
//   Every transcoding attempt writes a fresh revision; the row points at one only once all its files are written.

export function libraryDir(): string {
  return path.join(config().dataDir, "video-library");
}

export function sourcePath(videoId: string): string {
  return path.join(libraryDir(), "sources", videoId);
}

export async function newIncomingPath(): Promise<string> {
  const dir = path.join(libraryDir(), "incoming");
  await fs.mkdir(dir, { recursive: true });
  return path.join(dir, crypto.randomBytes(12).toString("hex"));
}

export async function keepSource(incoming: string, videoId: string): Promise<void> {
  await fs.mkdir(path.dirname(sourcePath(videoId)), { recursive: true });
  await fs.rename(incoming, sourcePath(videoId));
}

export async function sourceExists(videoId: string): Promise<boolean> {
  return fs.access(sourcePath(videoId)).then(() => true, () => false);
}

export async function removeSource(videoId: string): Promise<void> {
  await fs.rm(sourcePath(videoId), { force: true });
}

export const videoPrefix = (videoId: string) => `videos/${videoId}`;
export const revisionPrefix = (videoId: string, revision: string) => `${videoPrefix(videoId)}/${revision}`;

/** The revision a playback URL points at (`/media/videos/<id>/<revision>/master.m3u8`), or null. */
export function revisionOf(videoUrl: string, videoId: string): string | null {
  const match = new RegExp(`/videos/${videoId}/([a-z0-9-]+)/master\\.m3u8$`).exec(videoUrl);
  return match ? match[1] : null;
}

/** Removes every revision of a video except `keep` (the published one): what an interrupted attempt left. */
export async function removeOtherRevisions(videoId: string, keep: string | null): Promise<void> {
  for (const name of await storage().list(videoPrefix(videoId))) {
    if (name !== keep) await storage().deletePrefix(revisionPrefix(videoId, name));
  }
}

const CONTENT_TYPES: Record<string, string> = {
  ".m3u8": "application/vnd.apple.mpegurl",
  ".m4s": "video/iso.segment",
  ".mp4": "video/mp4",
  ".jpg": "image/jpeg",
  ".vtt": "text/vtt",
};

async function filesUnder(dir: string, relative = ""): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, relative), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(dir, path.posix.join(relative, e.name)) : [path.posix.join(relative, e.name)])),
  );
  return nested.flat();
}

/** Copies an encoded folder into storage under `prefix/`, one file at a time; `onFile` reports how far it got. */
export async function uploadFolder(dir: string, prefix: string, onFile?: (done: number, total: number) => void, signal?: AbortSignal) {
  const files = await filesUnder(dir);
  for (const [i, file] of files.entries()) {
    signal?.throwIfAborted();
    const body = await fs.readFile(path.join(dir, file));
    await storage().put(`${prefix}/${file}`, body, CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream");
    onFile?.(i + 1, files.length);
  }
}
