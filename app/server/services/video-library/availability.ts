import { ffmpegAvailable } from "../../video/hls";

let available: Promise<boolean> | undefined;

/** Whether ffmpeg can run here, checked once per process: uploads and transcoding need it, the site does not. */
export function uploadsAvailable(): Promise<boolean> {
  available ??= ffmpegAvailable();
  return available;
}

/** Tests pretend ffmpeg is missing (or back) without uninstalling it. */
export function setUploadsAvailable(value: boolean | undefined): void {
  available = value === undefined ? undefined : Promise.resolve(value);
}
