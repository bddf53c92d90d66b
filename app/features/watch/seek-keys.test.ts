import { describe, expect, it } from "vitest";
import { seekStep, seekTarget } from "./seek-keys";

const none = { altKey: false, ctrlKey: false, metaKey: false };

describe("seek keys", () => {
  it("steps 5 seconds on the arrow keys and 10 on J and L, either case", () => {
    expect(seekStep("ArrowLeft", none)).toBe(-5);
    expect(seekStep("ArrowRight", none)).toBe(5);
    expect(seekStep("j", none)).toBe(-10);
    expect(seekStep("J", none)).toBe(-10);
    expect(seekStep("l", none)).toBe(10);
    expect(seekStep("L", none)).toBe(10);
  });

  it("leaves other keys and browser shortcuts (a modifier held) alone", () => {
    expect(seekStep("ArrowUp", none)).toBeNull();
    expect(seekStep("k", none)).toBeNull();
    expect(seekStep("ArrowLeft", { ...none, altKey: true })).toBeNull();
    expect(seekStep("l", { ...none, ctrlKey: true })).toBeNull();
    expect(seekStep("ArrowRight", { ...none, metaKey: true })).toBeNull();
  });

  it("stays within the video: never before 0, never past the end", () => {
    expect(seekTarget(12, -5, 60)).toBe(7);
    expect(seekTarget(3, -5, 60)).toBe(0);
    expect(seekTarget(57, 5, 60)).toBe(60);
    expect(seekTarget(60, 10, 60)).toBe(60);
    expect(seekTarget(30, 10, Number.NaN)).toBe(40);
    expect(seekTarget(30, 10, Number.POSITIVE_INFINITY)).toBe(40);
  });
});
