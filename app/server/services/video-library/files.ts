import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { config } from "../../config";
import { PRIVATE_PREFIX, storage } from "../../storage/storage";

// Where a staff video's files live (all but the first in the configured storage, so every instance sees them):
// - a request's body while it streams in: DATA_DIR/video-library/incoming/<random>, this instance's scratch disk,
//   where ffprobe checks it before it is kept;
// - the uploaded original: storage key private/video-sources/<id>, never served (media-route.ts refuses private/),
//   kept until the video is transcoded so a retry (after a crash or a failed attempt), on any instance, can start
//   again from it; the job copies it to a temporary file for ffmpeg;
// - the renditions: storage keys videos/<id>/<revision>/…, served at /media/videos/<id>/<revision>/master.m3u8.
//   Every transcoding attempt writes a fresh revision; the row points at one only once all its files are written.

export function libraryDir(): string {
  return path.join(config().dataDir, "video-library");
}

export const SOURCES_PREFIX = `${PRIVATE_PREFIX}/video-sources`;
export const sourceKey = (videoId: string) => `${SOURCES_PREFIX}/${videoId}`;

/** Where versions before the storage-held originals kept them; the sweep moves what it finds there into storage. */
export function legacySourcesDir(): string {
  return path.join(libraryDir(), "sources");
}

export const incomingDir = () => path.join(libraryDir(), "incoming");

export async function newIncomingPath(): Promise<string> {
  const dir = incomingDir();
  await fs.mkdir(dir, { recursive: true });
  return path.join(dir, crypto.randomBytes(12).toString("hex"));
}

/** Streams the checked upload into storage as the video's original. */
export async function keepSource(file: string, videoId: string): Promise<void> {
  await storage().putFile(sourceKey(videoId), file, "application/octet-stream");
}

export const sourceExists = (videoId: string) => storage().exists(sourceKey(videoId));

/** Copies the original into a local file for ffmpeg; false when it is gone. */
export const downloadSource = (videoId: string, file: string) => storage().download(sourceKey(videoId), file);

export async function removeSource(videoId: string): Promise<void> {
  await storage().delete(sourceKey(videoId));
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
    entries.map((e) =>
      e.isDirectory() ? filesUnder(dir, path.posix.join(relative, e.name)) : [path.posix.join(relative, e.name)],
    ),
  );
  return nested.flat();
}

/** Copies an encoded folder into storage under `prefix/`, one file at a time; `onFile` reports how far it got. */
export async function uploadFolder(
  dir: string,
  prefix: string,
  onFile?: (done: number, total: number) => void,
  signal?: AbortSignal,
) {
  const files = await filesUnder(dir);
  for (const [i, file] of files.entries()) {
    signal?.throwIfAborted();
    await storage().putFile(
      `${prefix}/${file}`,
      path.join(dir, file),
      CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream",
    );
    onFile?.(i + 1, files.length);
  }
}
