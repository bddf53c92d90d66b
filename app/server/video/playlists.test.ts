import { describe, expect, it } from "vitest";
import { averageBitRate, masterPlaylist, parseMediaPlaylist, peakBitRate, type RenditionFacts } from "./playlists";

describe("peak and average bit rates (RFC 8216 §4.3.4.2)", () => {
  const kB = (n: number) => n * 1000;

  it("takes the busiest run of segments lasting 0.5–1.5 target durations, not a short last segment alone", () => {
    // 4 s segments of 100, 300 and 100 kB, then a 0.5 s tail of 60 kB (960 kbit/s on its own).
    const segments = [
      { bytes: kB(100), seconds: 4 },
      { bytes: kB(300), seconds: 4 },
      { bytes: kB(100), seconds: 4 },
      { bytes: kB(60), seconds: 0.5 },
    ];
    // The 300 kB segment alone: 600,000 bit/s; the tail counts only joined to the segment before it (4.5 s).
    expect(peakBitRate(segments, 4)).toBe(600_000);
    expect(averageBitRate(segments)).toBe(Math.ceil((kB(560) * 8) / 12.5));
  });

  it("counts a window of exactly half and one and a half target durations", () => {
    const segments = [
      { bytes: kB(10), seconds: 2 },
      { bytes: kB(50), seconds: 1 },
    ];
    // [2 s] = 40 kbit/s, [2 s + 1 s] = 3 s ≤ 1.5 × 2 → 160 kbit/s; [1 s] alone is exactly 0.5 × 2 → 400 kbit/s.
    expect(peakBitRate(segments, 2)).toBe(400_000);
  });

  it("falls back to the mean for a clip shorter than half a target duration", () => {
    expect(peakBitRate([{ bytes: 1000, seconds: 1 }], 4)).toBe(8000);
  });
});

describe("media playlists", () => {
  it("reads the target duration, the init segment and each segment's length", () => {
    const text = [
      "#EXTM3U",
      "#EXT-X-TARGETDURATION:4",
      '#EXT-X-MAP:URI="init.mp4"',
      "#EXTINF:4.000000,",
      "seg_000.m4s",
      "#EXTINF:1.5,",
      "seg_001.m4s",
      "#EXT-X-ENDLIST",
    ].join("\n");
    expect(parseMediaPlaylist(text)).toEqual({
      targetDuration: 4,
      mapUri: "init.mp4",
      segments: [
        { uri: "seg_000.m4s", seconds: 4 },
        { uri: "seg_001.m4s", seconds: 1.5 },
      ],
    });
  });

  it("refuses a playlist without an init segment or segments", () => {
    expect(() => parseMediaPlaylist("#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4,\nseg.ts\n")).toThrow(/EXT-X-MAP/);
    expect(() => parseMediaPlaylist('#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXT-X-MAP:URI="i.mp4"\n')).toThrow();
  });
});

describe("the master playlist", () => {
  it("lists every rendition with its measured figures and its I-frame playlist", () => {
    const facts: RenditionFacts = {
      name: "360p",
      bandwidth: 173884,
      averageBandwidth: 155503,
      codecs: "avc1.4d401e,mp4a.40.2",
      width: 640,
      height: 360,
      pixelAspect: [1, 1],
      frameRate: 15,
      iframes: { bandwidth: 39096, averageBandwidth: 28430, playlist: "" },
    };
    expect(masterPlaylist([facts]).split("\n")).toEqual([
      "#EXTM3U",
      "#EXT-X-VERSION:7",
      "#EXT-X-INDEPENDENT-SEGMENTS",
      "",
      '#EXT-X-STREAM-INF:BANDWIDTH=173884,AVERAGE-BANDWIDTH=155503,CODECS="avc1.4d401e,mp4a.40.2",RESOLUTION=640x360,FRAME-RATE=15.000',
      "360p/index.m3u8",
      "",
      '#EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=39096,AVERAGE-BANDWIDTH=28430,CODECS="avc1.4d401e",RESOLUTION=640x360,URI="360p/iframes.m3u8"',
      "",
    ]);
  });
});
