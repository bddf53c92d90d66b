// Helpers for drag-free play: which pieces can be selected, and the board slots a piece can be
// sent to (the grid cells of the board, addressed by row and column).
import type { Puzzle, PuzzlePiece } from "./puzzle.ts";

export interface Slot {
  row: number;
  col: number;
}

/** One entry per loose group (its lowest piece id), in reading order of where the groups lie now
 * (rows of about a piece's height, then left to right), so next/previous walks the tray the way the
 * eye does and visits a joined cluster once. Not in id order: ids follow the solution, and stepping
 * through them would hand a keyboard player the answer. */
export function selectableIds(puzzle: Puzzle): number[] {
  const seen = new Set<number>();
  const reps: PuzzlePiece[] = [];
  for (const p of puzzle.pieces) {
    if (p.locked || seen.has(p.group)) continue;
    seen.add(p.group);
    reps.push(p);
  }
  const band = puzzle.cut.pieceHeight;
  const row = (p: PuzzlePiece) => Math.floor((p.y + band / 2) / band);
  return reps.sort((a, b) => row(a) - row(b) || a.x - b.x || a.id - b.id).map((p) => p.id);
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
