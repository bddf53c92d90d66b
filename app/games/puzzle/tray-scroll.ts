// A tray with more pieces than fit at a finger's size scrolls: its resting pieces slide along it together (their
// world positions really move, so drawing, hit tests, saving and snapping need to know nothing about scrolling).
// Pieces scrolled past the tray's end lie outside the play area: not drawn, not touchable, until scrolled back.
import { clamp, rectContains, unionRects, type Point } from "./geometry.ts";
import { trayAxis } from "./layout.ts";
import { pieceBounds, type Puzzle, type PuzzlePiece } from "./puzzle.ts";

const resting = (puzzle: Puzzle): PuzzlePiece[] => puzzle.pieces.filter((p) => p.inTray && !p.locked);

/** How far the tray's pieces may slide now (negative: towards the start), along the tray's axis. */
export function trayScrollRange(puzzle: Puzzle): { min: number; max: number } {
  const pieces = resting(puzzle);
  if (pieces.length === 0) return { min: 0, max: 0 };
  const extent = unionRects(pieces.map((p) => pieceBounds(puzzle, p)));
  const { tray } = puzzle.layout;
  const [start, length, from, size] =
    trayAxis(puzzle.layout) === "x"
      ? [tray.x, tray.width, extent.x, extent.width]
      : [tray.y, tray.height, extent.y, extent.height];
  // never pull the first piece in past the start, nor the last one in past the end (but always back into view)
  return { min: Math.min(0, start + length - (from + size)), max: Math.max(0, start - from) };
}

/** Slides the resting pieces by `delta` CSS px along the tray, within the range; returns how far they moved. */
export function scrollTray(puzzle: Puzzle, delta: number): number {
  const { min, max } = trayScrollRange(puzzle);
  const moved = clamp(delta, min, max);
  if (moved === 0) return 0;
  const axis = trayAxis(puzzle.layout);
  for (const p of resting(puzzle)) {
    if (axis === "x") p.x += moved;
    else p.y += moved;
  }
  return moved;
}

/** Slides the tray just enough for `piece` (resting on it) to be wholly in view; returns how far. */
export function scrollTrayTo(puzzle: Puzzle, piece: PuzzlePiece): number {
  if (!piece.inTray) return 0;
  const b = pieceBounds(puzzle, piece);
  const { tray } = puzzle.layout;
  const [start, length, from, size] =
    trayAxis(puzzle.layout) === "x" ? [tray.x, tray.width, b.x, b.width] : [tray.y, tray.height, b.y, b.height];
  if (from < start) return scrollTray(puzzle, start - from);
  if (from + size > start + length) return scrollTray(puzzle, start + length - (from + size));
  return 0;
}

/**
 * A press on the tray that moves along it (mostly sideways below the board) while it has pieces out of view: a
 * swipe to see them, even when it started on a piece. Across the tray (towards the board) it picks the piece up.
 */
export function swipesAlongTray(puzzle: Puzzle, start: Point, now: Point): boolean {
  if (!rectContains(puzzle.layout.tray, start.x, start.y)) return false;
  const { min, max } = trayScrollRange(puzzle);
  if (min === 0 && max === 0) return false;
  const dx = Math.abs(now.x - start.x);
  const dy = Math.abs(now.y - start.y);
  return trayAxis(puzzle.layout) === "x" ? dx > 2 * dy : dy > 2 * dx;
}
