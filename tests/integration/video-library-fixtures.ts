// Shared fixtures for the video-library-* integration tests (not a test file itself): clips made with ffmpeg here,
// uploads through the real route with real staff sessions, and a look at what is left on disk.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import * as uploadApi from "~/routes/api/admin-videos-upload";
import { db } from "~/server/db/client";
import { jobs, videos } from "~/server/db/schema";
import { fileStorage, setStorage } from "~/server/storage/storage";
import {
  VIDEO_META_FIELD,
  VIDEO_UPLOAD_FIELD,
  type LibraryVideo,
  type VideoFieldsInput,
} from "~/shared/api/admin/videos";
import { LOCALES } from "~/shared/locales";
import { call } from "../helpers/route-args";
import { useConfig } from "./fixtures";

import { FAST_H264, ffmpeg, writeTestClip } from "../helpers/ffmpeg";

export { hasFfmpeg } from "../helpers/ffmpeg";

/** A DATA_DIR and a media folder of this test file's own; staff through ADMIN_/MANAGER_IDENTITIES. */
export function useVideoLibraryConfig(extra: Record<string, string> = {}): { dataDir: string; mediaDir: string } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "video-library-data-"));
  const mediaDir = path.join(dataDir, "media");
  useConfig({
    DATA_DIR: dataDir,
    ADMIN_IDENTITIES: "dev:admin-boss",
    MANAGER_IDENTITIES: "dev:admin-manager",
    ...extra,
  });
  setStorage(fileStorage(mediaDir));
  return { dataDir, mediaDir };
}

const clipDir = fs.mkdtempSync(path.join(os.tmpdir(), "video-clips-"));

/** The test clip: a 2 s test pattern with a tone (MP4, H.264 + AAC), made once per file. */
export function makeClip(name = "clip.mp4", seconds = 2, extra: string[] = []): string {
  const file = path.join(clipDir, name);
  if (fs.existsSync(file)) return file;
  return writeTestClip(file, { seconds, extra });
}

/** Over the 10-minute limit, yet small and quick to make: 16×16 pixels, one frame a second, no sound. */
export function makeLongClip(): string {
  const file = path.join(clipDir, "long.mp4");
  if (fs.existsSync(file)) return file;
  ffmpeg(["-f", "lavfi", "-i", "color=c=blue:size=16x16:rate=1:duration=605", ...FAST_H264, file]);
  return file;
}

/**
 * A file whose header lies (issue 29): it holds `holdSeconds` of a tiny test pattern but its container claims
 * `claimSeconds` (WebM: the segment's Duration; MP4: the movie, track and media header durations).
 */
export function makeLyingClip(container: "webm" | "mp4", claimSeconds = 5, holdSeconds = 660): string {
  const file = path.join(clipDir, `lying-${claimSeconds}-${holdSeconds}.${container}`);
  if (fs.existsSync(file)) return file;
  const codec = container === "webm" ? ["-c:v", "libvpx", "-b:v", "20k"] : FAST_H264;
  ffmpeg(["-f", "lavfi", "-i", `color=c=red:size=16x16:rate=1:duration=${holdSeconds}`, ...codec, file]);
  const bytes = fs.readFileSync(file);
  if (container === "webm") {
    // EBML Duration (0x4489), an 8-byte float in milliseconds (ffmpeg's timecode scale).
    const at = bytes.indexOf(Buffer.from([0x44, 0x89, 0x88]));
    bytes.writeDoubleBE(claimSeconds * 1000, at + 3);
  } else {
    // Version-0 boxes: mvhd/mdhd keep their time scale 12 bytes in and the duration after it; tkhd's duration is in
    // the movie's time scale, 20 bytes in.
    const box = (name: string) => bytes.indexOf(Buffer.from(name)) + 4;
    const movieScale = bytes.readUInt32BE(box("mvhd") + 12);
    bytes.writeUInt32BE(claimSeconds * movieScale, box("mvhd") + 16);
    bytes.writeUInt32BE(claimSeconds * bytes.readUInt32BE(box("mdhd") + 12), box("mdhd") + 16);
    bytes.writeUInt32BE(claimSeconds * movieScale, box("tkhd") + 20);
  }
  fs.writeFileSync(file, bytes);
  return file;
}

/** The length a file's container header gives, as ffprobe reads it. */
export function headerSeconds(file: string): number {
  return Number(
    execFileSync("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file], {
      encoding: "utf8",
    }),
  );
}

export const titlesIn = (title: string) =>
  Object.fromEntries(LOCALES.map((l) => [l, l === "en" ? title : ""])) as VideoFieldsInput["titles"];

export function videoForm(
  file: Buffer | string,
  meta: unknown = { titles: titlesIn("Rescue drill"), published: true },
  name = "clip.mp4",
) {
  const form = new FormData();
  form.set(VIDEO_META_FIELD, typeof meta === "string" ? meta : JSON.stringify(meta));
  const bytes = typeof file === "string" ? fs.readFileSync(file) : file;
  form.set(VIDEO_UPLOAD_FIELD, new Blob([new Uint8Array(bytes)], { type: "video/mp4" }), name);
  return form;
}

export async function upload(cookie: string | undefined, form: FormData, headers?: Record<string, string>) {
  const response = await call(uploadApi.action, "/api/upload/video", { method: "POST", body: form, cookie, headers });
  return { response, body: (await response.json()) as { video: LibraryVideo; error?: string } };
}

/** Every file under a folder, as relative paths (empty when the folder does not exist). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

export async function rowCounts() {
  const [{ v }] = await db().select({ v: count() }).from(videos);
  const [{ j }] = await db().select({ j: count() }).from(jobs);
  return { videos: v, jobs: j };
}
