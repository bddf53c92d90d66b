import { describe, expect, it } from "vitest";
import { PuzzleController, type PuzzleEvent } from "./controller.ts";
import { pieceBounds, type Puzzle } from "./puzzle.ts";
import { selectableIds } from "./selection.ts";
import { boardSized, centreOf, newGame, pieceAtCell } from "./test-fixtures.ts";

function setUp(puzzle: Puzzle) {
  let time = 0;
  const controller = new PuzzleController(puzzle, { now: () => time });
  const events: PuzzleEvent[] = [];
  for (const type of ["pickup", "snap", "join", "complete", "select"] as const)
    controller.on(type, (e) => events.push(e));
  const types = () => events.map((e) => e.type);
  return { controller, events, types, advance: (ms: number) => (time += ms) };
}

/** Presses at (x, y), drags in a few steps to (x + dx, y + dy) and lets go. */
function drag(c: PuzzleController, x: number, y: number, dx: number, dy: number, pointerType = "touch") {
  const id = 1;
  c.pointerDown({ id, x, y, pointerType });
  for (let i = 1; i <= 5; i++) c.pointerMove({ id, x: x + (dx * i) / 5, y: y + (dy * i) / 5, pointerType });
  c.pointerUp({ id, x: x + dx, y: y + dy, pointerType });
}

describe("dragging", () => {
  it("a piece dragged close to its place snaps in exactly, with a snap event", () => {
    const puzzle = boardSized(newGame(9));
    const { controller, types } = setUp(puzzle);
    const piece = pieceAtCell(puzzle, 1, 1);
    const grab = centreOf(puzzle, piece);
    drag(controller, grab.x, grab.y, piece.correctX - piece.x + 11, piece.correctY - piece.y - 9);
    expect(piece).toMatchObject({ x: piece.correctX, y: piece.correctY, locked: true });
    expect(types()).toEqual(["pickup", "snap"]);
    // a placed piece stays put
    const at = centreOf(puzzle, piece);
    expect(controller.pointerDown({ id: 2, x: at.x, y: at.y })).toBe(false);
  });

  it("a piece dragged against its neighbour joins it; then one drag moves both", () => {
    const puzzle = boardSized(newGame(9), [0, 3]);
    const { controller, types } = setUp(puzzle);
    const a = pieceAtCell(puzzle, 0, 0);
    const b = pieceAtCell(puzzle, 1, 0); // below a
    const grab = centreOf(puzzle, b);
    drag(controller, grab.x, grab.y, a.x - b.x + 6, a.y + puzzle.cut.pieceHeight - b.y + 7);
    expect(types()).toEqual(["pickup", "join"]);
    expect(b.group).toBe(a.group);

    const before = { ax: a.x, ay: a.y, bx: b.x, by: b.y };
    const grabA = centreOf(puzzle, a);
    drag(controller, grabA.x, grabA.y, 30, 40, "mouse");
    expect(a.x - before.ax).toBeCloseTo(30, 9);
    expect(a.y - before.ay).toBeCloseTo(40, 9);
    expect(b.x - before.bx).toBeCloseTo(30, 9);
    expect(b.y - before.by).toBeCloseTo(40, 9);
  });

  it("the picked-up group is drawn on top", () => {
    const puzzle = newGame(12);
    const { controller } = setUp(puzzle);
    const bottom = puzzle.pieces[puzzle.zOrder[0]!]!;
    const at = centreOf(puzzle, bottom);
    controller.pointerDown({ id: 1, x: at.x, y: at.y, pointerType: "mouse" });
    expect(puzzle.zOrder[puzzle.zOrder.length - 1]).toBe(bottom.id);
  });

  it("cannot drag a piece out of the play area", () => {
    const puzzle = newGame(6);
    const { controller } = setUp(puzzle);
    const piece = puzzle.pieces[0]!;
    const at = centreOf(puzzle, piece);
    drag(controller, at.x, at.y, -5000, -5000);
    const b = pieceBounds(puzzle, piece);
    expect(b.x).toBeCloseTo(puzzle.layout.playArea.x, 9);
    expect(b.y).toBeCloseTo(puzzle.layout.playArea.y, 9);
  });

  it("ignores a second finger and leaves a cancelled drag where it is", () => {
    const puzzle = boardSized(newGame(6));
    const { controller, types } = setUp(puzzle);
    const piece = pieceAtCell(puzzle, 0, 0);
    const at = centreOf(puzzle, piece);
    controller.pointerDown({ id: 1, x: at.x, y: at.y, pointerType: "touch" });
    expect(controller.pointerDown({ id: 2, x: 5, y: 5, pointerType: "touch" })).toBe(false);
    const start = { x: piece.x, y: piece.y };
    // drag it right over its home, then the browser cancels: no snap
    const dx = piece.correctX - piece.x;
    const dy = piece.correctY - piece.y;
    controller.pointerMove({ id: 2, x: 0, y: 0, pointerType: "touch" });
    controller.pointerMove({ id: 1, x: at.x + dx, y: at.y + dy, pointerType: "touch" });
    controller.pointerCancel({ id: 1, x: at.x + dx, y: at.y + dy });
    expect(piece.x).toBeCloseTo(start.x + dx, 9);
    expect(piece.locked).toBe(false);
    expect(controller.pointer.name).toBe("idle");
    expect(types()).toEqual(["pickup"]);
  });
});

