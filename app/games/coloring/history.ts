import type { Layer, Rect } from './layer.ts';
import { diffByteLength, diffFits, swapDiff, type PixelDiff } from './pixel-diff.ts';

export const DEFAULT_HISTORY_LIMIT = 50;

/** Undo and redo steps as plain data (typed arrays), for keeping them with the drawing in browser storage. */
export interface HistorySnapshot {
  undo: PixelDiff[];
  redo: PixelDiff[];
}
export const MIN_HISTORY_LIMIT = 30;

/**
 * Undo/redo over one layer. Each step holds only the "other" pixels of the
 * rectangle it touched; undoing swaps them with the layer, which both restores
 * the exact previous bytes and yields the step to redo.
 */
export class History {
  readonly limit: number;
  #undo: PixelDiff[] = [];
  #redo: PixelDiff[] = [];

  constructor(limit: number = DEFAULT_HISTORY_LIMIT) {
    this.limit = Math.max(MIN_HISTORY_LIMIT, Math.floor(limit));
  }

  get canUndo(): boolean {
    return this.#undo.length > 0;
  }

  get canRedo(): boolean {
    return this.#redo.length > 0;
  }

  get undoDepth(): number {
    return this.#undo.length;
  }

  get redoDepth(): number {
    return this.#redo.length;
  }

  /** Bytes held by all steps; lets a shell show or cap memory use. */
  get byteLength(): number {
    let total = 0;
    for (const d of this.#undo) total += diffByteLength(d);
    for (const d of this.#redo) total += diffByteLength(d);
    return total;
  }

  /** Records the pixels a change overwrote; a new change forgets what could be redone. */
  push(before: PixelDiff): void {
    this.#undo.push(before);
    if (this.#undo.length > this.limit) this.#undo.shift();
    this.#redo.length = 0;
  }

  /** Returns the rectangle that changed, or null when there was nothing to undo. */
  undo(layer: Layer): Rect | null {
    const step = this.#undo.pop();
    if (!step) return null;
    this.#redo.push(swapDiff(layer, step));
    return step.rect;
  }

  redo(layer: Layer): Rect | null {
    const step = this.#redo.pop();
    if (!step) return null;
    this.#undo.push(swapDiff(layer, step));
    return step.rect;
  }

  reset(): void {
    this.#undo.length = 0;
    this.#redo.length = 0;
  }

  /** The steps as they are now (the diffs are never changed in place, so sharing them is safe). */
  snapshot(): HistorySnapshot {
    return { undo: this.#undo.slice(), redo: this.#redo.slice() };
  }

  /**
   * Takes back steps saved by `snapshot()` for a layer of this size; anything that does not fit such a layer
   * (another page size, damaged storage) is refused and the history is left empty. Returns whether it was restored.
   */
  restore(snapshot: HistorySnapshot, width: number, height: number): boolean {
    this.reset();
    const valid = (list: unknown): list is PixelDiff[] => Array.isArray(list) && list.every((diff) => diffFits(diff, width, height));
    if (!valid(snapshot?.undo) || !valid(snapshot?.redo)) return false;
    this.#undo = snapshot.undo.slice(-this.limit);
    this.#redo = snapshot.redo.slice(-this.limit);
    return true;
  }
}
