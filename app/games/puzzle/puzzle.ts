// The game model: where every piece is, which pieces are joined, what is on top, and the clock.
// Plain mutable data so a drag can move pieces without allocating; see serialize.ts for JSON.
import { cutPuzzle, type Cut, type PieceShape } from "./cut.ts";
import { clamp, pointInPolygon, rectContains, unionRects, type Rect } from "./geometry.ts";
import { chooseGrid, type PieceCount } from "./grid.ts";

/** World coordinates: the board (where the picture is assembled) and the tray beside it, inside the
 * play area. Loose pieces rest on the tray at `trayScale` (≤ 1) so all of them fit without overlapping,
 * and grow to board size when picked up. */
export interface Layout {
  board: Rect;
  playArea: Rect;
  tray: Rect;
  trayScale: number;
}

export interface PuzzlePiece {
  id: number;
  row: number;
  col: number;
  /** Current top-left corner of the piece's cell (tabs excluded), world coordinates. */
  x: number;
  y: number;
  /** Where that corner belongs on the board. */
  correctX: number;
  correctY: number;
  /** Pieces with the same group move together. Initially every piece is its own group. */
  group: number;
  /** In its correct place on the board; cannot be picked up any more. */
  locked: boolean;
  /** Resting on the tray, drawn (and hit) at the layout's trayScale; false on the board and while held. */
  inTray: boolean;
}

export interface Puzzle {
  seed: number;
  pieceCount: PieceCount;
  imageWidth: number;
  imageHeight: number;
  rows: number;
  cols: number;
  layout: Layout;
  /** Shapes in board-local coordinates (board's top-left at 0,0), at the board's current size. */
  cut: Cut;
  pieces: PuzzlePiece[];
  /** Piece ids, bottom → top (drawing order; hit tests walk it backwards). */
  zOrder: number[];
  /** Play time banked before the current run of the clock. */
  elapsedMs: number;
  /** Clock start (ms, caller's time base) while running, else null. */
  runningSince: number | null;
  completed: boolean;
}

export interface NewPuzzleOptions {
  seed: number;
  pieceCount: PieceCount;
  imageWidth: number;
  imageHeight: number;
  layout: Layout;
}

/** A puzzle with every piece in its correct place; call scatterPieces() to start a game. */
export function createSolvedPuzzle({ seed, pieceCount, imageWidth, imageHeight, layout }: NewPuzzleOptions): Puzzle {
  const { rows, cols } = chooseGrid(pieceCount, imageWidth, imageHeight);
  const { board } = layout;
  const cut = cutPuzzle({ seed, rows, cols, width: board.width, height: board.height });
  const pieces = cut.pieces.map((s) => ({
    id: s.id,
    row: s.row,
    col: s.col,
    x: board.x + s.cell.x,
    y: board.y + s.cell.y,
    correctX: board.x + s.cell.x,
    correctY: board.y + s.cell.y,
    group: s.id,
    locked: false,
    inTray: false,
  }));
  return {
    seed,
    pieceCount,
    imageWidth,
    imageHeight,
    rows,
    cols,
    layout,
    cut,
    pieces,
    zOrder: pieces.map((p) => p.id),
    elapsedMs: 0,
    runningSince: null,
    completed: false,
  };
}

export function pieceById(puzzle: Puzzle, id: number): PuzzlePiece {
  const piece = puzzle.pieces[id];
  if (!piece) throw new Error(`no piece ${id}`);
  return piece;
}

export function shapeOf(puzzle: Puzzle, id: number): PieceShape {
  const shape = puzzle.cut.pieces[id];
  if (!shape) throw new Error(`no piece ${id}`);
  return shape;
}

export function groupMembers(puzzle: Puzzle, group: number): PuzzlePiece[] {
  return puzzle.pieces.filter((p) => p.group === group);
}

/** How big a piece is drawn: the tray's scale while it rests there, else board size. */
export function pieceScale(puzzle: Puzzle, piece: PuzzlePiece): number {
  return piece.inTray ? puzzle.layout.trayScale : 1;
}

/** World-space bounding box of a piece at its current position and size, tabs included. */
export function pieceBounds(puzzle: Puzzle, piece: PuzzlePiece): Rect {
  const s = shapeOf(puzzle, piece.id);
  const k = pieceScale(puzzle, piece);
  return {
    x: piece.x + (s.bounds.x - s.cell.x) * k,
    y: piece.y + (s.bounds.y - s.cell.y) * k,
    width: s.bounds.width * k,
    height: s.bounds.height * k,
  };
}

