// Shuffles the pieces onto the tray around the board. Seeded: the same seed and layout always
// give the same tray, so a test (or a bug report) can reproduce it.
import { rectsOverlap, type Rect } from './geometry.ts';
import { traySlots } from './layout.ts';
import { createSolvedPuzzle, pieceBounds, shapeOf, type NewPuzzleOptions, type Puzzle, type PuzzlePiece } from './puzzle.ts';
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

/**
 * After the screen turned (portrait ⇄ landscape) the tray bands moved: pieces kept relative to the board
 * end up piled against the new edges. Lays the loose single pieces that lie off the board out on the new
 * tray again, in the reading order they had, so the tray still looks like the one the player left.
 * Joined groups and pieces on the board stay where they are: the player put them there.
 */
export function retrayLoosePieces(puzzle: Puzzle): void {
  const { board, playArea } = puzzle.layout;
  const groupSize = new Map<number, number>();
  for (const p of puzzle.pieces) groupSize.set(p.group, (groupSize.get(p.group) ?? 0) + 1);
  const loose = puzzle.pieces.filter((p) => !p.locked && groupSize.get(p.group) === 1 && !rectsOverlap(pieceBounds(puzzle, p), board));
  if (loose.length === 0) return;
  const shapes = puzzle.pieces.map((p) => shapeOf(puzzle, p.id));
  const slotW = Math.max(...shapes.map((s) => s.bounds.width));
  const slotH = Math.max(...shapes.map((s) => s.bounds.height));
  let slots: Rect[] = [];
  for (const spacing of SPACINGS) {
    slots = traySlots(playArea, board, slotW, slotH, spacing);
    if (slots.length >= loose.length) break;
  }
  const byReading = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.round(a.y - b.y) || a.x - b.x;
  slots.sort(byReading);
  loose.sort((a: PuzzlePiece, b: PuzzlePiece) => byReading(a, b));
  loose.forEach((piece, i) => {
    const slot = slots[i];
    const shape = shapes[piece.id];
    if (!slot || !shape) return; // too few slots: it stays where the clamp left it
    piece.x = slot.x + (slotW - shape.bounds.width) / 2 - (shape.bounds.x - shape.cell.x);
    piece.y = slot.y + (slotH - shape.bounds.height) / 2 - (shape.bounds.y - shape.cell.y);
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
