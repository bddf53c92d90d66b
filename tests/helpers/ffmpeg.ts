import { execFileSync } from "node:child_process";

/** Whether Debian's ffmpeg and ffprobe are installed: the video library's uploads need both (`npm run test:tools`). */
export function hasFfmpeg(): boolean {
  try {
    execFileSync("ffmpeg", ["-version"], { stdio: "ignore" });
    execFileSync("ffprobe", ["-version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Runs ffmpeg quietly (errors only), overwriting its output; throws when it fails. */
export function ffmpeg(args: string[]): void {
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);
}

/** Quick H.264 in the pixel format every browser plays. */
export const FAST_H264 = ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"];

/** The tests' clip: a test pattern with a tone (MP4, H.264 + AAC), written to `file`; returns `file`. */
export function writeTestClip(
  file: string,
  {
    seconds,
    size = "320x240",
    rate = 10,
    extra = [],
  }: { seconds: number; size?: string; rate?: number; extra?: string[] },
): string {
  ffmpeg([
    "-f",
    "lavfi",
    "-i",
    `testsrc=duration=${seconds}:size=${size}:rate=${rate}`,
    "-f",
    "lavfi",
    "-i",
    `sine=duration=${seconds}`,
    ...FAST_H264,
    "-c:a",
    "aac",
    "-shortest",
    ...extra,
    file,
  ]);
  return file;
}
