/**
 * `npx tsx scripts/video/loop-seam.ts [series key …]` (default: every loop): how visible the seam of a background loop is (issue 32). Renders the
 * loop again without loss as a reference and compares the committed MP4 with it frame by frame:
 * - motion at the seam: the change from the last frame to the first, against the changes between neighbouring frames
 *   elsewhere (a seamless loop's wrap is one ordinary step);
 * - quality at the seam: each frame's PSNR against the reference; a jump from the last frame to the first is the
 *   "pop" a viewer sees when blurred moving parts turn sharp at the key frame.
 * Measured for songsong (issue 32): see the README's Video section.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { SERIES_KEYS, type SeriesKey } from "../../app/shared/constants.ts";
import { prepareSprites, renderLoop } from "./render.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Grey 320×180 frames of a video. */
export function greyFrames(file: string): Buffer[] {
  const raw = execFileSync(
    "ffmpeg",
    ["-v", "error", "-i", file, "-vf", "scale=320:180,format=gray", "-f", "rawvideo", "-"],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  const size = 320 * 180;
  return Array.from({ length: raw.length / size }, (_, i) => raw.subarray(i * size, (i + 1) * size));
}

export const meanDifference = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / a.length;

/** Each frame's PSNR (dB, luma and chroma together) of `file` against `reference`. */
async function psnrPerFrame(file: string, reference: string, work: string): Promise<number[]> {
  const stats = path.join(work, "psnr.log");
  execFileSync("ffmpeg", [
    "-v",
    "error",
    "-i",
    file,
    "-i",
    reference,
    "-lavfi",
    `psnr=stats_file=${stats}`,
    "-f",
    "null",
    "-",
  ]);
  return (await readFile(stats, "utf8"))
    .trim()
    .split("\n")
    .map((line) => Number(/psnr_avg:([\d.]+|inf)/.exec(line)?.[1] ?? Number.NaN));
}

export async function seamReport(key: SeriesKey, file = path.join(ROOT, "public/video/loops", `${key}.mp4`)) {
  const work = await mkdtemp(path.join(os.tmpdir(), "loop-seam-"));
  try {
    const reference = path.join(work, "reference.mp4");
    await renderLoop(key, await prepareSprites(work), {
      file: reference,
      encoder: ["-c:v", "libx264", "-preset", "ultrafast", "-qp", "0", "-pix_fmt", "yuv420p"],
    });
    const frames = greyFrames(file);
    const steps = frames.slice(1).map((frame, i) => meanDifference(frames[i], frame));
    const sorted = [...steps].sort((a, b) => a - b);
    const psnr = await psnrPerFrame(file, reference, work);
    return {
      key,
      frames: frames.length,
      wrapStep: meanDifference(frames.at(-1)!, frames[0]),
      medianStep: sorted[Math.floor(sorted.length / 2)],
      largestStep: sorted.at(-1)!,
      psnrFirst: psnr[0],
      psnrLast: psnr.at(-1)!,
      psnrMin: Math.min(...psnr),
      psnrMean: psnr.reduce((s, v) => s + v, 0) / psnr.length,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((key) => !(SERIES_KEYS as readonly string[]).includes(key));
  if (unknown.length) {
    console.error(`Not a series: ${unknown.join(", ")} (one of ${SERIES_KEYS.join(", ")})`);
    process.exit(1);
  }
  for (const key of asked.length ? (asked as SeriesKey[]) : SERIES_KEYS) console.log(await seamReport(key));
}
