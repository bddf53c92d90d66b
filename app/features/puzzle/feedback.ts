// Small helpers the board's feedback needs beyond sound: a buzz, and the move the hint hand shows.
import { selectableIds, type Puzzle } from "~/games/puzzle/index.ts";

export interface DemoMove {
  from: { x: number; y: number };
  to: { x: number; y: number };
}

/** A short buzz where the device can (Android browsers; iOS ignores it). */
export function vibrate(pattern: number | number[]): void {
  try {
    navigator.vibrate?.(pattern);
  } catch {
    /* not allowed here: the sound and the pulse still show it */
  }
}

/**
 * The first move the hint hand shows: the first loose piece in reading order that is in view (a scrolling tray
 * has pieces past its end), to its place (CSS px in the canvas).
 */
export function demoMove(puzzle: Puzzle): DemoMove | null {
  const { pieceWidth, pieceHeight } = puzzle.cut;
  const { playArea } = puzzle.layout;
  const scale = (id: number) => (puzzle.pieces[id]?.inTray ? puzzle.layout.trayScale : 1);
  const id = selectableIds(puzzle).find((i) => {
    const p = puzzle.pieces[i];
    return p !== undefined && p.x >= playArea.x && p.x + pieceWidth * scale(i) <= playArea.x + playArea.width;
  });
  const piece = id === undefined ? null : puzzle.pieces[id];
  if (!piece || puzzle.completed) return null;
  const k = scale(piece.id);
  return {
    from: { x: piece.x + (pieceWidth * k) / 2, y: piece.y + (pieceHeight * k) / 2 },
    to: { x: piece.correctX + pieceWidth / 2, y: piece.correctY + pieceHeight / 2 },
  };
}
