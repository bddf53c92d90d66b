import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERIES_KEYS } from "../../app/shared/constants";
import { hasFfmpeg } from "../../tests/helpers/ffmpeg";
import { greyFrames, meanDifference } from "./loop-seam";

const root = path.resolve(import.meta.dirname, "../..");

/** The change from each frame to the next, and from the last back to the first (where a <video loop> jumps). */
function steps(file: string) {
  const frames = greyFrames(file);
  const ordinary = frames.slice(1).map((frame, i) => meanDifference(frames[i], frame));
  return { ordinary, wrap: meanDifference(frames.at(-1)!, frames[0]) };
}

describe.skipIf(!hasFfmpeg())("the background loops (issue 32: no visible seam)", () => {
  it.each([...SERIES_KEYS])("%s: jumping from the last frame to the first is an ordinary step", (key) => {
    const file = path.join(root, "public/video/loops", `${key}.mp4`);
    const { ordinary, wrap } = steps(file);
    expect(ordinary.length + 1).toBe(150);
    // No bigger than the largest change between neighbouring frames (2 % for the encoder's noise).
    expect(wrap).toBeLessThanOrEqual(Math.max(...ordinary) * 1.02 + 0.05);
    // Stored in the order shown (no B-frames), from one key frame: nothing to reorder when the browser jumps back.
    const types = execFileSync("ffprobe", [
      "-v",
      "error",
      "-select_streams",
      "v",
      "-show_entries",
      "frame=pict_type",
      "-of",
      "csv=p=0",
      file,
    ])
      .toString()
      .trim()
      .split("\n")
      .map((line) => line.split(",")[0]);
    expect(types[0]).toBe("I");
    expect(types.filter((t) => t === "B")).toEqual([]);
  });
});
