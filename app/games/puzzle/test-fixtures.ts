// Shared set-up for the engine tests: a 4:3 picture on a 1200×900 play area.
import { pieceById, pieceCentre, setInTray, type Puzzle, type PuzzlePiece } from "./puzzle.ts";
import { createPuzzle } from "./scatter.ts";
import { fitBoard } from "./layout.ts";
import type { PieceCount } from "./grid.ts";

export const PLAY_AREA = { x: 0, y: 0, width: 1200, height: 900 };

export function newGame(pieceCount: PieceCount, seed = 42): Puzzle {
  return createPuzzle({
    seed,
    pieceCount,
    imageWidth: 800,
    imageHeight: 600,
    layout: fitBoard(PLAY_AREA, 800, 600, pieceCount),
  });
}

export function pieceAtCell(puzzle: Puzzle, row: number, col: number): PuzzlePiece {
  return pieceById(puzzle, row * puzzle.cols + col);
}

/** A point well inside the piece's body at its current size (its cell centre is always inside: tabs sit
 * at edge centres and a blank never reaches the middle). */
export function centreOf(puzzle: Puzzle, piece: PuzzlePiece): { x: number; y: number } {
  return pieceCentre(puzzle, piece);
}

/** Every piece at board size where it lies (as if each had been picked up and put down there): for tests
 * about snapping and joining rather than the tray. */
export function boardSized(puzzle: Puzzle, ids?: number[]): Puzzle {
  for (const p of puzzle.pieces) if (!ids || ids.includes(p.id)) setInTray(puzzle, p, false, { x: p.x, y: p.y });
  return puzzle;
}
