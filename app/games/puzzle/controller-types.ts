// The controller's events, input and pointer states (controller.ts), apart so that file stays about behaviour.
import type { Point } from "./geometry.ts";

export type PuzzleEvent =
  | { type: "pickup"; pieceIds: number[] }
  | { type: "snap"; pieceIds: number[] }
  | { type: "join"; pieceIds: number[] }
  | { type: "complete"; elapsedMs: number }
  | { type: "select"; pieceId: number | null }
  /** A piece was put down on the board away from its place more than once: its place glows (hint). */
  | { type: "hint"; pieceId: number }
  /** A drop on the board that neither snapped nor joined. */
  | { type: "miss"; pieceIds: number[] }
  /** Something visible changed: mark the renderer dirty. `drag`: only the held group moved. */
  | { type: "change"; drag?: boolean };

/** Misses with the same piece before its place starts to glow. */
export const MISSES_BEFORE_HINT = 2;

/** A pointer event already mapped into board (world) coordinates by the UI. */
export interface PointerInput {
  id: number;
  x: number;
  y: number;
  pointerType?: string;
}

export type PointerState =
  | { name: "idle" }
  | { name: "pointing"; pointerId: number; start: Point; pieceId: number | null; threshold: number }
  | { name: "dragging"; pointerId: number; pieceId: number; grab: Point }
  /** A swipe along a tray with more pieces than fit: the pieces slide with the finger. */
  | { name: "scrolling"; pointerId: number; last: Point };
