// What happens when a group is let go: it snaps into its place on the board (and locks), or
// clicks onto a neighbour it was brought close to (and the two groups become one).
import { rectContains } from "./geometry.ts";
import {
  groupMembers,
  isSolved,
  moveGroup,
  pauseTimer,
  pieceById,
  pieceCentre,
  sendToBottom,
  bringToTop,
  setInTray,
  type Puzzle,
  type PuzzlePiece,
} from "./puzzle.ts";

/** The magnet, in world units (CSS px): a drop at least this close always snaps, however small the pieces… */
export const MIN_SNAP_RADIUS = 24;
/** … and bigger pieces get a proportionally bigger magnet (a fraction of the smaller cell side) … */
export const SNAP_SHARE = 0.3;
/** … but well under a whole cell: a piece put on a wrong slot (a cell away) must not snap, nor join a neighbour. */
export const MAX_SNAP_SHARE = 0.6;

/** How far off (straight-line distance) still counts as "in the right place" for this puzzle's pieces:
 * the same in every direction, whatever the pieces' aspect. */
export function snapRadius(puzzle: Puzzle): number {
  const side = Math.min(puzzle.cut.pieceWidth, puzzle.cut.pieceHeight);
  return Math.min(MAX_SNAP_SHARE * side, Math.max(MIN_SNAP_RADIUS, SNAP_SHARE * side));
}

export interface DropResult {
  /** Pieces that snapped into their board place and locked on this drop. */
  snapped: number[];
  /** All pieces of the group formed on this drop, if it joined any neighbour. */
  joined: number[];
  /** The drop finished the puzzle. */
  completed: boolean;
}

/** Lets go of a group: it snaps into place, joins neighbours, or — a single piece let go over the tray —
 * comes to rest there at the tray's size. `radius` (world units) defaults to snapRadius(puzzle). */
export function dropGroup(puzzle: Puzzle, group: number, now: number, radius = snapRadius(puzzle)): DropResult {
  const result: DropResult = { snapped: [], joined: [], completed: false };
  if (puzzle.completed) return result;
  // a resting piece moved off the tray (by the API, say) is let go at board size, where it lies
  for (const p of groupMembers(puzzle, group)) {
    const c = pieceCentre(puzzle, p);
    if (p.inTray && !rectContains(puzzle.layout.tray, c.x, c.y)) setInTray(puzzle, p, false, { x: p.x, y: p.y });
  }
  if (!trySnapToBoard(puzzle, group, radius, result)) {
    const merged = joinNeighbours(puzzle, group, radius, result);
    // joining can bring a group into place (e.g. onto a neighbour lying on its board slot)
    if (!trySnapToBoard(puzzle, merged, radius, result) && result.joined.length === 0) restOnTray(puzzle, merged);
  }
  if (isSolved(puzzle)) {
    puzzle.completed = true;
    pauseTimer(puzzle, now);
    result.completed = true;
  }
  return result;
}

function within(dx: number, dy: number, radius: number): boolean {
  return Math.hypot(dx, dy) <= radius;
}

/** A single loose piece whose centre is over the tray rests there, shrunk to the tray's size. */
function restOnTray(puzzle: Puzzle, group: number): void {
  const members = groupMembers(puzzle, group);
  const piece = members[0];
  if (members.length !== 1 || !piece || piece.locked || piece.inTray) return;
  const centre = pieceCentre(puzzle, piece);
  if (!rectContains(puzzle.layout.tray, centre.x, centre.y)) return;
  setInTray(puzzle, piece, true, centre);
  moveGroup(puzzle, group, 0, 0);
}

function trySnapToBoard(puzzle: Puzzle, group: number, radius: number, result: DropResult): boolean {
  const members = groupMembers(puzzle, group);
  const ref = members[0];
  // a piece resting on the tray is not near its place (tray and board never overlap)
  if (!ref || ref.locked || ref.inTray) return false;
  // members keep exact relative offsets, so one piece speaks for the whole group
  if (!within(ref.correctX - ref.x, ref.correctY - ref.y, radius)) return false;
  for (const p of members) {
    p.x = p.correctX; // exact, not "moved by the error": no drift after many moves
    p.y = p.correctY;
    p.locked = true;
    result.snapped.push(p.id);
  }
  sendToBottom(
    puzzle,
    members.map((p) => p.id),
  );
  return true;
}

function neighbours(puzzle: Puzzle, p: PuzzlePiece): PuzzlePiece[] {
  const out: PuzzlePiece[] = [];
  const add = (row: number, col: number) => {
    if (row >= 0 && row < puzzle.rows && col >= 0 && col < puzzle.cols)
      out.push(pieceById(puzzle, row * puzzle.cols + col));
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
function joinNeighbours(puzzle: Puzzle, group: number, radius: number, result: DropResult): number {
  let current = group;
  let joined = false;
  let found = true;
  while (found) {
    found = false;
    for (const p of groupMembers(puzzle, current)) {
      // locked neighbours are skipped: matching one means being in place, which board snapping handles;
      // so are pieces resting small on the tray
      if (p.inTray) continue;
      const q = neighbours(puzzle, p).find((n) => {
        if (n.group === current || n.locked || n.inTray) return false;
        const { dx, dy } = misalignment(p, n);
        return within(dx, dy, radius);
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
