/**
 * HLS packaging with ffmpeg, shared by the catalog renderer (scripts/video/) and staff uploads.
 * Plain TypeScript with relative imports only, so `npx tsx scripts/...` can use it as well as the server.
 *
 * Layout written by encodeHls (the player does not care where a video came from):
 *   outDir/master.m3u8
 *   outDir/<rendition>/index.m3u8, iframes.m3u8, init.mp4, seg_000.m4s …   (fMP4/CMAF segments)
 *   outDir/360p.mp4   the 360p rendition remuxed into one progressive MP4, for browsers without HLS (progressive.ts)
 *   outDir/poster.jpg
 */
import { mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { probeVideo, type ProbeResult } from "./probe";
import { writeHlsPlaylists } from "./playlists";
import { writeProgressiveMp4 } from "./progressive";
import { runTool } from "./run-tool";

export { probeVideo, type ProbeResult } from "./probe";
export { FALLBACK_MP4, writeProgressiveMp4 } from "./progressive";

export interface HlsRendition {
  name: string;
  /** The frame every rendition fills (16:9): other shapes are letterboxed or pillarboxed into it. */
  width: number;
  height: number;
  videoKbps: number;
  audioKbps: number;
}

/** Flat cartoon art compresses very well: these bit rates are generous for it and small for the repository. */
export const HLS_LADDER: readonly HlsRendition[] = [
  { name: "360p", width: 640, height: 360, videoKbps: 400, audioKbps: 64 },
  { name: "720p", width: 1280, height: 720, videoKbps: 1200, audioKbps: 96 },
];

/** The poster has the top rendition's frame, so the picture does not move when playback replaces it. */
const POSTER_FRAME = HLS_LADDER[HLS_LADDER.length - 1];

/** x264 constant-quality level (lower is better); 26 keeps flat art clean at a fraction of a fixed bit rate. */
export const HLS_CRF = 26;

/** Segment length in seconds; keyframes are forced at every boundary so every rendition switches cleanly. */
export const HLS_SEGMENT_SECONDS = 4;

/** True when both ffmpeg and ffprobe can be started (the site still serves pre-rendered videos without them). */
export async function ffmpegAvailable(): Promise<boolean> {
  try {
    await runTool("ffmpeg", ["-hide_banner", "-version"]);
    await runTool("ffprobe", ["-hide_banner", "-version"]);
    return true;
  } catch {
    return false;
  }
}

/** Source pixels made square first: an anamorphic source (SAR ≠ 1:1) is stretched to the width it is shown at. */
const SQUARE_PIXELS = "scale='trunc(iw*sar/2)*2':ih,setsar=1";

/**
 * Fits a square-pixel picture into width×height without distorting it, with black bars where its shape differs
 * (letterbox for wide, pillarbox for vertical or square uploads), and marks the output's pixels square (SAR 1:1).
 */
export function fitIntoFrame(width: number, height: number): string {
  return (
    `scale=${width}:${height}:force_original_aspect_ratio=decrease:force_divisible_by=2:flags=bicubic,` +
    `pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2:color=black,setsar=1`
  );
}

/** The ffmpeg arguments that encode every rendition of the ladder in one pass (decode once, scale twice). */
export function hlsArguments(input: string, workDir: string, hasAudio: boolean, maxSeconds?: number): string[] {
  const ladder = HLS_LADDER;
  const split = `[0:v]${SQUARE_PIXELS},split=${ladder.length}${ladder.map((_, i) => `[v${i}]`).join("")}`;
  // Every rendition has the ladder's frame whatever the upload's shape (issue 32: a vertical phone video got
  // non-square pixels), so players switching renditions never change the picture's shape.
  const scales = ladder.map((r, i) => `[v${i}]${fitIntoFrame(r.width, r.height)},format=yuv420p[out${i}]`);
  const args = ["-hide_banner", "-nostdin", "-y", "-i", input, "-filter_complex", [split, ...scales].join(";")];
  ladder.forEach((r, i) => {
    args.push("-map", `[out${i}]`);
    if (hasAudio) args.push("-map", "0:a:0");
    // Capped CRF: constant quality (small files for flat cartoons and still shots) with videoKbps as the ceiling
    // that the master playlist advertises, so players still pick the rendition their bandwidth can carry.
    args.push(`-c:v:${i}`, "libx264", `-crf:v:${i}`, String(HLS_CRF), `-maxrate:v:${i}`, `${r.videoKbps}k`);
    args.push(`-bufsize:v:${i}`, `${r.videoKbps * 2}k`);
    if (hasAudio) args.push(`-c:a:${i}`, "aac", `-b:a:${i}`, `${r.audioKbps}k`, `-ac:a:${i}`, "2");
  });
  args.push(
    "-preset",
    "veryfast",
    "-threads",
    "2",
    "-profile:v",
    "main",
    "-sc_threshold",
    "0",
    "-force_key_frames",
    `expr:gte(t,n_forced*${HLS_SEGMENT_SECONDS})`,
    // Same input → same bytes as far as ffmpeg allows: no encoder/time stamps in the files.
    "-map_metadata",
    "-1",
    "-fflags",
    "+bitexact",
    "-flags:v",
    "+bitexact",
    "-flags:a",
    "+bitexact",
    "-f",
    "hls",
    "-hls_time",
    String(HLS_SEGMENT_SECONDS),
    "-hls_playlist_type",
    "vod",
    "-hls_segment_type",
    "fmp4",
    "-hls_flags",
    "independent_segments",
    "-hls_fmp4_init_filename",
    "init.mp4",
    "-hls_segment_filename",
    path.join(workDir, "%v", "seg_%03d.m4s"),
    "-master_pl_name",
    "master.m3u8",
    "-var_stream_map",
    ladder.map((r, i) => (hasAudio ? `v:${i},a:${i},name:${r.name}` : `v:${i},name:${r.name}`)).join(" "),
    "-progress",
    "pipe:1",
    "-nostats",
    // The output stops at this length whatever the input's timestamps say (a lying file cannot run on for hours).
    ...(maxSeconds === undefined ? [] : ["-t", String(maxSeconds)]),
    path.join(workDir, "%v", "index.m3u8"),
  );
  return args;
}

/** ffmpeg numbers each variant's init segment (init_0.mp4, init_1.mp4): give each the same plain name. */
async function normaliseInitSegments(workDir: string) {
  for (const r of HLS_LADDER) {
    const dir = path.join(workDir, r.name);
    const init = (await readdir(dir)).find((name) => /^init(_\d+)?\.mp4$/.test(name));
    if (!init || init === "init.mp4") continue;
    await rename(path.join(dir, init), path.join(dir, "init.mp4"));
    const playlist = path.join(dir, "index.m3u8");
    const text = await readFile(playlist, "utf8");
    await writeFile(playlist, text.replace(`URI="${init}"`, 'URI="init.mp4"'));
  }
}

/** A frame a little into the video (title cards start dark), as a JPEG in the top rendition's frame (same bars). */
async function writePoster(
  input: string,
  durationSeconds: number,
  file: string,
  signal?: AbortSignal,
  atSeconds?: number,
) {
  const at = Math.min(atSeconds ?? 2, durationSeconds / 2).toFixed(2);
  await runTool(
    "ffmpeg",
    [
      "-hide_banner",
      "-nostdin",
      "-y",
      "-ss",
      at,
      "-i",
      input,
      "-frames:v",
      "1",
      "-vf",
      `${SQUARE_PIXELS},${fitIntoFrame(POSTER_FRAME.width, POSTER_FRAME.height)}`,
      "-q:v",
      "4",
      "-map_metadata",
      "-1",
      "-fflags",
      "+bitexact",
      file,
    ],
    { signal },
  );
}

/**
 * Encodes `input` into outDir/master.m3u8 + outDir/<rendition>/{index.m3u8,init.mp4,seg_NNN.m4s} (fMP4/CMAF HLS),
 * outDir/360p.mp4 (the fallback) and outDir/poster.jpg. Everything is written into a sibling work directory first and renamed into place at
 * the end, so a failed or aborted encode never leaves a half-written outDir (the work directory is removed).
 */
export async function encodeHls(options: {
  input: string;
  outDir: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Where the poster frame is taken (default 2 s in, at most half way). */
  posterAtSeconds?: number;
  /** The output is cut at this many seconds (ffmpeg's -t), whatever the input claims or holds. */
  maxSeconds?: number;
  /** The input's probe when the caller has it already. */
  probe?: ProbeResult;
}): Promise<void> {
  const { input, outDir, onProgress, signal } = options;
  const probe = options.probe ?? (await probeVideo(input));
  const seconds = probe.streamSeconds || probe.durationSeconds;
  const workDir = `${outDir.replace(/[\\/]+$/, "")}.partial-${process.pid}-${Date.now()}`;
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  try {
    for (const r of HLS_LADDER) await mkdir(path.join(workDir, r.name), { recursive: true });
    let buffered = "";
    await runTool("ffmpeg", hlsArguments(input, workDir, probe.hasAudio, options.maxSeconds), {
      signal,
      onStdout: (chunk) => {
        buffered += chunk;
        const lines = buffered.split("\n");
        buffered = lines.pop() ?? "";
        for (const line of lines) {
          const match = /^out_time_(?:us|ms)=(\d+)/.exec(line);
          if (match && onProgress) onProgress(Math.min(0.99, Number(match[1]) / 1e6 / seconds));
        }
      },
    });
    await normaliseInitSegments(workDir);
    // ffmpeg's master declares the encoder's ceilings; this one declares what the segments hold.
    await writeHlsPlaylists(
      workDir,
      HLS_LADDER.map((r) => r.name),
    );
    await writeProgressiveMp4(workDir, signal);
    await writePoster(input, seconds, path.join(workDir, "poster.jpg"), signal, options.posterAtSeconds);
    await rm(outDir, { recursive: true, force: true });
    await rename(workDir, outDir);
    onProgress?.(1);
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}
