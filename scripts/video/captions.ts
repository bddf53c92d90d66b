/** WebVTT caption building for the rendered episodes (pure: unit-tested in captions.test.ts). */

export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** 65.5 → "00:01:05.500" (WebVTT wants hours when the file may pass an hour; always writing them is valid). */
export function vttTimestamp(seconds: number): string {
  const totalMs = Math.round(seconds * 1000);
  const ms = totalMs % 1000;
  const totalSeconds = Math.floor(totalMs / 1000);
  const s = totalSeconds % 60;
  const m = Math.floor(totalSeconds / 60) % 60;
  const h = Math.floor(totalSeconds / 3600);
  const two = (v: number) => String(v).padStart(2, "0");
  return `${two(h)}:${two(m)}:${two(s)}.${String(ms).padStart(3, "0")}`;
}

/** "-->" and a blank line would end or break a cue; "<" and "&" start markup. */
function cueText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/-->/g, "→")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");
}

/** A WebVTT file: cues sorted by start, each checked to be a positive, non-overlapping span. */
export function buildVtt(cues: readonly Cue[]): string {
  const sorted = [...cues].sort((a, b) => a.start - b.start);
  sorted.forEach((cue, i) => {
    if (!(cue.end > cue.start) || cue.start < 0)
      throw new Error(`Cue ${i + 1} has no duration: ${cue.start}–${cue.end}`);
    const next = sorted[i + 1];
    if (next && next.start < cue.end) throw new Error(`Cue ${i + 1} overlaps the next one`);
    if (!cue.text.trim()) throw new Error(`Cue ${i + 1} is empty`);
  });
  const blocks = sorted.map(
    (cue, i) => `${i + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${cueText(cue.text)}`,
  );
  return `WEBVTT\n\n${blocks.join("\n\n")}\n`;
}

/**
 * Spreads lines evenly over [from, to): each line gets an equal slot and stays on screen for most of it,
 * with a short gap so consecutive lines read as separate sentences.
 */
export function spreadLines<T>(
  lines: readonly T[],
  from: number,
  to: number,
  gap = 0.4,
): { line: T; start: number; end: number }[] {
  if (lines.length === 0) return [];
  const slot = (to - from) / lines.length;
  return lines.map((line, i) => ({
    line,
    start: round(from + i * slot),
    end: round(from + (i + 1) * slot - Math.min(gap, slot / 4)),
  }));
}

function round(v: number): number {
  return Math.round(v * 1000) / 1000;
}

/** BBC subtitle guidelines: at most two lines on screen. */
export const MAX_CAPTION_LINES = 2;
/** Characters per line: 37 for Latin and Cyrillic (BBC), 18 for Chinese, Japanese and Korean (wide characters). */
export const LATIN_LINE_CHARS = 37;
export const CJK_LINE_CHARS = 18;
const CJK_LOCALES = new Set(["ko", "zh-cn", "zh-hk", "zh-tw", "ja"]);

export function lineLimit(locale: string): number {
  return CJK_LOCALES.has(locale) ? CJK_LINE_CHARS : LATIN_LINE_CHARS;
}

/** Length as a reader counts it: characters (code points), not UTF-16 units. */
export const visibleLength = (text: string) => [...text].length;

/** Sentence ends, and the end of a bracketed sound caption (two sounds may share a caption). */
const SENTENCE_END = new Set([..."。！？!?.…]］"]);
/** Commas and semicolons (not colons: here a colon ends a speaker's name, which should stay with what they say). */
const CLAUSE_END = new Set([..."，、,；;"]);
/** Characters a line must not start with (closing punctuation, Japanese and Chinese line-breaking rules). */
const NO_LINE_START = new Set([..."。，、！？!?.,；;：:）」』］】〕ー…♪"]);
const NO_LINE_END = new Set([..."（「『［【〔"]);
/** Chinese and Japanese characters: written without spaces, so a line may break between two of them (not Korean). */
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}（）「」『』［］。，、！？：；ー]/u;

/**
 * How good a line break after `before` (and before `after`) reads: lower is better, undefined when not allowed.
 * `spaced`: the text puts spaces between its words (Japanese written for children does), so no break inside one.
 */
function breakCost(before: string, after: string, spaced: boolean): number | undefined {
  if (NO_LINE_START.has(after) || NO_LINE_END.has(before)) return undefined;
  if (after === " " || before === " ") return undefined;
  if (SENTENCE_END.has(before) && WIDE.test(before)) return 0;
  if (CLAUSE_END.has(before) && WIDE.test(before)) return 4;
  // Between two wide characters (Chinese has no spaces): allowed, but a space or punctuation reads better.
  if (!spaced && WIDE.test(before) && WIDE.test(after)) return 14;
  return undefined;
}

/** The cost of breaking at a space, by what the word before it ends with. */
function spaceCost(chars: string[], at: number): number {
  const previous = chars[at - 1] ?? "";
  if (SENTENCE_END.has(previous)) return 0;
  if (CLAUSE_END.has(previous)) return 4;
  return 12;
}

/**
 * Splits `text` into at most two lines of at most `limit` characters, at the most natural point: after a sentence,
 * then after a clause, then between words (or wide characters), keeping the lines balanced; undefined when it does
 * not fit in two lines.
 */
