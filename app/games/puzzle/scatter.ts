// Shuffles the pieces onto the tray around the board. Seeded: the same seed and layout always
// give the same tray, so a test (or a bug report) can reproduce it.
import type { Rect } from './geometry.ts';
import { traySlots } from './layout.ts';
import { createSolvedPuzzle, shapeOf, type NewPuzzleOptions, type Puzzle } from './puzzle.ts';
import { deriveRng, shuffleInPlace, uniform, type Rng } from './random.ts';

/** Slot spacing as a fraction of a piece's full size (tabs included): first try slots that keep
 * pieces apart, then let tabs overlap a little, before ever putting pieces on the board. */
const SPACINGS = [1, 0.85, 0.7];

export function scatterPieces(puzzle: Puzzle): void {
  const rng = deriveRng(puzzle.seed, 'scatter');
  const { board, playArea } = puzzle.layout;
  const shapes = puzzle.pieces.map((p) => shapeOf(puzzle, p.id));
  const slotW = Math.max(...shapes.map((s) => s.bounds.width));
  const slotH = Math.max(...shapes.map((s) => s.bounds.height));

  let slots: Rect[] = [];
  for (const spacing of SPACINGS) {
    slots = traySlots(playArea, board, slotW, slotH, spacing);
    if (slots.length >= puzzle.pieces.length) break;
  }
  shuffleInPlace(rng, slots);

  const order = shuffleInPlace(rng, puzzle.pieces.map((p) => p.id));
  order.forEach((id, i) => {
    const piece = puzzle.pieces[id];
    const shape = shapes[id];
    if (!piece || !shape) return;
    // bounds offset: where the bounding box starts relative to the cell (negative with a left/top tab)
    const ox = shape.bounds.x - shape.cell.x;
    const oy = shape.bounds.y - shape.cell.y;
    const slot = slots[i] ?? anywhere(rng, playArea, slotW, slotH);
    // anywhere within the slot's slack, so the tray looks tipped out by hand rather than gridded
    const bx = slot.x + (slotW - shape.bounds.width) * rng();
    const by = slot.y + (slotH - shape.bounds.height) * rng();
    piece.x = bx - ox;
    piece.y = by - oy;
    piece.group = piece.id;
    piece.locked = false;
  });
  puzzle.zOrder = shuffleInPlace(rng, puzzle.pieces.map((p) => p.id));
  puzzle.completed = false;
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
