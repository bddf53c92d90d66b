// Helpers for drag-free play: which pieces can be selected, and the board slots a piece can be
// sent to (the grid cells of the board, addressed by row and column).
import type { Puzzle } from './puzzle.ts';

export interface Slot {
  row: number;
  col: number;
}

/** One entry per loose group (its lowest piece id), in id order, so next/previous visits every
 * group once instead of stepping through each piece of an already-joined cluster. */
export function selectableIds(puzzle: Puzzle): number[] {
  const seen = new Set<number>();
  const ids: number[] = [];
  for (const p of puzzle.pieces) {
    if (p.locked || seen.has(p.group)) continue;
    seen.add(p.group);
    ids.push(p.id);
  }
  return ids;
}

/** The board slot under a point, or null off the board. */
export function slotAt(puzzle: Puzzle, x: number, y: number): Slot | null {
  const { board } = puzzle.layout;
  const col = Math.floor(((x - board.x) / board.width) * puzzle.cols);
  const row = Math.floor(((y - board.y) / board.height) * puzzle.rows);
  if (col < 0 || col >= puzzle.cols || row < 0 || row >= puzzle.rows) return null;
  return { row, col };
}

/** Where the slot cursor starts: the first slot still empty, reading order. It tells the player
 * where a hole is, not which piece fills it. */
export function slotCursorStart(puzzle: Puzzle): Slot {
  const open = puzzle.pieces.find((p) => !p.locked);
  return open ? { row: open.row, col: open.col } : { row: 0, col: 0 };
}