export function twoLines(text: string, limit: number): string[] | undefined {
  const chars = [...text.trim()];
  if (chars.length <= limit) return [chars.join("")];
  let best: { cost: number; lines: string[] } | undefined;
  for (let at = 1; at < chars.length; at++) {
    const space = chars[at] === " ";
    if (space && NO_LINE_START.has(chars[at + 1] ?? "")) continue;
    const cost = space ? spaceCost(chars, at) : breakCost(chars[at - 1], chars[at], chars.includes(" "));
    if (cost === undefined) continue;
    const top = chars.slice(0, at).join("").trim();
    const bottom = chars
      .slice(space ? at + 1 : at)
      .join("")
      .trim();
    const a = visibleLength(top);
    const b = visibleLength(bottom);
    if (!a || !b || a > limit || b > limit) continue;
    // Balanced lines read best; a slightly longer bottom line (a pyramid) is preferred to a longer top one.
    const total = cost + Math.abs(a - b) / 2 + (a > b ? 1 : 0);
    if (!best || total < best.cost) best = { cost: total, lines: [top, bottom] };
  }
  return best?.lines;
}

/** Sentences of a text, each with its closing punctuation (and a speaker label kept with the first). */
function sentences(text: string): string[] {
  const found: string[] = [];
  let current = "";
  const chars = [...text.trim()];
  chars.forEach((c, i) => {
    current += c;
    const next = chars[i + 1];
    if (SENTENCE_END.has(c) && (next === undefined || next === " " || (WIDE.test(c) && !NO_LINE_START.has(next)))) {
      found.push(current.trim());
      current = "";
    }
  });
  if (current.trim()) found.push(current.trim());
  return found;
}

/** Joins pieces of one language's text back (a space between them unless they are wide characters). */
function join(a: string, b: string): string {
  if (!a) return b;
  return WIDE.test([...a].at(-1) ?? "") ? `${a}${b}` : `${a} ${b}`;
}

/**
 * One spoken line laid out as captions: each page at most two lines of at most `limit` characters. Whole sentences
 * share a page when they fit; a sentence too long for one page is split at its clauses, then its words.
 */
export function layoutCaption(text: string, limit: number): string[][] {
  const pages: string[][] = [];
  let pending = "";
  const pieces = sentences(text).flatMap((sentence) => (twoLines(sentence, limit) ? [sentence] : splitLong(sentence)));
  for (const piece of pieces) {
    const together = join(pending, piece);
    if (twoLines(together, limit)) pending = together;
    else {
      if (pending) pages.push(twoLines(pending, limit)!);
      pending = piece;
    }
  }
  if (pending) pages.push(twoLines(pending, limit)!);
  return pages;

  function splitLong(sentence: string): string[] {
    // The longest head that fits on one page, cut where a line break would be allowed.
    const chars = [...sentence];
    for (let at = chars.length - 1; at > 0; at--) {
      const head = chars.slice(0, at).join("").trim();
      const cost = chars[at] === " " ? 0 : breakCost(chars[at - 1], chars[at], chars.includes(" "));
      if (cost === undefined || !twoLines(head, limit)) continue;
      const rest = chars.slice(at).join("").trim();
      return [head, ...(twoLines(rest, limit) ? [rest] : splitLong(rest))];
    }
    throw new Error(`Cannot lay out the caption "${sentence}" in lines of ${limit} characters`);
  }
}

export interface TimedText {
  start: number;
  end: number;
  text: string;
}

/** Splits a cue's time over its pages in proportion to their length, with a short gap between pages. */
export function pagedCues(start: number, end: number, pages: string[][], gap = 0.2): Cue[] {
  const weights = pages.map((lines) => visibleLength(lines.join("")));
  const total = weights.reduce((sum, w) => sum + w, 0);
  let at = start;
  return pages.map((lines, i) => {
    const share = ((end - start) * weights[i]) / total;
    const cue = { start: round(at), end: round(at + share - (i < pages.length - 1 ? gap : 0)), text: lines.join("\n") };
    at += share;
    return cue;
  });
}

/**
 * Places spoken lines around fixed sound cues: the time in [from, to) not covered by a sound (with `margin` around it)
 * is shared out between the lines in order, each free stretch getting a number of lines in proportion to its length.
 */
export function scheduleLines<T>(
  lines: readonly T[],
  from: number,
  to: number,
  sounds: readonly { start: number; end: number }[],
  margin = 0.2,
): { line: T; start: number; end: number }[] {
  const free: { from: number; to: number }[] = [];
  let at = from;
  for (const sound of [...sounds].sort((a, b) => a.start - b.start)) {
    if (sound.end <= from || sound.start >= to) continue;
    if (sound.start - margin > at) free.push({ from: at, to: sound.start - margin });
    at = Math.max(at, sound.end + margin);
  }
  if (to > at) free.push({ from: at, to });
  const total = free.reduce((sum, f) => sum + (f.to - f.from), 0);
  // Largest remainder: every line gets a stretch, stretches keep the lines' order.
  const exact = free.map((f) => ((f.to - f.from) / total) * lines.length);
  const counts = exact.map(Math.floor);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest);
  for (let k = 0; counts.reduce((s, c) => s + c, 0) < lines.length; k++) counts[order[k % order.length].i]++;
  const placed: { line: T; start: number; end: number }[] = [];
  let next = 0;
  free.forEach((stretch, i) => {
    placed.push(...spreadLines(lines.slice(next, next + counts[i]), stretch.from, stretch.to));
    next += counts[i];
  });
  return placed;
}
