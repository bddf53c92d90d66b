// Turns player input into moves on the model. Pointer input is a tiny tldraw-style state machine
// (idle → pointing → dragging → drop/snap → idle); the same controller offers a drag-free way to
// play (WCAG 2.5.7): select a piece, then a place, by keyboard or single taps.
import { Emitter } from "./emitter.ts";
import { MISSES_BEFORE_HINT, type PointerInput, type PointerState, type PuzzleEvent } from "./controller-types.ts";
import type { Point } from "./geometry.ts";
import { rectContains } from "./geometry.ts";
import {
  bringToTop,
  elapsedMs,
  groupMembers,
  moveGroup,
  pieceAt,
  pieceById,
  pieceCentre,
  pieceScale,
  resumeTimer,
  setInTray,
  type Puzzle,
} from "./puzzle.ts";
import { dropGroup, type DropResult } from "./snapping.ts";
import { slotAt, slotCursorStart, selectableIds, type Slot } from "./selection.ts";
import { trayAxis } from "./layout.ts";
import { scrollTray, scrollTrayTo, swipesAlongTray } from "./tray-scroll.ts";

export { MISSES_BEFORE_HINT, type PointerInput, type PointerState, type PuzzleEvent } from "./controller-types.ts";

export interface ControllerOptions {
  /** Clock for the play timer (ms). */
  now?: () => number;
  /** Movement (board units) before a press becomes a drag; fingers wobble more than mice. */
  dragThreshold?: (pointerType: string) => number;
}

/** The UI reads puzzle, pointer, selectedPieceId and slotCursor; it changes them only through methods. */
export class PuzzleController {
  puzzle: Puzzle;
  pointer: PointerState = { name: "idle" };
  selectedPieceId: number | null = null;
  slotCursor: Slot | null = null;
  /** The piece whose place glows after repeated misses, until it is in place. */
  hintPieceId: number | null = null;
  private misses = new Map<number, number>();
  private events = new Emitter<PuzzleEvent>();
  private now: () => number;
  private dragThreshold: (pointerType: string) => number;

  constructor(puzzle: Puzzle, options: ControllerOptions = {}) {
    this.puzzle = puzzle;
    this.now = options.now ?? (() => performance.now());
    this.dragThreshold = options.dragThreshold ?? ((type) => (type === "mouse" ? 3 : 8));
  }

  on<K extends PuzzleEvent["type"]>(type: K, listener: (event: Extract<PuzzleEvent, { type: K }>) => void): () => void {
    return this.events.on(type, listener);
  }

  /** Swap in a restored or re-laid-out puzzle (e.g. after a resize); drops any gesture. */
  setPuzzle(puzzle: Puzzle): void {
    this.puzzle = puzzle;
    this.pointer = { name: "idle" };
    if (this.selectedPieceId !== null && puzzle.pieces[this.selectedPieceId]?.locked !== false)
      this.selectedPieceId = null;
    if (this.slotCursor && (this.slotCursor.row >= puzzle.rows || this.slotCursor.col >= puzzle.cols))
      this.slotCursor = null;
    this.changed();
  }

  // ── pointer state machine ────────────────────────────────────────────────────────────────

  /** Returns true when the press landed on a movable piece: capture the pointer, prevent scroll. */
  pointerDown(e: PointerInput): boolean {
    if (this.pointer.name !== "idle" || this.puzzle.completed) return false; // ignore a second finger
    const hit = pieceAt(this.puzzle, e.x, e.y);
    const pieceId = hit && !hit.locked ? hit.id : null;
    const threshold = this.dragThreshold(e.pointerType ?? "mouse");
    this.pointer = { name: "pointing", pointerId: e.id, start: { x: e.x, y: e.y }, pieceId, threshold };
    if (hit && !hit.locked) {
      resumeTimer(this.puzzle, this.now());
      bringToTop(this.puzzle, hit.group);
      this.changed();
    }
    return pieceId !== null;
  }

  pointerMove(e: PointerInput): void {
    const state = this.pointer;
    if (state.name === "pointing" && state.pointerId === e.id) {
      if (Math.hypot(e.x - state.start.x, e.y - state.start.y) < state.threshold) return;
      if (swipesAlongTray(this.puzzle, state.start, e)) {
        this.pointer = { name: "scrolling", pointerId: e.id, last: state.start };
      } else if (state.pieceId === null) {
        // a swipe over empty space is not a tap: don't place the selected piece on release
        this.pointer = { name: "idle" };
        return;
      } else {
        this.pickUp(e, state.start, state.pieceId);
      }
    }
    const current = this.pointer;
    if (current.name === "scrolling" && current.pointerId === e.id) {
      this.scrollTray(trayAxis(this.puzzle.layout) === "x" ? e.x - current.last.x : e.y - current.last.y);
      current.last = { x: e.x, y: e.y };
      return;
    }
    const drag = this.pointer;
    if (drag.name !== "dragging" || drag.pointerId !== e.id) return;
    const piece = pieceById(this.puzzle, drag.pieceId);
    // track the finger absolutely: after being held at the play-area edge the piece rejoins it
    moveGroup(this.puzzle, piece.group, e.x - drag.grab.x - piece.x, e.y - drag.grab.y - piece.y);
    this.events.emit({ type: "change", drag: true });
  }