describe("playing without dragging (keyboard and taps)", () => {
  it("solves a 4-piece puzzle with the keyboard and announces completion", () => {
    const puzzle = newGame(4, 5);
    const { controller, events, types, advance } = setUp(puzzle);
    let guard = 0;
    controller.selectNext();
    while (!puzzle.completed && guard++ < 10) {
      const piece = puzzle.pieces[controller.selectedPieceId!]!;
      const cursor = controller.slotCursor!;
      const keys = [
        ...Array(Math.abs(piece.col - cursor.col)).fill(piece.col > cursor.col ? "ArrowRight" : "ArrowLeft"),
        ...Array(Math.abs(piece.row - cursor.row)).fill(piece.row > cursor.row ? "ArrowDown" : "ArrowUp"),
        "Enter",
      ];
      advance(1500);
      for (const key of keys) expect(controller.keyDown(key)).toBe(true);
    }
    expect(puzzle.pieces.every((p) => p.locked && p.x === p.correctX && p.y === p.correctY)).toBe(true);
    expect(types().filter((t) => t === "snap")).toHaveLength(4);
    expect(types().filter((t) => t === "complete")).toHaveLength(1);
    expect(events.at(-1)).toEqual({ type: "complete", elapsedMs: 6000 });
    expect(controller.selectedPieceId).toBeNull();
  });

  it("a wrong slot puts the piece there without locking it", () => {
    const puzzle = newGame(4, 5);
    const { controller, types } = setUp(puzzle);
    const piece = pieceAtCell(puzzle, 0, 0);
    controller.select(piece.id);
    controller.moveSlotCursor(1, 1); // slot (1,1), not the piece's (0,0)
    const result = controller.placeSelectedAtCursor();
    expect(result?.snapped).toEqual([]);
    expect(piece.locked).toBe(false);
    const slot = puzzle.cut.pieces[3]!.cell;
    expect(piece.x).toBe(puzzle.layout.board.x + slot.x);
    expect(piece.y).toBe(puzzle.layout.board.y + slot.y);
    expect(controller.selectedPieceId).toBe(piece.id); // still selected, ready to try again
    expect(types()).not.toContain("snap");
  });

  it("next/previous visit each loose piece in tray reading order, joined pieces once", () => {
    const puzzle = newGame(6);
    const { controller } = setUp(puzzle);
    const order = selectableIds(puzzle);
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    // reading order: never a piece on a lower row before one on a higher row
    const rowOf = (id: number) =>
      Math.floor((puzzle.pieces[id]!.y + puzzle.cut.pieceHeight / 2) / puzzle.cut.pieceHeight);
    for (let i = 1; i < order.length; i++) expect(rowOf(order[i]!)).toBeGreaterThanOrEqual(rowOf(order[i - 1]!));
    const seen = [controller.selectNext(), controller.selectNext(), controller.selectNext()];
    expect(seen).toEqual(order.slice(0, 3));
    expect(controller.selectPrev()).toBe(order[1]);
    expect(controller.selectPrev()).toBe(order[0]);
    expect(controller.selectPrev()).toBe(order[5]);
    // join the last two: the cluster is visited once, under its lowest id
    const [a, b] = [order[4]!, order[5]!];
    puzzle.pieces[Math.max(a, b)]!.group = puzzle.pieces[Math.min(a, b)]!.group;
    expect(selectableIds(puzzle)).toHaveLength(5);
    expect(selectableIds(puzzle)).toContain(Math.min(a, b));
  });

  it("the walking order does not give the solution away", () => {
    // over a few seeds, stepping through the pieces must not simply follow their places on the board
    const inIdOrder = [1, 2, 3, 4, 5].filter((seed) => {
      const order = selectableIds(newGame(12, seed));
      return order.every((id, i) => i === 0 || id > order[i - 1]!);
    });
    expect(inIdOrder.length).toBeLessThan(2);
  });

  it("solves a 4-piece puzzle with single taps: tap a piece, then its place", () => {
    const puzzle = newGame(4, 9);
    const { controller, types } = setUp(puzzle);
    const { board } = puzzle.layout;
    const { pieceWidth: w, pieceHeight: h } = puzzle.cut;
    for (const piece of [...puzzle.pieces].reverse()) {
      const at = centreOf(puzzle, piece);
      // a tap is a press and release without movement, exactly as a finger does it
      controller.pointerDown({ id: 7, x: at.x, y: at.y, pointerType: "touch" });
      controller.pointerUp({ id: 7, x: at.x + 1, y: at.y + 1, pointerType: "touch" });
      expect(controller.selectedPieceId).toBe(piece.id);
      const slot = { x: board.x + (piece.col + 0.5) * w, y: board.y + (piece.row + 0.5) * h };
      controller.pointerDown({ id: 7, x: slot.x, y: slot.y, pointerType: "touch" });
      controller.pointerUp({ id: 7, x: slot.x, y: slot.y, pointerType: "touch" });
      expect(piece.locked).toBe(true);
    }
    expect(types().filter((t) => t === "complete")).toHaveLength(1);
  });

  it("tapping the selected piece again deselects it; tapping the tray puts it down there", () => {
    const puzzle = newGame(4, 9);
    const { controller } = setUp(puzzle);
    const piece = pieceAtCell(puzzle, 1, 1);
    const at = centreOf(puzzle, piece);
    controller.tapAt(at.x, at.y);
    expect(controller.selectedPieceId).toBe(piece.id);
    controller.tapAt(at.x, at.y);
    expect(controller.selectedPieceId).toBeNull();

    controller.tapAt(at.x, at.y);
    const { tray } = puzzle.layout;
    // a free spot on the tray, far enough from its edges that the resting piece fits around it
    let spot = { x: 0, y: 0 };
    for (let y = tray.y + 80; y < tray.y + tray.height - 80; y += 10) {
      for (let x = tray.x + 80; x < tray.x + tray.width - 80; x += 10) {
        if (!controller.canGrabAt(x, y)) spot = { x, y };
      }
    }
    expect(spot.x).toBeGreaterThan(0);
    controller.tapAt(spot.x, spot.y);
    expect(centreOf(puzzle, piece).x).toBeCloseTo(spot.x, 9);
    expect(centreOf(puzzle, piece).y).toBeCloseTo(spot.y, 9);
    expect(piece).toMatchObject({ locked: false, inTray: true });
  });
});
