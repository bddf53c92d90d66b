import type { HistorySnapshot } from "./history.ts";
import { diffByteLength, diffFits, swapDiff, type PixelDiff } from "./pixel-diff.ts";
import { isStickerList, type StickerItem } from "./sticker-set.ts";
import type { Layer, Rect } from "./layer.ts";
import { unionRect } from "./layer.ts";

/**
 * One undo step: what a change overwrote, per part of the page it touched. A fill touches the fill layer, a brush
 * line the stroke layer, the eraser both, a sticker change the sticker list (a whole list is a few dozen bytes).
 */
export interface PageStep {
  readonly fills?: PixelDiff;
  readonly strokes?: PixelDiff;
  readonly stickers?: readonly StickerItem[];
}

export type PageHistorySnapshot = HistorySnapshot<PageStep>;

export interface StepTarget {
  fills: Layer;
  strokes: Layer;
  getStickers(): readonly StickerItem[];
  setStickers(items: readonly StickerItem[]): void;
}

/** Puts a step's contents in place and returns the step that takes it back, with the area that changed. */
export function swapStep(
  target: StepTarget,
  step: PageStep,
): { inverse: PageStep; rect: Rect | null; stickers: boolean } {
  const inverse: { fills?: PixelDiff; strokes?: PixelDiff; stickers?: readonly StickerItem[] } = {};
  let rect: Rect | null = null;
  if (step.fills) {
    inverse.fills = swapDiff(target.fills, step.fills);
    rect = unionRect(rect, step.fills.rect);
  }
  if (step.strokes) {
    inverse.strokes = swapDiff(target.strokes, step.strokes);
    rect = unionRect(rect, step.strokes.rect);
  }
  if (step.stickers) {
    inverse.stickers = target.getStickers();
    target.setStickers(step.stickers);
  }
  return { inverse, rect, stickers: step.stickers !== undefined };
}

export function stepByteLength(step: PageStep): number {
  return (
    (step.fills ? diffByteLength(step.fills) : 0) +
    (step.strokes ? diffByteLength(step.strokes) : 0) +
    (step.stickers?.length ?? 0) * 48
  );
}

/** A validator for steps read back from storage, for a page of this size. */
export function stepFits(width: number, height: number) {
  return (value: unknown): value is PageStep => {
    if (!value || typeof value !== "object") return false;
    const step = value as Record<string, unknown>;
    const parts = ["fills", "strokes", "stickers"].filter((k) => step[k] !== undefined);
    if (parts.length === 0) return false;
    return (
      (step.fills === undefined || diffFits(step.fills, width, height)) &&
      (step.strokes === undefined || diffFits(step.strokes, width, height)) &&
      (step.stickers === undefined || isStickerList(step.stickers))
    );
  };
}

/**
 * Steps saved before layers existed (a bare pixel diff of the one paint layer) become fill-layer steps, since the
 * old paint is loaded as the fill layer; current steps pass through.
 */
export function migrateSteps(
  snapshot: { undo?: unknown; redo?: unknown } | undefined,
): PageHistorySnapshot | undefined {
  if (!snapshot || !Array.isArray(snapshot.undo) || !Array.isArray(snapshot.redo)) return undefined;
  const upgrade = (list: unknown[]) =>
    list.map((s) =>
      s && typeof s === "object" && "runs" in s && "rect" in s ? { fills: s as PixelDiff } : (s as PageStep),
    );
  return { undo: upgrade(snapshot.undo), redo: upgrade(snapshot.redo) };
}