  /** Slides the tray's resting pieces (a swipe, the mouse wheel); returns how far they moved. */
  scrollTray(delta: number): number {
    const moved = scrollTray(this.puzzle, delta);
    if (moved !== 0) this.changed();
    return moved;
  }

  private pickUp(e: PointerInput, start: Point, pieceId: number): void {
    const piece = pieceById(this.puzzle, pieceId);
    // a piece resting small on the tray grows to board size about the finger as it is lifted
    setInTray(this.puzzle, piece, false, start);
    // grab offset from the press point, so the piece doesn't jump by the threshold distance
    this.pointer = {
      name: "dragging",
      pointerId: e.id,
      pieceId: piece.id,
      grab: { x: start.x - piece.x, y: start.y - piece.y },
    };
    this.emit({ type: "pickup", pieceIds: this.groupIds(piece.group) });
  }

  /** The group a finger is holding (drawn lifted), or null. */
  get liftedGroup(): number | null {
    return this.pointer.name === "dragging" ? pieceById(this.puzzle, this.pointer.pieceId).group : null;
  }

  pointerUp(e: PointerInput): void {
    const state = this.pointer;
    if (state.name === "idle" || state.pointerId !== e.id) return;
    this.pointer = { name: "idle" };
    if (state.name === "pointing") this.tapAt(state.start.x, state.start.y);
    else if (state.name === "dragging") this.drop(pieceById(this.puzzle, state.pieceId).group, "none");
  }

  /** The browser took the gesture over: leave the piece where it is, without snapping. */
  pointerCancel(e: PointerInput): void {
    if (this.pointer.name !== "idle" && this.pointer.pointerId === e.id) this.pointer = { name: "idle" };
  }

  /** Hover cursor hint for mice. */
  canGrabAt(x: number, y: number): boolean {
    const hit = pieceAt(this.puzzle, x, y);
    return hit !== null && !hit.locked;
  }

  // ── drag-free play: select a piece, then a place ─────────────────────────────────────────

  select(pieceId: number | null): void {
    if (pieceId !== null) {
      const piece = pieceById(this.puzzle, pieceId);
      if (piece.locked) return;
      resumeTimer(this.puzzle, this.now());
      bringToTop(this.puzzle, piece.group);
      // chosen by keyboard while scrolled out of the tray's view: bring it into view
      scrollTrayTo(this.puzzle, piece);
      this.slotCursor ??= slotCursorStart(this.puzzle);
    }
    this.selectedPieceId = pieceId;
    this.emit({ type: "select", pieceId });
    this.changed();
  }

  selectNext(): number | null {
    return this.step(1);
  }

  selectPrev(): number | null {
    return this.step(-1);
  }

  /** Moves the target-slot cursor over the board grid, clamped at the edges. */
  moveSlotCursor(dx: number, dy: number): Slot {
    const start = this.slotCursor ?? slotCursorStart(this.puzzle);
    const row = Math.min(this.puzzle.rows - 1, Math.max(0, start.row + dy));
    const col = Math.min(this.puzzle.cols - 1, Math.max(0, start.col + dx));
    this.slotCursor = { row, col };
    this.changed();
    return this.slotCursor;
  }

  /** Puts the selected piece (with its group) on the cursor's slot. Right slot: it snaps and
   * locks, and the next piece is selected. Wrong slot: it just lies there, unlocked. */
  placeSelectedAtCursor(): DropResult | null {
    return this.placeAtCursor("next");
  }

  private placeAtCursor(afterSnap: "next" | "none"): DropResult | null {
    if (this.selectedPieceId === null || this.slotCursor === null || this.puzzle.completed) return null;
    const piece = pieceById(this.puzzle, this.selectedPieceId);
    const slot = this.puzzle.cut.pieces[this.slotCursor.row * this.puzzle.cols + this.slotCursor.col];
    if (!slot) return null;
    const { board } = this.puzzle.layout;
    setInTray(this.puzzle, piece, false);
    moveGroup(this.puzzle, piece.group, board.x + slot.cell.x - piece.x, board.y + slot.cell.y - piece.y);
    return this.drop(piece.group, afterSnap);
  }

