// The magnet a five-year-old needs: at least ~24 CSS px on a phone, bigger with bigger pieces, the same in
// every direction for non-square pieces, for snapping into the board and for joining neighbours alike.
import { describe, expect, it } from "vitest";
import { PuzzleController } from "./controller.ts";
import { PIECE_OPTIONS, type PieceCount } from "./grid.ts";
import { fitBoard } from "./layout.ts";
import { moveGroup, pieceById, setInTray, type Puzzle } from "./puzzle.ts";
import { createPuzzle } from "./scatter.ts";
import { MIN_SNAP_RADIUS, dropGroup, snapRadius } from "./snapping.ts";

const PHONE = { x: 0, y: 0, width: 390, height: 700 };
const SMALL_PHONE = { x: 0, y: 0, width: 320, height: 520 };

function game(pieceCount: PieceCount, area = PHONE, seed = 3): Puzzle {
  const puzzle = createPuzzle({
    seed,
    pieceCount,
    imageWidth: 800,
    imageHeight: 600,
    layout: fitBoard(area, 800, 600, pieceCount),
  });
  for (const p of puzzle.pieces) setInTray(puzzle, p, false, { x: p.x, y: p.y });
  return puzzle;
}

const DIRECTIONS = Array.from({ length: 8 }, (_, i) => ({
  x: Math.cos((i * Math.PI) / 4),
  y: Math.sin((i * Math.PI) / 4),
}));

describe("snap radius", () => {
  it("is at least 24 CSS px on any phone, grows with the pieces, and stays under a cell", () => {
    for (const area of [SMALL_PHONE, PHONE]) {
      for (const count of PIECE_OPTIONS) {
        const puzzle = game(count, area);
        const side = Math.min(puzzle.cut.pieceWidth, puzzle.cut.pieceHeight);
        expect(snapRadius(puzzle)).toBeGreaterThanOrEqual(MIN_SNAP_RADIUS);
        expect(snapRadius(puzzle)).toBeLessThan(side * 0.65);
      }
    }
    const desktop = game(4, { x: 0, y: 0, width: 1440, height: 800 });
    expect(snapRadius(desktop)).toBeGreaterThan(2 * MIN_SNAP_RADIUS);
  });

  it("snaps a non-square piece dropped up to the radius away in any direction, and not beyond", () => {
    const puzzle = game(25);
    expect(puzzle.cut.pieceWidth).not.toBeCloseTo(puzzle.cut.pieceHeight, 1);
    const r = snapRadius(puzzle);
    DIRECTIONS.forEach((d, i) => {
      for (const [distance, snaps] of [
        [r - 0.5, true],
        [r + 1, false],
      ] as const) {
        const fresh = game(25);
        const piece = pieceById(fresh, 12); // the middle piece: no screen edge in the way
        moveGroup(
          fresh,
          piece.group,
          piece.correctX + d.x * distance - piece.x,
          piece.correctY + d.y * distance - piece.y,
        );
        expect(dropGroup(fresh, piece.group, 0).snapped.length > 0, `direction ${i}, ${distance.toFixed(1)} px`).toBe(
          snaps,
        );
      }
    });
  });

  it("catches the drop 9 px off that used to miss on a 25-piece phone puzzle", () => {
    const puzzle = game(25);
    const piece = pieceById(puzzle, 12);
    moveGroup(puzzle, piece.group, piece.correctX + 9 - piece.x, piece.correctY - 4 - piece.y);
    expect(dropGroup(puzzle, piece.group, 0).snapped).toEqual([12]);
  });

  it("joins neighbours in all four directions within the radius, with the same reach as the board", () => {
    const directions = [
      { name: "left", dr: 0, dc: -1 },
      { name: "right", dr: 0, dc: 1 },
      { name: "above", dr: -1, dc: 0 },
      { name: "below", dr: 1, dc: 0 },
    ];
    for (const { name, dr, dc } of directions) {
      for (const [error, joins] of [
        [0.95, true],
        [1.05, false],
      ] as const) {
        const puzzle = game(25);
        const r = snapRadius(puzzle);
        const p = pieceById(puzzle, 2 * puzzle.cols + 2);
        const q = pieceById(puzzle, (2 + dr) * puzzle.cols + 2 + dc);
        // p lies on the tray at board size, well away from its place
        const { tray } = puzzle.layout;
        moveGroup(puzzle, p.group, tray.x + tray.width / 2 - p.x, tray.y + tray.height / 2 - p.y);
        // q dropped off its spot beside p by a fraction of the radius, diagonally (both axes at once)
        const off = (error * r) / Math.SQRT2;
        moveGroup(
          puzzle,
          q.group,
          p.x + (q.correctX - p.correctX) + off - q.x,
          p.y + (q.correctY - p.correctY) - off - q.y,
        );
        const result = dropGroup(puzzle, q.group, 0);
        expect(result.joined.length === 2, `${name} at ${error} × radius`).toBe(joins);
        if (joins) expect(q.x - p.x).toBeCloseTo(q.correctX - p.correctX, 9);
      }
    }
  });

  it("tapping a wrong slot never snaps, even with the big magnet", () => {
    const puzzle = game(25);
    const c = new PuzzleController(puzzle, { now: () => 0 });
    const piece = pieceById(puzzle, 7);
    c.select(piece.id);
    const { board } = puzzle.layout;
    const { pieceWidth: w, pieceHeight: h } = puzzle.cut;
    c.tapAt(board.x + (piece.col + 1.5) * w, board.y + (piece.row + 0.5) * h);
    expect(piece.locked).toBe(false);
    c.tapAt(board.x + (piece.col + 0.5) * w, board.y + (piece.row + 1.5) * h);
    expect(piece.locked).toBe(false);
  });

  it("after two misses with a piece, its place glows until it is in", () => {
    const puzzle = game(9);
    const c = new PuzzleController(puzzle, { now: () => 0 });
    const hints: number[] = [];
    c.on("hint", (e) => hints.push(e.pieceId));
    const piece = pieceById(puzzle, 0);
    c.select(piece.id);
    const { board } = puzzle.layout;
    const { pieceWidth: w, pieceHeight: h } = puzzle.cut;
    c.tapAt(board.x + 2.5 * w, board.y + 2.5 * h);
    expect(c.hintPieceId).toBeNull();
    c.tapAt(board.x + 1.5 * w, board.y + 2.5 * h);
    expect(hints).toEqual([0]);
    expect(c.hintPieceId).toBe(0);
    c.tapAt(board.x + 0.5 * w, board.y + 0.5 * h);
    expect(piece.locked).toBe(true);
    c.tapAt(0, 0); // any later drop clears a hint whose piece is in
    expect(c.hintPieceId === null || c.hintPieceId !== 0).toBe(true);
  });
});
