/**
 * The progressive MP4 fallback (issue 32): the 360p rendition's fMP4 segments remuxed into one ordinary MP4 (H.264 +
 * AAC, its index first), with no re-encode, so it is exactly the 360p picture and sound. The server lists it in the
 * <video> after the HLS source: a browser without HLS of its own plays it from the first tap, before any script.
 * Plain TypeScript with relative imports only (scripts/video/ uses it through hls.ts).
 */
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { runTool } from "./run-tool";

/** The rendition the fallback copies: the smallest, what a phone on a slow network plays anyway. */
export const FALLBACK_RENDITION = "360p";

/** The fallback's file name beside master.m3u8. */
export const FALLBACK_MP4 = `${FALLBACK_RENDITION}.mp4`;

/**
 * Writes outDir/360p.mp4 from outDir/360p/index.m3u8 (`-c copy`, `+faststart`: the moov box first, so playback
 * starts after the first bytes). Written under a temporary name and renamed, so the file is whole or absent.
 */
export async function writeProgressiveMp4(outDir: string, signal?: AbortSignal): Promise<void> {
  const playlist = path.join(outDir, FALLBACK_RENDITION, "index.m3u8");
  const file = path.join(outDir, FALLBACK_MP4);
  const partial = `${file}.partial`;
  try {
    await runTool(
      "ffmpeg",
      [
        ...["-hide_banner", "-nostdin", "-loglevel", "error", "-y"],
        // The playlist names init.mp4 and .m4s segments, which ffmpeg's HLS reader refuses unless allowed.
        ...["-allowed_extensions", "ALL", "-i", playlist],
        ...["-map", "0:v:0", "-map", "0:a:0?", "-c", "copy", "-movflags", "+faststart"],
        // Same segments → same bytes: no encoder name or dates in the file.
        ...["-map_metadata", "-1", "-fflags", "+bitexact", "-f", "mp4", partial],
      ],
      { signal },
    );
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}
