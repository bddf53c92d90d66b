import { describe, expect, it } from "vitest";
import { keepPosition, orderCaptions, positionToKeep, readPosition, resumeFrom } from "./resume";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe("resume where the child stopped", () => {
  it("resumes from the kept second, but not from the very start or the very end", () => {
    expect(resumeFrom(null, 34)).toBe(0);
    expect(resumeFrom(3, 34)).toBe(0);
    expect(resumeFrom(12, 34)).toBe(12);
    expect(resumeFrom(31, 34)).toBe(0);
    expect(resumeFrom(Number.NaN, 34)).toBe(0);
    // Before the length is known, a kept position still counts.
    expect(resumeFrom(12, Number.NaN)).toBe(12);
  });

  it("keeps whole seconds per video and forgets a video watched to the end", () => {
    const storage = memoryStorage();
    keepPosition(storage, "demo-s5e01", 12.7, 34);
    expect(readPosition(storage, "demo-s5e01")).toBe(12);
    expect(readPosition(storage, "demo-s4e01")).toBeNull();
    keepPosition(storage, "demo-s5e01", 33.5, 34);
    expect(readPosition(storage, "demo-s5e01")).toBeNull();
    expect(positionToKeep(2, 34)).toBeNull();
  });

  it("survives a storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => {},
    };
    expect(readPosition(broken, "x")).toBeNull();
    expect(() => keepPosition(broken, "x", 10, 34)).not.toThrow();
  });

  it("lists the visitor's caption language first", () => {
    const tracks = ["en", "ko", "ja"].map((locale) => ({ locale }));
    expect(orderCaptions(tracks, "ja").map((t) => t.locale)).toEqual(["ja", "en", "ko"]);
    expect(orderCaptions(tracks, "ru").map((t) => t.locale)).toEqual(["en", "ko", "ja"]);
  });
});
