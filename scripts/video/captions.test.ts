import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../app/shared/locales";
import {
  buildVtt,
  layoutCaption,
  lineLimit,
  MAX_CAPTION_LINES,
  pagedCues,
  scheduleLines,
  spreadLines,
  twoLines,
  visibleLength,
  vttTimestamp,
} from "./captions";
import { EPISODES, SOUND_LABELS } from "./episodes";
import { soundEffects } from "./soundtrack";

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
    expect(() =>
      buildVtt([
        { start: 1, end: 5, text: "a" },
        { start: 4, end: 6, text: "b" },
      ]),
    ).toThrow(/overlaps/);
    expect(() => buildVtt([{ start: 2, end: 2, text: "a" }])).toThrow(/no duration/);
    expect(() => buildVtt([{ start: 1, end: 2, text: " " }])).toThrow(/empty/);
  });

  it("spreads lines evenly with a short gap between them", () => {
    const cues = spreadLines(["a", "b"], 4, 14);
    expect(cues).toEqual([
      { line: "a", start: 4, end: 8.6 },
      { line: "b", start: 9, end: 13.6 },
    ]);
  });
});

describe("caption layout (issue 32: at most 2 lines of 37 characters, CJK 18)", () => {
  it("keeps a short line whole and breaks a long one between words, balanced, after a sentence when it can", () => {
    expect(twoLines("Roy: Stay calm and walk, don't run.", 37)).toEqual(["Roy: Stay calm and walk, don't run."]);
    expect(twoLines("Amber: Great job! Everyone is safe and sound.", 37)).toEqual([
      "Amber: Great job!",
      "Everyone is safe and sound.",
    ]);
    expect(twoLines("Meet your teacher outside at the meeting place.", 37)).toEqual([
      "Meet your teacher outside",
      "at the meeting place.",
    ]);
  });

  it("counts 37 characters exactly, and characters rather than UTF-16 units", () => {
    const exactly = "a".repeat(17) + " " + "b".repeat(19);
    expect(visibleLength(exactly)).toBe(37);
    expect(twoLines(exactly, 37)).toEqual([exactly]);
    expect(twoLines(`${exactly}c`, 37)).toEqual(["a".repeat(17), `${"b".repeat(19)}c`]);
    expect(visibleLength("♪ 🚓 ♪")).toBe(5);
  });

  it("breaks Chinese after punctuation, never before closing punctuation, and never inside a Korean word", () => {
    expect(twoLines("哎呀，有一盏路灯不亮了！大家快来帮忙修好它吧！", 18)).toEqual([
      "哎呀，有一盏路灯不亮了！",
      "大家快来帮忙修好它吧！",
    ]);
    for (const lines of [twoLines("一二三四五六七八九十一二三四五六七八。九", 18)])
      for (const line of lines ?? []) expect(line.startsWith("。")).toBe(false);
    const korean = twoLines("브룸스타운에 불이 켜졌어요. 밤 순찰 시간이에요!", 18);
    expect(korean).toEqual(["브룸스타운에 불이 켜졌어요.", "밤 순찰 시간이에요!"]);
  });

  it("answers undefined when two lines cannot hold the text, and lays it out over several captions instead", () => {
    const long = "Poli: We are the rescue team, and we will always come when someone needs help, day or night!";
    expect(twoLines(long, 37)).toBeUndefined();
    const pages = layoutCaption(long, 37);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      expect(page.length).toBeLessThanOrEqual(2);
      for (const line of page) expect(visibleLength(line)).toBeLessThanOrEqual(37);
    }
    expect(pages.flat().join(" ")).toBe(long);
    expect(() => layoutCaption("x".repeat(80), 37)).toThrow(/Cannot lay out/);
  });

  it("splits a caption's time between its pages by length, without overlap", () => {
    const cues = pagedCues(10, 20, [["aaaa"], ["aaaaaaaaaaaa"]]);
    expect(cues).toEqual([
      { start: 10, end: 12.3, text: "aaaa" },
      { start: 12.5, end: 20, text: "aaaaaaaaaaaa" },
    ]);
  });

  it("schedules spoken lines around sound captions, in order, in proportion to the free time", () => {
    const placed = scheduleLines(["a", "b", "c", "d"], 4, 34, [{ start: 24.5, end: 27.5 }]);
    expect(placed.map((p) => p.line)).toEqual(["a", "b", "c", "d"]);
    for (const p of placed) expect(p.end <= 24.3 || p.start >= 27.7).toBe(true);
    expect(placed.filter((p) => p.start >= 27.7)).toHaveLength(1);
  });
});

/** The cues of a WebVTT file as written by buildVtt. */
function readCues(vtt: string): { start: number; end: number; lines: string[] }[] {
  const seconds = (stamp: string) => {
    const [h, m, s] = stamp.split(":").map(Number);
    return h * 3600 + m * 60 + s;
  };
  return vtt
    .split("\n\n")
    .slice(1)
    .map((block) => {
      const [, timing, ...lines] = block.trim().split("\n");
      const [start, end] = timing.split(" --> ");
      return { start: seconds(start), end: seconds(end), lines };
    });
}

const unescape = (text: string) => text.replace(/&lt;/g, "<").replace(/&amp;/g, "&");
const SPACED = new Set(["en", "ko", "ru", "id"]);

describe("the catalog's caption files (issue 32)", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  for (const episode of EPISODES)
    for (const [index, locale] of LOCALES.entries())
      it(`${episode.id} ${locale}: every sound captioned in brackets, every caption within the line limits`, () => {
        const cues = readCues(
          readFileSync(path.join(root, "public/video", episode.id, "captions", `${locale}.vtt`), "utf8"),
        );
        const limit = lineLimit(locale);
        const texts = [...episode.lines.map((l) => l[index]), ...Object.values(SOUND_LABELS).map((l) => l[index])];
        for (const cue of cues) {
          expect(cue.lines.length).toBeGreaterThanOrEqual(1);
          expect(cue.lines.length).toBeLessThanOrEqual(MAX_CAPTION_LINES);
          for (const line of cue.lines) {
            expect(visibleLength(unescape(line)), line).toBeLessThanOrEqual(limit);
            expect(/^[。，、！？!?.,；;：:）」』］】]/u.test(line), line).toBe(false);
          }
          // Spaced languages break between words: the lines joined by a space are a piece of the written text.
          if (SPACED.has(locale)) {
            const joined = unescape(cue.lines.join(" "));
            // Sounds that overlap share a caption: "[Alarm bell ringing] [Siren wailing]".
            for (const part of joined.split(/(?<=\])\s(?=\[)/u))
              expect(
                texts.some((t) => t.includes(part)),
                part,
              ).toBe(true);
          }
        }
        for (const effect of soundEffects(episode)) {
          const shown = cues.find((c) => c.start <= effect.start + 0.01 && c.end > effect.start);
          expect(shown?.lines.join(" "), `${effect.sound} at ${effect.start}s`).toMatch(/^[[［]/u);
        }
        // Sound captions and spoken lines never overlap.
        cues.forEach((cue, i) => expect(cues[i + 1]?.start ?? Infinity).toBeGreaterThanOrEqual(cue.end));
      });
});
