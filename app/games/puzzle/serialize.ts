// Saving and resuming: a plain-JSON snapshot for localStorage. Positions are stored relative to
// the board (0..1 across it; the tray lies outside that range), so a puzzle saved on a phone in
// portrait resumes sensibly in landscape or on a desktop.
import { isPieceCount, type PieceCount } from "./grid.ts";
import { retrayLoosePieces } from "./scatter.ts";
import { rectsOverlap } from "./geometry.ts";
import { trayAxis } from "./layout.ts";
import {
  createSolvedPuzzle,
  elapsedMs,
  groupMembers,
  moveGroup,
  pieceBounds,
  sendToBottom,
  type Layout,
  type Puzzle,
} from "./puzzle.ts";

export interface SavedPiece {
  /** Relative to the board (or, for a piece resting on the tray, to the tray). */
  x: number;
  y: number;
  group: number;
  locked: boolean;
  /** Resting on the tray (absent in saves from before the tray existed). */
  tray?: boolean;
}

export interface SavedPuzzle {
  version: 1;
  seed: number;
  pieceCount: PieceCount;
  imageWidth: number;
  imageHeight: number;
  /** Indexed by piece id. */
  pieces: SavedPiece[];
  /** Piece ids, bottom → top. */
  zOrder: number[];
  elapsedMs: number;
  completed: boolean;
}

export function savePuzzle(puzzle: Puzzle, now: number): SavedPuzzle {
  const { board, tray } = puzzle.layout;
  return {
    version: 1,
    seed: puzzle.seed,
    pieceCount: puzzle.pieceCount,
    imageWidth: puzzle.imageWidth,
    imageHeight: puzzle.imageHeight,
    pieces: puzzle.pieces.map((p) => {
      const resting = p.inTray && tray.width > 0 && tray.height > 0;
      const frame = resting ? tray : board;
      const saved: SavedPiece = {
        x: (p.x - frame.x) / frame.width,
        y: (p.y - frame.y) / frame.height,
        group: p.group,
        locked: p.locked,
      };
      if (resting) saved.tray = true;
      return saved;
    }),
    zOrder: [...puzzle.zOrder],
    elapsedMs: elapsedMs(puzzle, now),
    completed: puzzle.completed,
  };
}

/** Rebuilds a puzzle from saved JSON in a (possibly different) layout. Returns null for anything
 * that isn't a save we understand — old versions, hand-edited or truncated storage — so the UI
 * simply starts a fresh puzzle. The clock comes back paused. */
export function restorePuzzle(data: unknown, layout: Layout): Puzzle | null {
  if (!isSavedPuzzle(data)) return null;
  const puzzle = createSolvedPuzzle({ ...data, layout });
  const { board, tray } = layout;
  const groupSize = new Map<number, number>();
  for (const saved of data.pieces) groupSize.set(saved.group, (groupSize.get(saved.group) ?? 0) + 1);
  data.pieces.forEach((saved, id) => {
    const p = puzzle.pieces[id];
    if (!p) return;
    p.group = saved.group;
    p.locked = saved.locked;
    if (saved.locked) return;
    // only a single loose piece rests on the tray; a tray with no room has no resting pieces
    p.inTray = saved.tray === true && groupSize.get(saved.group) === 1 && tray.width > 0 && tray.height > 0;
    const frame = p.inTray ? tray : board;
    p.x = frame.x + saved.x * frame.width;
    p.y = frame.y + saved.y * frame.height;
  });
  const groups = new Set(puzzle.pieces.map((p) => p.group));
  for (const group of groups) {
    const [first, ...rest] = groupMembers(puzzle, group);
    if (!first || first.locked) continue;
    // exact offsets within a group again (scaling may have left tiny rounding gaps) …
    for (const p of rest) {
      p.x = first.x + (p.correctX - first.correctX);
      p.y = first.y + (p.correctY - first.correctY);
    }
    // … and back inside the play area if the new screen is smaller (not a piece resting on a tray that
    // scrolls: it may lie past the tray's end; trayNeedsLayout() below decides about those)
    if (!(first.inTray && rest.length === 0)) moveGroup(puzzle, group, 0, 0);
  }
  puzzle.zOrder = isPermutation(data.zOrder, puzzle.pieces.length) ? [...data.zOrder] : puzzle.zOrder;
  sendToBottom(
    puzzle,
    puzzle.pieces.filter((p) => p.locked).map((p) => p.id),
  );
  puzzle.elapsedMs = data.elapsedMs;
  puzzle.completed = data.completed && puzzle.pieces.every((p) => p.locked);
  // saved on another screen (a tray of another shape or scale): resting pieces that now pile up are laid out afresh
  if (trayPilesUp(puzzle) || trayNeedsLayout(puzzle)) retrayLoosePieces(puzzle);
  return puzzle;
}

