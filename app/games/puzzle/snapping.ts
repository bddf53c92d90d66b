// What happens when a group is let go: it snaps into its place on the board (and locks), or
// clicks onto a neighbour it was brought close to (and the two groups become one).
import {
  groupMembers,
  isSolved,
  pauseTimer,
  pieceById,
  sendToBottom,
  bringToTop,
  type Puzzle,
  type PuzzlePiece,
} from './puzzle.ts';

/** How far off (as a fraction of a piece's width/height) still counts as "in the right place":
 * generous enough for small fingers, tight enough that a wrong slot (a whole piece away) never snaps. */
export const SNAP_TOLERANCE = 0.2;

export interface DropResult {
  /** Pieces that snapped into their board place and locked on this drop. */
  snapped: number[];
  /** All pieces of the group formed on this drop, if it joined any neighbour. */
  joined: number[];
  /** The drop finished the puzzle. */
  completed: boolean;
}

export function dropGroup(puzzle: Puzzle, group: number, now: number, tolerance = SNAP_TOLERANCE): DropResult {
  const result: DropResult = { snapped: [], joined: [], completed: false };
  if (puzzle.completed) return result;
  if (!trySnapToBoard(puzzle, group, tolerance, result)) {
    const merged = joinNeighbours(puzzle, group, tolerance, result);
    // joining can bring a group into place (e.g. onto a neighbour lying on its board slot)
    trySnapToBoard(puzzle, merged, tolerance, result);
  }
  if (isSolved(puzzle)) {
    puzzle.completed = true;
    pauseTimer(puzzle, now);
    result.completed = true;
  }
  return result;
}

function within(puzzle: Puzzle, dx: number, dy: number, tolerance: number): boolean {
  return Math.abs(dx) <= tolerance * puzzle.cut.pieceWidth && Math.abs(dy) <= tolerance * puzzle.cut.pieceHeight;
}

function trySnapToBoard(puzzle: Puzzle, group: number, tolerance: number, result: DropResult): boolean {
  const members = groupMembers(puzzle, group);
  const ref = members[0];
  if (!ref || ref.locked) return false;
  // members keep exact relative offsets, so one piece speaks for the whole group
  if (!within(puzzle, ref.correctX - ref.x, ref.correctY - ref.y, tolerance)) return false;
  for (const p of members) {
    p.x = p.correctX; // exact, not "moved by the error": no drift after many moves
    p.y = p.correctY;
    p.locked = true;
    result.snapped.push(p.id);
  }
  sendToBottom(puzzle, members.map((p) => p.id));
  return true;
}

function neighbours(puzzle: Puzzle, p: PuzzlePiece): PuzzlePiece[] {
  const out: PuzzlePiece[] = [];
  const add = (row: number, col: number) => {
    if (row >= 0 && row < puzzle.rows && col >= 0 && col < puzzle.cols) out.push(pieceById(puzzle, row * puzzle.cols + col));
  };
  add(p.row - 1, p.col);
  add(p.row + 1, p.col);
  add(p.row, p.col - 1);
  add(p.row, p.col + 1);
  return out;
}

/** How far `q` is from where it belongs relative to `p`. */
function misalignment(p: PuzzlePiece, q: PuzzlePiece): { dx: number; dy: number } {
  return { dx: p.x + (q.correctX - p.correctX) - q.x, dy: p.y + (q.correctY - p.correctY) - q.y };
}

/** Puts every piece of `group` where it belongs relative to `anchor`, and into the anchor's group. */
function alignGroupTo(puzzle: Puzzle, group: number, anchor: PuzzlePiece): void {
  for (const m of groupMembers(puzzle, group)) {
    m.x = anchor.x + (m.correctX - anchor.correctX);
    m.y = anchor.y + (m.correctY - anchor.correctY);
    m.group = anchor.group;
  }
}

/** Returns the id of the resulting group. The held group moves onto the first neighbour it
 * matches; any further matching neighbours are nudged onto the result, so nothing moves by more
 * than the tolerance except the group the player was holding. */
function joinNeighbours(puzzle: Puzzle, group: number, tolerance: number, result: DropResult): number {
  let current = group;
  let joined = false;
  let found = true;
  while (found) {
    found = false;
    for (const p of groupMembers(puzzle, current)) {
      // locked neighbours are skipped: matching one means being in place, which board snapping handles
      const q = neighbours(puzzle, p).find((n) => {
        if (n.group === current || n.locked) return false;
        const { dx, dy } = misalignment(p, n);
        return within(puzzle, dx, dy, tolerance);
      });
      if (!q) continue;
      if (joined) {
        alignGroupTo(puzzle, q.group, p);
      } else {
        alignGroupTo(puzzle, current, q);
        current = q.group;
        joined = true;
      }
      found = true;
      break;
    }
  }
  if (joined) {
    bringToTop(puzzle, current);
    result.joined = groupMembers(puzzle, current).map((m) => m.id);
  }
  return current;
}
