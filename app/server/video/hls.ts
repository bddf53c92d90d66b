/**
 * HLS packaging with ffmpeg, shared by the catalog renderer (scripts/video/) and staff uploads.
 * Plain TypeScript with relative imports only, so `npx tsx scripts/...` can use it as well as the server.
 *
 * Layout written by encodeHls (the player does not care where a video came from):
 *   outDir/master.m3u8
 *   outDir/<rendition>/index.m3u8, init.mp4, seg_000.m4s …   (fMP4/CMAF segments)
 *   outDir/poster.jpg
 */
import { spawn } from "node:child_process";
import { mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export interface HlsRendition {
  name: string;
  height: number;
  videoKbps: number;
  audioKbps: number;
}

/** Flat cartoon art compresses very well: these bit rates are generous for it and small for the repository. */
export const HLS_LADDER: readonly HlsRendition[] = [
  { name: "360p", height: 360, videoKbps: 400, audioKbps: 64 },
  { name: "720p", height: 720, videoKbps: 1200, audioKbps: 96 },
];

/** x264 constant-quality level (lower is better); 26 keeps flat art clean at a fraction of a fixed bit rate. */
export const HLS_CRF = 26;

/** Segment length in seconds; keyframes are forced at every boundary so every rendition switches cleanly. */
export const HLS_SEGMENT_SECONDS = 4;

export interface ProbeResult {
  durationSeconds: number;
  width: number;
  height: number;
  hasVideo: boolean;
  hasAudio: boolean;
  formatName: string;
}

interface RunResult {
  stdout: string;
  stderr: string;
}

/** Runs a command; rejects with the tail of stderr (ffmpeg's own explanation) on a non-zero exit. */
function run(
  command: string,
  args: string[],
  options: { signal?: AbortSignal; onStdout?: (chunk: string) => void } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], signal: options.signal });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      options.onStdout?.(chunk);
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      // Keep only the end: ffmpeg can be chatty and the last lines carry the reason of a failure.
      stderr = (stderr + chunk).slice(-8000);
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else {
        const lastLines = stderr.trim().split("\n").slice(-3).join(" | ");
        reject(new Error(`${command} exited with ${code}: ${lastLines}`));
      }
    });
  });
}

/** True when both ffmpeg and ffprobe can be started (the site still serves pre-rendered videos without them). */
export async function ffmpegAvailable(): Promise<boolean> {
  try {
    await run("ffmpeg", ["-hide_banner", "-version"]);
    await run("ffprobe", ["-hide_banner", "-version"]);
    return true;
  } catch {
    return false;
  }
}

interface FfprobeJson {
  streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
  format?: { format_name?: string; duration?: string };
}

/** Reads a file's container, duration and streams; throws a clear Error when it is not a playable video. */
export async function probeVideo(file: string): Promise<ProbeResult> {
  let answer: RunResult;
  try {
    answer = await run("ffprobe", ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file]);
  } catch (error) {
    throw new Error(`Not a readable video file: ${(error as Error).message}`, { cause: error });
  }
  let parsed: FfprobeJson;
  try {
    parsed = JSON.parse(answer.stdout) as FfprobeJson;
  } catch (error) {
    throw new Error("Not a readable video file: ffprobe gave no description", { cause: error });
  }
  const streams = parsed.streams ?? [];
  // Still images (PNG, JPEG) probe as one "video" stream without a duration: they are not videos.
  const video = streams.find((s) => s.codec_type === "video" && (s.width ?? 0) > 0);
  const durationSeconds = Number(parsed.format?.duration ?? video?.duration ?? Number.NaN);
  const hasVideo = Boolean(video) && Number.isFinite(durationSeconds) && durationSeconds > 0;
  if (!hasVideo) throw new Error("Not a video: the file has no video stream with a duration");
  return {
    durationSeconds,
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    hasVideo,
    hasAudio: streams.some((s) => s.codec_type === "audio"),
    formatName: parsed.format?.format_name ?? "",
  };
}