/**
 * Resting pieces off the tray's band across its axis (above or below a tray under the board): saved on a screen
 * whose tray had another shape. Along the axis they may lie before or past its ends: the tray had been scrolled,
 * and a reload keeps it as the child left it (a swipe brings them back).
 */
function trayNeedsLayout(puzzle: Puzzle): boolean {
  const { tray } = puzzle.layout;
  const alongX = trayAxis(puzzle.layout) === "x";
  const eps = 0.5;
  return puzzle.pieces.some((p) => {
    if (!p.inTray) return false;
    const b = pieceBounds(puzzle, p);
    const [from, size, start, length] = alongX
      ? [b.y, b.height, tray.y, tray.height]
      : [b.x, b.width, tray.x, tray.width];
    return from < start - eps || from + size > start + length + eps;
  });
}

function trayPilesUp(puzzle: Puzzle): boolean {
  const boxes = puzzle.pieces.filter((p) => p.inTray).map((p) => pieceBounds(puzzle, p));
  return boxes.some((a, i) => boxes.slice(i + 1).some((b) => rectsOverlap(a, b)));
}

/** Same puzzle, new screen size (window resize, rotation). Keeps the clock running if it was. When the
 * tray moved between below and beside the board, or its scale changed, loose pieces are laid out on it again. */
export function relayoutPuzzle(puzzle: Puzzle, layout: Layout, now: number): Puzzle {
  const next = restorePuzzle(savePuzzle(puzzle, now), layout);
  if (!next) throw new Error("relayout: a fresh save failed to restore");
  // the tray turned (beside ⇄ below the board) or its pieces changed size: lay them out afresh
  const beside = (a: Layout) => a.tray.x >= a.board.x + a.board.width;
  const rescaled = Math.abs(puzzle.layout.trayScale - layout.trayScale) > 0.01;
  if (beside(puzzle.layout) !== beside(layout) || rescaled) retrayLoosePieces(next);
  if (puzzle.runningSince !== null) next.runningSince = now;
  return next;
}

function isFiniteNumber(v: unknown): v is number {
  return typeof v === "number" && Number.isFinite(v);
}

function isPermutation(ids: readonly number[], n: number): boolean {
  return ids.length === n && new Set(ids).size === n && ids.every((id) => Number.isInteger(id) && id >= 0 && id < n);
}

export function isSavedPuzzle(v: unknown): v is SavedPuzzle {
  if (typeof v !== "object" || v === null) return false;
  const s = v as Record<string, unknown>;
  if (s.version !== 1 || !isPieceCount(s.pieceCount) || !Number.isInteger(s.seed)) return false;
  if (!isFiniteNumber(s.imageWidth) || !isFiniteNumber(s.imageHeight) || s.imageWidth <= 0 || s.imageHeight <= 0)
    return false;
  if (!isFiniteNumber(s.elapsedMs) || s.elapsedMs < 0 || typeof s.completed !== "boolean") return false;
  if (!Array.isArray(s.zOrder) || !Array.isArray(s.pieces) || s.pieces.length !== s.pieceCount) return false;
  const n = s.pieceCount;
  return s.pieces.every((p: unknown) => {
    if (typeof p !== "object" || p === null) return false;
    const q = p as Record<string, unknown>;
    if (q.tray !== undefined && typeof q.tray !== "boolean") return false;
    return (
      isFiniteNumber(q.x) &&
      isFiniteNumber(q.y) &&
      typeof q.locked === "boolean" &&
      Number.isInteger(q.group) &&
      (q.group as number) >= 0 &&
      (q.group as number) < n
    );
  });
}
