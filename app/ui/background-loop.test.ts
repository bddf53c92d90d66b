import { describe, expect, it } from "vitest";
import { autoplayAllowed, loopsPaused, nextLoopState, rememberLoopsPaused, showsPause } from "./background-loop";

describe("background loop", () => {
  it("starts only after the page is idle, and never by itself under reduced motion or Save-Data", () => {
    expect(autoplayAllowed({ reducedMotion: false, saveData: false })).toBe(true);
    expect(autoplayAllowed({ reducedMotion: true, saveData: false })).toBe(false);
    expect(autoplayAllowed({ reducedMotion: false, saveData: true })).toBe(false);
    expect(nextLoopState("poster", { type: "idle", allowed: true })).toBe("starting");
    expect(nextLoopState("poster", { type: "idle", allowed: false })).toBe("poster");
    expect(nextLoopState("starting", { type: "playing" })).toBe("playing");
  });

  it("pauses and plays again with the button, which offers what it will do", () => {
    expect(nextLoopState("playing", { type: "toggle" })).toBe("paused");
    expect(showsPause("paused")).toBe(false);
    expect(nextLoopState("paused", { type: "toggle" })).toBe("starting");
    // Under reduced motion the poster stays until the visitor asks for the video.
    expect(showsPause("poster")).toBe(false);
    expect(nextLoopState("poster", { type: "toggle" })).toBe("starting");
    // A pause pressed while the video is still loading holds.
    expect(nextLoopState("starting", { type: "toggle" })).toBe("paused");
    expect(nextLoopState("paused", { type: "playing" })).toBe("paused");
    expect(nextLoopState("starting", { type: "refused" })).toBe("paused");
  });
});

describe("the loops' pause, remembered for the visit", () => {
  const memoryStorage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  };

  it("holds a pause until play is pressed again", () => {
    const storage = memoryStorage();
    expect(loopsPaused(storage)).toBe(false);
    rememberLoopsPaused(storage, true);
    expect(loopsPaused(storage)).toBe(true);
    rememberLoopsPaused(storage, false);
    expect(loopsPaused(storage)).toBe(false);
  });

  it("forgets quietly where storage is missing or throws", () => {
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(loopsPaused(undefined)).toBe(false);
    expect(loopsPaused(throwing)).toBe(false);
    expect(() => rememberLoopsPaused(throwing, true)).not.toThrow();
  });
});
