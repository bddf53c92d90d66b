/**
 * What a video file holds, from ffprobe. The container's header says how long the file claims to be; a file can lie
 * (issue 29: a 9 MB WebM claiming 5 s held 10 hours), so the length that counts is measured from the packets of the
 * streams ffmpeg will encode: the last packet's end minus the first one's start. Reading packets only demuxes (no
 * decoding): a 200 MB file takes a second or two, and the scan stops as soon as it passes the caller's limit.
 * Plain TypeScript with relative imports only (scripts/video/ uses it through hls.ts).
 */
import { runTool, ToolTimeoutError } from "./run-tool";

export interface ProbeResult {
  /** The length the container's header gives (what a file cut off with its index intact still claims). */
  durationSeconds: number;
  /** The length its first video and audio streams really hold, from their packets' timestamps. */
  streamSeconds: number;
  width: number;
  height: number;
  hasVideo: boolean;
  hasAudio: boolean;
  formatName: string;
}

export interface ProbeOptions {
  /** Stop reading packets once the streams are known to be longer than this (the caller refuses them anyway). */
  maxSeconds?: number;
  /** Wall-clock limit for each ffprobe run (default 60 s). */
  timeoutMs?: number;
}

interface FfprobeJson {
  streams?: { index?: number; codec_type?: string; width?: number; height?: number; duration?: string }[];
  format?: { format_name?: string; duration?: string };
}

const DEFAULT_TIMEOUT_MS = 60_000;

async function readHeader(file: string, timeoutMs: number): Promise<FfprobeJson> {
  let stdout: string;
  try {
    ({ stdout } = await runTool(
      "ffprobe",
      ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file],
      { timeoutMs },
    ));
  } catch (error) {
    throw new Error(`Not a readable video file: ${(error as Error).message}`, { cause: error });
  }
  try {
    return JSON.parse(stdout) as FfprobeJson;
  } catch (error) {
    throw new Error("Not a readable video file: ffprobe gave no description", { cause: error });
  }
}

class LongEnough extends Error {}

/** One `key=value|key=value` line of ffprobe's compact packet listing, as numbers (NaN for N/A). */
function packetFields(line: string): Record<string, number> {
  return Object.fromEntries(
    line.split("|").map((pair) => {
      const [key, value] = pair.split("=");
      return [key, Number(value)];
    }),
  );
}

/**
 * Seconds from the first packet's start to the last packet's end in `streams` (by index); stops early once that passes
 * `maxSeconds`, answering the length read so far.
 */
export async function measureStreamSeconds(
  file: string,
  streams: number[],
  options: ProbeOptions = {},
): Promise<number> {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  let pending = "";
  const abort = new AbortController();
  const take = (line: string) => {
    const packet = packetFields(line);
    if (!streams.includes(packet.stream_index)) return;
    const start = Number.isFinite(packet.pts_time) ? packet.pts_time : packet.dts_time;
    if (!Number.isFinite(start)) return;
    first = Math.min(first, start);
    last = Math.max(last, start + (Number.isFinite(packet.duration_time) ? packet.duration_time : 0));
    if (options.maxSeconds !== undefined && last - first > options.maxSeconds) abort.abort(new LongEnough());
  };
  try {
    await runTool(
      "ffprobe",
      [
        "-v",
        "error",
        "-show_entries",
        "packet=stream_index,pts_time,dts_time,duration_time",
        "-of",
        "compact=p=0",
        file,
      ],
      {
        signal: abort.signal,
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        onStdout: (chunk) => {
          const lines = (pending + chunk).split("\n");
          pending = lines.pop() ?? "";
          if (!abort.signal.aborted) lines.forEach(take);
        },
      },
    );
    if (pending) take(pending);
  } catch (error) {
    if (!(error instanceof LongEnough)) {
      if (error instanceof ToolTimeoutError)
        throw new Error(`Not a readable video file: ${error.message}`, { cause: error });
      throw error;
    }
  }
  return Number.isFinite(first) ? last - first : 0;
}

/** Reads a file's container, streams and length; throws a clear Error when it is not a playable video. */
export async function probeVideo(file: string, options: ProbeOptions = {}): Promise<ProbeResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const parsed = await readHeader(file, timeoutMs);
  const streams = parsed.streams ?? [];
  // Still images (PNG, JPEG) probe as one "video" stream without a duration: they are not videos.
  const video = streams.find((s) => s.codec_type === "video" && (s.width ?? 0) > 0);
  const audio = streams.find((s) => s.codec_type === "audio");
  const durationSeconds = Number(parsed.format?.duration ?? video?.duration ?? Number.NaN);
  if (!video || !Number.isFinite(durationSeconds) || durationSeconds <= 0) {
    throw new Error("Not a video: the file has no video stream with a duration");
  }
  // The streams ffmpeg encodes (hls.ts maps the first video and the first audio stream).
  const encoded = [video, audio].flatMap((s) => (s?.index === undefined ? [] : [s.index]));
  const streamSeconds = await measureStreamSeconds(file, encoded, { ...options, timeoutMs });
  return {
    durationSeconds,
    streamSeconds,
    width: video.width ?? 0,
    height: video.height ?? 0,
    hasVideo: true,
    hasAudio: Boolean(audio),
    formatName: parsed.format?.format_name ?? "",
  };
}
