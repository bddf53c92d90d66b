// Drops that earlier tests let through (issue 18 mutants): a join with the piece *below*, and a vertical miss judged
// by the piece's width. The pieces here are not square (a 2 × 2 cut of a 4:3 or a 3:4 picture), so a tolerance
// measured in the wrong dimension gives a different answer.
import { describe, expect, it } from "vitest";
import { fitBoard } from "./layout.ts";
import { createSolvedPuzzle, type Puzzle, type PuzzlePiece } from "./puzzle.ts";
import { dropGroup } from "./snapping.ts";
import { PLAY_AREA, pieceAtCell } from "./test-fixtures.ts";

/** Four full-size pieces of a width × height picture, every one moved far from the board and from each other. */
function fourPieces(imageWidth: number, imageHeight: number): Puzzle {
  const layout = fitBoard(PLAY_AREA, imageWidth, imageHeight, 4);
  const puzzle = createSolvedPuzzle({ seed: 7, pieceCount: 4, imageWidth, imageHeight, layout });
  for (const p of puzzle.pieces) {
    p.x = p.correctX + 10 * puzzle.cut.pieceWidth * (p.id + 1);
    p.y = p.correctY + 10 * puzzle.cut.pieceHeight * (p.id + 1);
  }
  return puzzle;
}

/** Puts `moving` where it belongs next to `anchor`, off by (dx, dy). */
function placeBeside(puzzle: Puzzle, moving: PuzzlePiece, anchor: PuzzlePiece, dx: number, dy: number): void {
  moving.x = anchor.x + (moving.correctX - anchor.correctX) + dx;
  moving.y = anchor.y + (moving.correctY - anchor.correctY) + dy;
}

/** Puts a piece off its board place by (dx, dy). */
function placeNearHome(piece: PuzzlePiece, dx: number, dy: number): void {
  piece.x = piece.correctX + dx;
  piece.y = piece.correctY + dy;
}

describe("joining the piece above or below", () => {
  it("a piece dropped just above its lower neighbour joins it", () => {
    const puzzle = fourPieces(800, 600);
    const top = pieceAtCell(puzzle, 0, 0);
    const below = pieceAtCell(puzzle, 1, 0);
    placeBeside(puzzle, top, below, 0.05 * puzzle.cut.pieceWidth, -0.1 * puzzle.cut.pieceHeight);
    const result = dropGroup(puzzle, top.group, 0);
    expect(result.joined.sort()).toEqual([top.id, below.id].sort());
    expect(top.group).toBe(below.group);
    expect(top.y).toBeCloseTo(below.y - puzzle.cut.pieceHeight, 9);
  });

  it("a piece dropped just below its upper neighbour joins it", () => {
    const puzzle = fourPieces(800, 600);
    const top = pieceAtCell(puzzle, 0, 1);
    const below = pieceAtCell(puzzle, 1, 1);
    placeBeside(puzzle, below, top, -0.05 * puzzle.cut.pieceWidth, 0.1 * puzzle.cut.pieceHeight);
    const result = dropGroup(puzzle, below.group, 0);
    expect(result.joined.sort()).toEqual([top.id, below.id].sort());
    expect(below.y).toBeCloseTo(top.y + puzzle.cut.pieceHeight, 9);
  });
});

describe("a vertical miss is judged by the piece height, not its width", () => {
  // Tall pieces (3 wide for 4 high): 0.18 heights is inside the magnet, though more than 0.2 of the piece's width.
  const miss = (puzzle: Puzzle) => 0.18 * puzzle.cut.pieceHeight;

  it("on tall pieces, a drop 0.18 heights too low still snaps into place", () => {
    const puzzle = fourPieces(600, 800);
    expect(puzzle.cut.pieceWidth / puzzle.cut.pieceHeight).toBeCloseTo(3 / 4, 9);
    expect(miss(puzzle)).toBeGreaterThan(0.2 * puzzle.cut.pieceWidth);
    const piece = pieceAtCell(puzzle, 1, 1);
    placeNearHome(piece, 0, miss(puzzle));
    expect(dropGroup(puzzle, piece.group, 0).snapped).toEqual([piece.id]);
    expect({ x: piece.x, y: piece.y }).toEqual({ x: piece.correctX, y: piece.correctY });
  });

  it("on tall pieces, a drop 0.18 heights off its neighbour still joins it", () => {
    const puzzle = fourPieces(600, 800);
    const piece = pieceAtCell(puzzle, 0, 1);
    const left = pieceAtCell(puzzle, 0, 0);
    placeBeside(puzzle, piece, left, 0, miss(puzzle));
    expect(dropGroup(puzzle, piece.group, 0).joined.sort()).toEqual([left.id, piece.id].sort());
    expect(piece.y).toBeCloseTo(left.y, 9);
  });
});
