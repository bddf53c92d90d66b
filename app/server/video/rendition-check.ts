import { readFile } from "node:fs/promises";
import path from "node:path";
import { HLS_LADDER } from "./hls";

/** The seconds a media playlist holds: the sum of its segments' #EXTINF durations. */
export function playlistSeconds(playlist: string): number {
  let total = 0;
  for (const match of playlist.matchAll(/^#EXTINF:\s*([0-9]+(?:\.[0-9]+)?)/gm)) total += Number(match[1]);
  return total;
}

/** How much shorter than the source a rendition may be: encoders round the last frame and the audio priming. */
export function allowedShortfall(sourceSeconds: number): number {
  return Math.max(1, sourceSeconds * 0.02);
}

export interface ShortRendition {
  name: string;
  seconds: number;
}

/** How many seconds each rendition of an encodeHls folder holds. */
export async function renditionSeconds(outDir: string): Promise<ShortRendition[]> {
  const lengths: ShortRendition[] = [];
  for (const { name } of HLS_LADDER)
    lengths.push({ name, seconds: playlistSeconds(await readFile(path.join(outDir, name, "index.m3u8"), "utf8")) });
  return lengths;
}

/**
 * The renditions of an encodeHls folder that hold clearly less than `sourceSeconds` (the length the source's header
 * gives). A file cut off with its index intact probes at its full length, and ffmpeg encodes what is there without
 * failing, so this is how a truncated upload shows. Empty when every rendition is whole.
 */
export async function shortRenditions(outDir: string, sourceSeconds: number): Promise<ShortRendition[]> {
  return (await renditionSeconds(outDir)).filter(
    ({ seconds }) => seconds < sourceSeconds - allowedShortfall(sourceSeconds),
  );
}
