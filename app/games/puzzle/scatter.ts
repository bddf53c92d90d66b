// Shuffles the pieces onto the tray around the board. Seeded: the same seed and layout always
// give the same tray, so a test (or a bug report) can reproduce it.
import { rectsOverlap, type Rect } from "./geometry.ts";
import { traySlots } from "./layout.ts";
import {
  createSolvedPuzzle,
  pieceBounds,
  pieceById,
  shapeOf,
  type NewPuzzleOptions,
  type Puzzle,
  type PuzzlePiece,
} from "./puzzle.ts";
import { deriveRng, shuffleInPlace, uniform, type Rng } from "./random.ts";

/** Slot spacing as a fraction of a piece's resting size (tabs included): slots of their own first; only
 * on a screen too small for that do tabs overlap a little. */
const SPACINGS = [1, 0.85, 0.7];

/** Tray slots for `count` pieces at the tray's scale, densest packing only if needed. */
function slotsFor(puzzle: Puzzle, count: number): { slots: Rect[]; slotW: number; slotH: number } {
  const k = puzzle.layout.trayScale;
  const shapes = puzzle.cut.pieces;
  const slotW = Math.max(...shapes.map((s) => s.bounds.width)) * k;
  const slotH = Math.max(...shapes.map((s) => s.bounds.height)) * k;
  let slots: Rect[] = [];
  for (const spacing of SPACINGS) {
    slots = traySlots(puzzle.layout, slotW, slotH, spacing, count);
    if (slots.length >= count) break;
  }
  return { slots, slotW, slotH };
}

/** Rests a piece on the tray, its bounding box at (bx, by). */
function restAt(puzzle: Puzzle, piece: PuzzlePiece, bx: number, by: number): void {
  const shape = shapeOf(puzzle, piece.id);
  const k = puzzle.layout.trayScale;
  piece.inTray = true;
  // bounds offset: where the bounding box starts relative to the cell (negative with a left/top tab)
  piece.x = bx - (shape.bounds.x - shape.cell.x) * k;
  piece.y = by - (shape.bounds.y - shape.cell.y) * k;
}

export function scatterPieces(puzzle: Puzzle): void {
  const rng = deriveRng(puzzle.seed, "scatter");
  const { slots, slotW, slotH } = slotsFor(puzzle, puzzle.pieces.length);
  const k = puzzle.layout.trayScale;
  shuffleInPlace(rng, slots);
  const order = shuffleInPlace(
    rng,
    puzzle.pieces.map((p) => p.id),
  );
  order.forEach((id, i) => {
    const piece = pieceById(puzzle, id);
    const { bounds } = shapeOf(puzzle, id);
    const slot = slots[i] ?? anywhere(rng, puzzle.layout.tray, slotW, slotH);
    piece.group = piece.id;
    piece.locked = false;
    // anywhere within the slot's slack, so the tray looks tipped out by hand rather than gridded
    restAt(puzzle, piece, slot.x + (slotW - bounds.width * k) * rng(), slot.y + (slotH - bounds.height * k) * rng());
  });
  puzzle.zOrder = shuffleInPlace(
    rng,
    puzzle.pieces.map((p) => p.id),
  );
  puzzle.completed = false;
}

/**
 * After the tray changed shape (the screen turned, or the tray scale changed) resting pieces could pile
 * up: lays the single loose pieces that rest on the tray (or lie off the board) out again, in the reading
 * order they had, so the tray still looks like the one the player left. Joined groups and pieces on the
 * board stay where they are: the player put them there.
 */
export function retrayLoosePieces(puzzle: Puzzle): void {
  const { board } = puzzle.layout;
  const groupSize = new Map<number, number>();
  for (const p of puzzle.pieces) groupSize.set(p.group, (groupSize.get(p.group) ?? 0) + 1);
  const loose = puzzle.pieces.filter(
    (p) => !p.locked && groupSize.get(p.group) === 1 && (p.inTray || !rectsOverlap(pieceBounds(puzzle, p), board)),
  );
  if (loose.length === 0) return;
  const { slots, slotW, slotH } = slotsFor(puzzle, loose.length);
  const k = puzzle.layout.trayScale;
  const byReading = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.round(a.y - b.y) || a.x - b.x;
  slots.sort(byReading);
  loose.sort(byReading);
  loose.forEach((piece, i) => {
    const slot = slots[i];
    if (!slot) return; // too few slots: it stays where the clamp left it
    const { bounds } = shapeOf(puzzle, piece.id);
    piece.inTray = false;
    restAt(puzzle, piece, slot.x + (slotW - bounds.width * k) / 2, slot.y + (slotH - bounds.height * k) / 2);
  });
}

/** Last resort when the tray is too small: anywhere inside the play area, board included. */
function anywhere(rng: Rng, area: Rect, w: number, h: number): Rect {
  return {
    x: uniform(rng, area.x, Math.max(area.x, area.x + area.width - w)),
    y: uniform(rng, area.y, Math.max(area.y, area.y + area.height - h)),
    width: w,
    height: h,
  };
}

/** A new game: cut with the seed, pieces tipped out onto the tray. */
export function createPuzzle(options: NewPuzzleOptions): Puzzle {
  const puzzle = createSolvedPuzzle(options);
  scatterPieces(puzzle);
  return puzzle;
}
