import { describe, expect, it } from "vitest";
import { allowedShortfall, playlistSeconds } from "./rendition-check";

describe("rendition length", () => {
  it("sums a media playlist's segment durations", () => {
    const playlist = [
      "#EXTM3U",
      "#EXT-X-TARGETDURATION:4",
      "#EXTINF:4.000000,",
      "seg_000.m4s",
      "#EXTINF:4.000000,",
      "seg_001.m4s",
      "#EXTINF:1.533333,",
      "seg_002.m4s",
      "#EXT-X-ENDLIST",
    ].join("\n");
    expect(playlistSeconds(playlist)).toBeCloseTo(9.533333, 5);
    expect(playlistSeconds("#EXTM3U\n#EXT-X-ENDLIST\n")).toBe(0);
  });

  it("allows a second, or 2 % of a long video", () => {
    expect(allowedShortfall(10)).toBe(1);
    expect(allowedShortfall(300)).toBe(6);
  });
});