  /**
   * A single tap (or click). On a loose piece: select it (tap it again to deselect). Elsewhere
   * with a piece selected: on the board, place it on the slot under the tap (snaps if right);
   * on the tray, put it down centred on the tap.
   */
  tapAt(x: number, y: number): DropResult | null {
    const hit = pieceAt(this.puzzle, x, y);
    if (hit && !hit.locked) {
      const selected = this.selectedPieceId === null ? null : pieceById(this.puzzle, this.selectedPieceId);
      this.select(selected && selected.group === hit.group ? null : hit.id);
      return null;
    }
    if (this.selectedPieceId === null) return null;
    const slot = slotAt(this.puzzle, x, y);
    if (slot) {
      this.slotCursor = slot;
      return this.placeAtCursor("none");
    }
    const piece = pieceById(this.puzzle, this.selectedPieceId);
    const k = pieceScale(this.puzzle, piece);
    const { pieceWidth, pieceHeight } = this.puzzle.cut;
    moveGroup(this.puzzle, piece.group, x - (pieceWidth * k) / 2 - piece.x, y - (pieceHeight * k) / 2 - piece.y);
    return this.drop(piece.group, "none");
  }

  /** Suggested keys; returns true when handled (then preventDefault). Tab is left to the browser. */
  keyDown(key: string): boolean {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const move = moves[key];
    if (move) this.moveSlotCursor(move[0], move[1]);
    else if (key === "n" || key === "]" || key === "PageDown") this.selectNext();
    else if (key === "p" || key === "[" || key === "PageUp") this.selectPrev();
    else if (key === "Enter" || key === " ") this.placeSelectedAtCursor();
    else if (key === "Escape") this.select(null);
    else return false;
    return true;
  }

  // ── internals ────────────────────────────────────────────────────────────────────────────

  private step(direction: 1 | -1): number | null {
    const ids = selectableIds(this.puzzle);
    if (ids.length === 0) {
      this.select(null);
      return null;
    }
    const current = this.selectedPieceId === null ? -1 : ids.indexOf(this.representative(this.selectedPieceId));
    const next =
      current === -1 ? (direction === 1 ? 0 : ids.length - 1) : (current + direction + ids.length) % ids.length;
    const id = ids[next] as number;
    this.select(id);
    return id;
  }

  /** selectableIds lists one piece per group (its lowest id). */
  private representative(pieceId: number): number {
    return Math.min(...this.groupIds(pieceById(this.puzzle, pieceId).group));
  }

  /** afterSnap 'next': keyboard play moves straight on to the next piece once the selected one is
   * home. Taps and drags just clear it: a finger would otherwise tap the auto-selected piece and
   * deselect it by surprise. */
  private drop(group: number, afterSnap: "next" | "none"): DropResult {
    // the walking order before the drop: after a snap, carry on with the piece that came next
    const before = afterSnap === "next" ? selectableIds(this.puzzle) : [];
    const at = this.selectedPieceId === null ? -1 : before.indexOf(this.representative(this.selectedPieceId));
    const result = dropGroup(this.puzzle, group, this.now());
    if (result.joined.length > 0) this.emit({ type: "join", pieceIds: result.joined });
    if (result.snapped.length > 0) this.emit({ type: "snap", pieceIds: result.snapped });
    this.countMiss(group, result);
    if (this.selectedPieceId !== null && pieceById(this.puzzle, this.selectedPieceId).locked) {
      const loose = afterSnap === "next" ? selectableIds(this.puzzle) : [];
      const next = [...before.slice(at + 1), ...before.slice(0, Math.max(0, at))].find((id) => loose.includes(id));
      this.select(next ?? loose[0] ?? null);
    }
    if (result.completed) this.emit({ type: "complete", elapsedMs: elapsedMs(this.puzzle, this.now()) });
    this.changed();
    return result;
  }

  /** A drop on the board that neither snapped nor joined is a miss; repeated misses light the place up. */
  private countMiss(group: number, result: DropResult): void {
    const members = groupMembers(this.puzzle, group);
    if (this.hintPieceId !== null && pieceById(this.puzzle, this.hintPieceId).locked) this.hintPieceId = null;
    const first = members[0];
    if (!first || first.locked || result.joined.length > 0) return;
    const centre = pieceCentre(this.puzzle, first);
    if (!rectContains(this.puzzle.layout.board, centre.x, centre.y)) return;
    this.emit({ type: "miss", pieceIds: members.map((m) => m.id) });
    const count = (this.misses.get(first.id) ?? 0) + 1;
    this.misses.set(first.id, count);
    if (count >= MISSES_BEFORE_HINT) {
      this.hintPieceId = first.id;
      this.emit({ type: "hint", pieceId: first.id });
    }
  }

  private groupIds(group: number): number[] {
    return this.puzzle.pieces.filter((p) => p.group === group).map((p) => p.id);
  }

  private emit(event: PuzzleEvent): void {
    this.events.emit(event);
  }

  private changed(): void {
    this.events.emit({ type: "change" });
  }
}
