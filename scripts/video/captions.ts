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
    if (!(cue.end > cue.start) || cue.start < 0) throw new Error(`Cue ${i + 1} has no duration: ${cue.start}–${cue.end}`);
    const next = sorted[i + 1];
    if (next && next.start < cue.end) throw new Error(`Cue ${i + 1} overlaps the next one`);
    if (!cue.text.trim()) throw new Error(`Cue ${i + 1} is empty`);
  });
  const blocks = sorted.map((cue, i) => `${i + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${cueText(cue.text)}`);
  return `WEBVTT\n\n${blocks.join("\n\n")}\n`;
}

/**
 * Spreads lines evenly over [from, to): each line gets an equal slot and stays on screen for most of it,
 * with a short gap so consecutive lines read as separate sentences.
 */
export function spreadLines<T>(lines: readonly T[], from: number, to: number, gap = 0.4): { line: T; start: number; end: number }[] {
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
