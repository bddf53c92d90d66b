// A phone's tray with many pieces scrolls instead of shrinking them below a finger's size (issue 13).
import { describe, expect, it } from "vitest";
import { PuzzleController } from "./controller.ts";
import { rectsOverlap, type Rect } from "./geometry.ts";
import { fitBoard, MIN_TOUCH_PX } from "./layout.ts";
import { pieceBounds, type Puzzle } from "./puzzle.ts";
import { createPuzzle } from "./scatter.ts";
import { restorePuzzle, savePuzzle } from "./serialize.ts";
import { scrollTray, trayScrollRange } from "./tray-scroll.ts";

/** The play area of a 390×844 phone in portrait, under the site header and the toolbar. */
const PHONE: Rect = { x: 0, y: 0, width: 390, height: 720 };
const phonePuzzle = (count: 4 | 12 | 25 = 25) =>
  createPuzzle({
    seed: 7,
    pieceCount: count,
    imageWidth: 800,
    imageHeight: 600,
    layout: fitBoard(PHONE, 800, 600, count),
  });
const inView = (puzzle: Puzzle) =>
  puzzle.pieces.filter((p) => {
    const b = pieceBounds(puzzle, p);
    return b.x >= PHONE.x - 1e-6 && b.x + b.width <= PHONE.x + PHONE.width + 1e-6;
  });
const xs = (puzzle: Puzzle) => puzzle.pieces.map((p) => p.x);

describe("scrolling tray at phone size", () => {
  it("keeps 25 resting pieces at a finger size, some past the tray end, none overlapping, none over the board", () => {
    const puzzle = phonePuzzle(25);
    const { pieceWidth, pieceHeight } = puzzle.cut;
    expect(Math.min(pieceWidth, pieceHeight) * puzzle.layout.trayScale).toBeGreaterThanOrEqual(MIN_TOUCH_PX - 1e-6);
    expect(inView(puzzle).length).toBeLessThan(25);
    const boxes = puzzle.pieces.map((p) => pieceBounds(puzzle, p));
    boxes.forEach((b, i) => {
      expect(rectsOverlap(b, puzzle.layout.board)).toBe(false);
      expect(b.y).toBeGreaterThanOrEqual(puzzle.layout.tray.y - 1e-6);
      expect(b.y + b.height).toBeLessThanOrEqual(puzzle.layout.tray.y + puzzle.layout.tray.height + 1e-6);
      boxes.slice(i + 1).forEach((o) => expect(rectsOverlap(b, o)).toBe(false));
    });
  });

  it("does not scroll when every piece fits (4 pieces)", () => {
    const puzzle = phonePuzzle(4);
    expect(inView(puzzle)).toHaveLength(4);
    expect(trayScrollRange(puzzle)).toEqual({ min: 0, max: 0 });
  });

  it("a sideways swipe on the tray slides the pieces into view, and stops at the ends", () => {
    const puzzle = phonePuzzle(25);
    const c = new PuzzleController(puzzle, { now: () => 0 });
    const { tray } = puzzle.layout;
    const hiddenBefore = puzzle.pieces.filter((p) => !inView(puzzle).includes(p)).map((p) => p.id);
    const y = tray.y + tray.height / 2;
    c.pointerDown({ id: 1, x: 300, y, pointerType: "touch" });
    for (let x = 290; x >= -2000; x -= 30) c.pointerMove({ id: 1, x, y, pointerType: "touch" });
    c.pointerUp({ id: 1, x: -2000, y, pointerType: "touch" });
    expect(c.pointer.name).toBe("idle");
    // nothing was picked up or placed, and the hidden pieces are now in view, the last one at the tray's end
    expect(puzzle.pieces.every((p) => p.inTray && !p.locked)).toBe(true);
    const visible = inView(puzzle).map((p) => p.id);
    for (const id of hiddenBefore) expect(visible).toContain(id);
    expect(
      Math.max(
        ...puzzle.pieces.map((p) => {
          const b = pieceBounds(puzzle, p);
          return b.x + b.width;
        }),
      ),
    ).toBeCloseTo(tray.x + tray.width, 6);
    expect(trayScrollRange(puzzle).min).toBe(0);
    // and back: never past the start
    const before = xs(puzzle);
    expect(c.scrollTray(10_000)).toBeGreaterThan(0);
    expect(Math.min(...puzzle.pieces.map((p) => pieceBounds(puzzle, p).x))).toBeCloseTo(tray.x, 6);
    expect(xs(puzzle)).not.toEqual(before);
  });

  it("a press on a piece that moves up towards the board picks it up instead", () => {
    const puzzle = phonePuzzle(25);
    const c = new PuzzleController(puzzle, { now: () => 0 });
    const piece = inView(puzzle)[0]!;
    const b = pieceBounds(puzzle, piece);
    const at = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    expect(c.pointerDown({ id: 1, ...at, pointerType: "touch" })).toBe(true);
    c.pointerMove({ id: 1, x: at.x + 3, y: at.y - 40, pointerType: "touch" });
    expect(c.pointer.name).toBe("dragging");
    expect(piece.inTray).toBe(false);
  });

  it("choosing a piece out of view by keyboard slides it into view", () => {
    const puzzle = phonePuzzle(25);
    const c = new PuzzleController(puzzle, { now: () => 0 });
    const hidden = puzzle.pieces.find((p) => !inView(puzzle).includes(p))!;
    c.select(hidden.id);
    expect(inView(puzzle)).toContain(hidden);
  });

  it("a reload keeps the tray as it was left, pieces past its end included", () => {
    const puzzle = phonePuzzle(25);
    scrollTray(puzzle, -50);
    const back = restorePuzzle(JSON.parse(JSON.stringify(savePuzzle(puzzle, 0))), puzzle.layout)!;
    back.pieces.forEach((p, i) => expect(p.x).toBeCloseTo(puzzle.pieces[i]!.x, 6));
  });

  it("the scrolled tray stays as it was when a piece is placed and the page reloads", () => {
    const puzzle = phonePuzzle(25);
    scrollTray(puzzle, -1000);
    const c = new PuzzleController(puzzle, { now: () => 0 });
    const piece = inView(puzzle)[0]!;
    c.select(piece.id);
    c.moveSlotCursor(piece.col, piece.row);
    c.placeSelectedAtCursor();
    expect(piece.locked).toBe(true);
    const back = restorePuzzle(JSON.parse(JSON.stringify(savePuzzle(puzzle, 0))), puzzle.layout)!;
    back.pieces.forEach((p, i) => expect(p.x).toBeCloseTo(puzzle.pieces[i]!.x, 6));
  });
});