/** The ffmpeg arguments that encode every rendition of the ladder in one pass (decode once, scale twice). */
export function hlsArguments(input: string, workDir: string, hasAudio: boolean): string[] {
  const ladder = HLS_LADDER;
  const split = `[0:v]split=${ladder.length}${ladder.map((_, i) => `[v${i}]`).join("")}`;
  // -2 keeps the width even (H.264 needs it) while keeping the source's aspect ratio.
  const scales = ladder.map((r, i) => `[v${i}]scale=-2:${r.height}:flags=bicubic,format=yuv420p[out${i}]`);
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
    "-preset", "veryfast",
    "-threads", "2",
    "-profile:v", "main",
    "-sc_threshold", "0",
    "-force_key_frames", `expr:gte(t,n_forced*${HLS_SEGMENT_SECONDS})`,
    // Same input → same bytes as far as ffmpeg allows: no encoder/time stamps in the files.
    "-map_metadata", "-1",
    "-fflags", "+bitexact",
    "-flags:v", "+bitexact",
    "-flags:a", "+bitexact",
    "-f", "hls",
    "-hls_time", String(HLS_SEGMENT_SECONDS),
    "-hls_playlist_type", "vod",
    "-hls_segment_type", "fmp4",
    "-hls_flags", "independent_segments",
    "-hls_fmp4_init_filename", "init.mp4",
    "-hls_segment_filename", path.join(workDir, "%v", "seg_%03d.m4s"),
    "-master_pl_name", "master.m3u8",
    "-var_stream_map", ladder.map((r, i) => (hasAudio ? `v:${i},a:${i},name:${r.name}` : `v:${i},name:${r.name}`)).join(" "),
    "-progress", "pipe:1",
    "-nostats",
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

/** A frame a little into the video (title cards start dark), as a 1280-wide JPEG. */
async function writePoster(input: string, durationSeconds: number, file: string, signal?: AbortSignal, atSeconds?: number) {
  const at = Math.min(atSeconds ?? 2, durationSeconds / 2).toFixed(2);
  await run(
    "ffmpeg",
    ["-hide_banner", "-nostdin", "-y", "-ss", at, "-i", input, "-frames:v", "1", "-vf", "scale=1280:-2", "-q:v", "4",
      "-map_metadata", "-1", "-fflags", "+bitexact", file],
    { signal },
  );
}

/**
 * Encodes `input` into outDir/master.m3u8 + outDir/<rendition>/{index.m3u8,init.mp4,seg_NNN.m4s} (fMP4/CMAF HLS)
 * and outDir/poster.jpg. Everything is written into a sibling work directory first and renamed into place at
 * the end, so a failed or aborted encode never leaves a half-written outDir (the work directory is removed).
 */
export async function encodeHls(options: {
  input: string;
  outDir: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Where the poster frame is taken (default 2 s in, at most half way). */
  posterAtSeconds?: number;
}): Promise<void> {
  const { input, outDir, onProgress, signal } = options;
  const probe = await probeVideo(input);
  const workDir = `${outDir.replace(/[\\/]+$/, "")}.partial-${process.pid}-${Date.now()}`;
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  try {
    for (const r of HLS_LADDER) await mkdir(path.join(workDir, r.name), { recursive: true });
    let buffered = "";
    await run("ffmpeg", hlsArguments(input, workDir, probe.hasAudio), {
      signal,
      onStdout: (chunk) => {
        buffered += chunk;
        const lines = buffered.split("\n");
        buffered = lines.pop() ?? "";
        for (const line of lines) {
          const match = /^out_time_(?:us|ms)=(\d+)/.exec(line);
          if (match && onProgress) onProgress(Math.min(0.99, Number(match[1]) / 1e6 / probe.durationSeconds));
        }
      },
    });
    await normaliseInitSegments(workDir);
    await writePoster(input, probe.durationSeconds, path.join(workDir, "poster.jpg"), signal, options.posterAtSeconds);
    await rm(outDir, { recursive: true, force: true });
    await rename(workDir, outDir);
    onProgress?.(1);
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}
