import { describe, expect, it } from "vitest";
import { buildVtt, spreadLines, vttTimestamp } from "./captions";

describe("WebVTT captions", () => {
  it("writes timestamps with hours, minutes, seconds and milliseconds", () => {
    expect(vttTimestamp(0)).toBe("00:00:00.000");
    expect(vttTimestamp(65.5)).toBe("00:01:05.500");
    expect(vttTimestamp(3725.0004)).toBe("01:02:05.000");
  });

  it("builds a file players accept: header, numbered cues in order, markup characters escaped", () => {
    const vtt = buildVtt([
      { start: 6, end: 9, text: "Roy & Amber <arrive>" },
      { start: 1, end: 4.5, text: "Hello! --> Welcome" },
    ]);
    expect(vtt).toBe(
      "WEBVTT\n\n1\n00:00:01.000 --> 00:00:04.500\nHello! → Welcome\n\n2\n00:00:06.000 --> 00:00:09.000\nRoy &amp; Amber &lt;arrive>\n",
    );
  });

  it("refuses cues that overlap, have no duration or no text", () => {
    expect(() => buildVtt([{ start: 1, end: 5, text: "a" }, { start: 4, end: 6, text: "b" }])).toThrow(/overlaps/);
    expect(() => buildVtt([{ start: 2, end: 2, text: "a" }])).toThrow(/no duration/);
    expect(() => buildVtt([{ start: 1, end: 2, text: " " }])).toThrow(/empty/);
  });

  it("spreads lines evenly with a short gap between them", () => {
    const cues = spreadLines(["a", "b"], 4, 14);
    expect(cues).toEqual([{ line: "a", start: 4, end: 8.6 }, { line: "b", start: 9, end: 13.6 }]);
  });
});
