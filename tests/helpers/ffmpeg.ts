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