/** Centre of a piece's cell (tabs excluded) at its current size. */
export function pieceCentre(puzzle: Puzzle, piece: PuzzlePiece): { x: number; y: number } {
  const k = pieceScale(puzzle, piece);
  return { x: piece.x + (puzzle.cut.pieceWidth * k) / 2, y: piece.y + (puzzle.cut.pieceHeight * k) / 2 };
}

/** Puts a piece on or off the tray, resizing it about its centre (so it stays under the finger). */
export function setInTray(
  puzzle: Puzzle,
  piece: PuzzlePiece,
  inTray: boolean,
  about = pieceCentre(puzzle, piece),
): void {
  if (piece.inTray === inTray) return;
  const before = pieceScale(puzzle, piece);
  piece.inTray = inTray;
  const ratio = pieceScale(puzzle, piece) / before;
  piece.x = about.x - (about.x - piece.x) * ratio;
  piece.y = about.y - (about.y - piece.y) * ratio;
}

export function groupBounds(puzzle: Puzzle, group: number): Rect {
  return unionRects(groupMembers(puzzle, group).map((p) => pieceBounds(puzzle, p)));
}

/** Topmost piece under the point (by its real outline, so a tab's gap hits the piece below). */
export function pieceAt(puzzle: Puzzle, x: number, y: number): PuzzlePiece | null {
  for (let i = puzzle.zOrder.length - 1; i >= 0; i--) {
    const piece = pieceById(puzzle, puzzle.zOrder[i] as number);
    if (!rectContains(pieceBounds(puzzle, piece), x, y)) continue;
    const k = pieceScale(puzzle, piece);
    if (pointInPolygon(shapeOf(puzzle, piece.id).polygon, (x - piece.x) / k, (y - piece.y) / k)) return piece;
  }
  return null;
}

/** Moves a group above everything, keeping the order within the group. */
export function bringToTop(puzzle: Puzzle, group: number): void {
  const inGroup = (id: number) => pieceById(puzzle, id).group === group;
  puzzle.zOrder = [...puzzle.zOrder.filter((id) => !inGroup(id)), ...puzzle.zOrder.filter(inGroup)];
}

/** Placed pieces go to the bottom so loose pieces lying over the board stay visible and grabbable. */
export function sendToBottom(puzzle: Puzzle, ids: readonly number[]): void {
  const set = new Set(ids);
  puzzle.zOrder = [...puzzle.zOrder.filter((id) => set.has(id)), ...puzzle.zOrder.filter((id) => !set.has(id))];
}

/** Moves a group by (dx, dy), clamped so it never leaves the play area (a piece dropped off-screen
 * on a phone would be lost). Returns the distance actually moved. */
export function moveGroup(puzzle: Puzzle, group: number, dx: number, dy: number): { dx: number; dy: number } {
  const b = groupBounds(puzzle, group);
  const area = puzzle.layout.playArea;
  const cdx = b.width > area.width ? dx : clamp(dx, area.x - b.x, area.x + area.width - b.x - b.width);
  const cdy = b.height > area.height ? dy : clamp(dy, area.y - b.y, area.y + area.height - b.y - b.height);
  for (const p of puzzle.pieces) {
    if (p.group !== group) continue;
    p.x += cdx;
    p.y += cdy;
  }
  return { dx: cdx, dy: cdy };
}

export function isSolved(puzzle: Puzzle): boolean {
  return puzzle.pieces.every((p) => p.locked);
}

export function elapsedMs(puzzle: Puzzle, now: number): number {
  return puzzle.elapsedMs + (puzzle.runningSince === null ? 0 : Math.max(0, now - puzzle.runningSince));
}

/** Start or resume the clock (e.g. on first interaction, or when the tab becomes visible). */
export function resumeTimer(puzzle: Puzzle, now: number): void {
  if (puzzle.runningSince === null && !puzzle.completed) puzzle.runningSince = now;
}

export function pauseTimer(puzzle: Puzzle, now: number): void {
  puzzle.elapsedMs = elapsedMs(puzzle, now);
  puzzle.runningSince = null;
}
