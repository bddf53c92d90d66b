// Saving and resuming: a plain-JSON snapshot for localStorage. Positions are stored relative to
// the board (0..1 across it; the tray lies outside that range), so a puzzle saved on a phone in
// portrait resumes sensibly in landscape or on a desktop.
import { isPieceCount, type PieceCount } from './grid.ts';
import { retrayLoosePieces } from './scatter.ts';
import {
  createSolvedPuzzle,
  elapsedMs,
  groupMembers,
  moveGroup,
  sendToBottom,
  type Layout,
  type Puzzle,
} from './puzzle.ts';

export interface SavedPiece {
  x: number;
  y: number;
  group: number;
  locked: boolean;
}

export interface SavedPuzzle {
  version: 1;
  seed: number;
  pieceCount: PieceCount;
  imageWidth: number;
  imageHeight: number;
  /** Indexed by piece id. */
  pieces: SavedPiece[];
  /** Piece ids, bottom → top. */
  zOrder: number[];
  elapsedMs: number;
  completed: boolean;
}

export function savePuzzle(puzzle: Puzzle, now: number): SavedPuzzle {
  const { board } = puzzle.layout;
  return {
    version: 1,
    seed: puzzle.seed,
    pieceCount: puzzle.pieceCount,
    imageWidth: puzzle.imageWidth,
    imageHeight: puzzle.imageHeight,
    pieces: puzzle.pieces.map((p) => ({
      x: (p.x - board.x) / board.width,
      y: (p.y - board.y) / board.height,
      group: p.group,
      locked: p.locked,
    })),
    zOrder: [...puzzle.zOrder],
    elapsedMs: elapsedMs(puzzle, now),
    completed: puzzle.completed,
  };
}

/** Rebuilds a puzzle from saved JSON in a (possibly different) layout. Returns null for anything
 * that isn't a save we understand — old versions, hand-edited or truncated storage — so the UI
 * simply starts a fresh puzzle. The clock comes back paused. */
export function restorePuzzle(data: unknown, layout: Layout): Puzzle | null {
  if (!isSavedPuzzle(data)) return null;
  const puzzle = createSolvedPuzzle({ ...data, layout });
  const { board } = layout;
  data.pieces.forEach((saved, id) => {
    const p = puzzle.pieces[id];
    if (!p) return;
    p.group = saved.group;
    p.locked = saved.locked;
    if (!saved.locked) {
      p.x = board.x + saved.x * board.width;
      p.y = board.y + saved.y * board.height;
    }
  });
  const groups = new Set(puzzle.pieces.map((p) => p.group));
  for (const group of groups) {
    const [first, ...rest] = groupMembers(puzzle, group);
    if (!first || first.locked) continue;
    // exact offsets within a group again (scaling may have left tiny rounding gaps) …
    for (const p of rest) {
      p.x = first.x + (p.correctX - first.correctX);
      p.y = first.y + (p.correctY - first.correctY);
    }
    // … and back inside the play area if the new screen is smaller
    moveGroup(puzzle, group, 0, 0);
  }
  puzzle.zOrder = isPermutation(data.zOrder, puzzle.pieces.length) ? [...data.zOrder] : puzzle.zOrder;
  sendToBottom(puzzle, puzzle.pieces.filter((p) => p.locked).map((p) => p.id));
  puzzle.elapsedMs = data.elapsedMs;
  puzzle.completed = data.completed && puzzle.pieces.every((p) => p.locked);
  return puzzle;
}

/** Same puzzle, new screen size (window resize, rotation). Keeps the clock running if it was. When the
 * play area turned between portrait and landscape, loose pieces are laid out on the new tray. */
export function relayoutPuzzle(puzzle: Puzzle, layout: Layout, now: number): Puzzle {
  const next = restorePuzzle(savePuzzle(puzzle, now), layout);
  if (!next) throw new Error('relayout: a fresh save failed to restore');
  const wide = (a: Layout) => a.playArea.width >= a.playArea.height;
  if (wide(puzzle.layout) !== wide(layout)) retrayLoosePieces(next);
  if (puzzle.runningSince !== null) next.runningSince = now;
  return next;
}

function isFiniteNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

function isPermutation(ids: readonly number[], n: number): boolean {
  return ids.length === n && new Set(ids).size === n && ids.every((id) => Number.isInteger(id) && id >= 0 && id < n);
}

function isSavedPuzzle(v: unknown): v is SavedPuzzle {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  if (s.version !== 1 || !isPieceCount(s.pieceCount) || !Number.isInteger(s.seed)) return false;
  if (!isFiniteNumber(s.imageWidth) || !isFiniteNumber(s.imageHeight) || s.imageWidth <= 0 || s.imageHeight <= 0) return false;
  if (!isFiniteNumber(s.elapsedMs) || s.elapsedMs < 0 || typeof s.completed !== 'boolean') return false;
  if (!Array.isArray(s.zOrder) || !Array.isArray(s.pieces) || s.pieces.length !== s.pieceCount) return false;
  const n = s.pieceCount;
  return s.pieces.every((p: unknown) => {
    if (typeof p !== 'object' || p === null) return false;
    const q = p as Record<string, unknown>;
    return isFiniteNumber(q.x) && isFiniteNumber(q.y) && typeof q.locked === 'boolean' && Number.isInteger(q.group) && (q.group as number) >= 0 && (q.group as number) < n;
  });
}
