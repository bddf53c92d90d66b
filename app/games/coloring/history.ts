export const DEFAULT_HISTORY_LIMIT = 50;
export const MIN_HISTORY_LIMIT = 30;

/** Undo and redo steps as plain data (typed arrays, plain objects), for keeping them with the drawing in browser storage. */
export interface HistorySnapshot<S> {
  undo: S[];
  redo: S[];
}

/**
 * Undo/redo over swappable steps. A step holds only the "other" state of what it touched (pixels of a rectangle,
 * the sticker list); undoing swaps it with the page, which both restores the exact previous state and yields the
 * step to redo. The page supplies the swap, so one history covers every layer and the stickers.
 */
export class History<S> {
  readonly limit: number;
  readonly #sizeOf: (step: S) => number;
  #undo: S[] = [];
  #redo: S[] = [];

  constructor(limit: number = DEFAULT_HISTORY_LIMIT, sizeOf: (step: S) => number = () => 0) {
    this.limit = Math.max(MIN_HISTORY_LIMIT, Math.floor(limit));
    this.#sizeOf = sizeOf;
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
    for (const s of this.#undo) total += this.#sizeOf(s);
    for (const s of this.#redo) total += this.#sizeOf(s);
    return total;
  }

  /** Records what a change overwrote; a new change forgets what could be redone. */
  push(before: S): void {
    this.#undo.push(before);
    if (this.#undo.length > this.limit) this.#undo.shift();
    this.#redo.length = 0;
  }

  /** Swaps the newest step back in; returns the step as it was, or null when there was nothing to undo. */
  undo(swap: (step: S) => S): S | null {
    const step = this.#undo.pop();
    if (step === undefined) return null;
    this.#redo.push(swap(step));
    return step;
  }

  redo(swap: (step: S) => S): S | null {
    const step = this.#redo.pop();
    if (step === undefined) return null;
    this.#undo.push(swap(step));
    return step;
  }

  reset(): void {
    this.#undo.length = 0;
    this.#redo.length = 0;
  }

  /** The steps as they are now (steps are never changed in place, so sharing them is safe). */
  snapshot(): HistorySnapshot<S> {
    return { undo: this.#undo.slice(), redo: this.#redo.slice() };
  }

  /**
   * Takes back steps saved by `snapshot()` when every one passes `fits` (right page size, sound data); otherwise
   * (another page size, damaged storage) the history is left empty. Returns whether it was restored.
   */
  restore(snapshot: HistorySnapshot<S> | undefined, fits: (step: unknown) => step is S): boolean {
    this.reset();
    const valid = (list: unknown): list is S[] => Array.isArray(list) && list.every(fits);
    if (!valid(snapshot?.undo) || !valid(snapshot?.redo)) return false;
    this.#undo = snapshot.undo.slice(-this.limit);
    this.#redo = snapshot.redo.slice(-this.limit);
    return true;
  }
}
