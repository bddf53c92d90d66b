// Shared set-up for the engine tests: a 4:3 picture on a 1200×900 play area.
import { pieceById, type Puzzle, type PuzzlePiece } from './puzzle.ts';
import { createPuzzle } from './scatter.ts';
import { fitBoard } from './layout.ts';
import type { PieceCount } from './grid.ts';

export const PLAY_AREA = { x: 0, y: 0, width: 1200, height: 900 };

export function newGame(pieceCount: PieceCount, seed = 42): Puzzle {
  return createPuzzle({ seed, pieceCount, imageWidth: 800, imageHeight: 600, layout: fitBoard(PLAY_AREA, 800, 600, pieceCount) });
}

export function pieceAtCell(puzzle: Puzzle, row: number, col: number): PuzzlePiece {
  return pieceById(puzzle, row * puzzle.cols + col);
}

/** A point well inside the piece's body (its cell centre is always inside: tabs sit at edge centres
 * and a blank never reaches the middle). */
export function centreOf(puzzle: Puzzle, piece: PuzzlePiece): { x: number; y: number } {
  return { x: piece.x + puzzle.cut.pieceWidth / 2, y: piece.y + puzzle.cut.pieceHeight / 2 };
}
