import { describe, expect, it } from "vitest";
import { rectsOverlap } from "./geometry.ts";
import { PIECE_OPTIONS } from "./grid.ts";
import { groupMembers, isSolved, moveGroup, pieceAt, pieceBounds, type Puzzle } from "./puzzle.ts";
import { relayoutPuzzle, restorePuzzle, savePuzzle } from "./serialize.ts";
import { createPuzzle } from "./scatter.ts";
import { dropGroup } from "./snapping.ts";
import { PLAY_AREA, boardSized, centreOf, newGame, pieceAtCell } from "./test-fixtures.ts";
import { fitBoard } from "./layout.ts";

const positions = (p: Puzzle) => p.pieces.map(({ x, y }) => ({ x, y }));

/** Moves a piece's group so the piece sits (dx, dy) away from its correct place. */
function placeNearHome(puzzle: Puzzle, id: number, dx: number, dy: number): void {
  const p = puzzle.pieces[id]!;
  moveGroup(puzzle, p.group, p.correctX + dx - p.x, p.correctY + dy - p.y);
}

describe("shuffle", () => {
  it("is reproducible from the seed, and another seed gives another tray", () => {
    expect(positions(newGame(12, 7))).toEqual(positions(newGame(12, 7)));
    expect(newGame(12, 7).zOrder).toEqual(newGame(12, 7).zOrder);
    expect(positions(newGame(12, 8))).not.toEqual(positions(newGame(12, 7)));
  });

  it("puts every piece in the play area and off the board, without overlaps", () => {
    for (const count of PIECE_OPTIONS) {
      const puzzle = newGame(count, count);
      const { board, playArea } = puzzle.layout;
      const boxes = puzzle.pieces.map((p) => pieceBounds(puzzle, p));
      for (const b of boxes) {
        expect(b.x).toBeGreaterThanOrEqual(playArea.x);
        expect(b.y).toBeGreaterThanOrEqual(playArea.y);
        expect(b.x + b.width).toBeLessThanOrEqual(playArea.x + playArea.width);
        expect(b.y + b.height).toBeLessThanOrEqual(playArea.y + playArea.height);
        expect(rectsOverlap(b, board)).toBe(false);
      }
      if (count <= 16) {
        // with room to spare, no piece hides another
        boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => expect(rectsOverlap(a, b)).toBe(false)));
      }
      expect(puzzle.pieces.some((p) => p.locked)).toBe(false);
    }
  });

  it("fits the board and a tray for 25 pieces on a phone held upright", () => {
    const phone = { x: 0, y: 0, width: 390, height: 700 };
    const puzzle = createPuzzle({
      seed: 1,
      pieceCount: 25,
      imageWidth: 800,
      imageHeight: 600,
      layout: fitBoard(phone, 800, 600, 25),
    });
    const { board } = puzzle.layout;
    expect(board.width).toBeGreaterThan(0.6 * phone.width);
    for (const p of puzzle.pieces) {
      const b = pieceBounds(puzzle, p);
      // the tray's row runs on past the right edge (it scrolls: tray-scroll.test.ts), never above, below or left
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height).toBeLessThanOrEqual(phone.height);
      expect(rectsOverlap(b, board)).toBe(false);
    }
  });
});

describe("snapping", () => {
  it("a piece dropped near its place snaps there exactly and locks", () => {
    const puzzle = newGame(12);
    const piece = pieceAtCell(puzzle, 1, 2);
    placeNearHome(puzzle, piece.id, 0.15 * puzzle.cut.pieceWidth, -0.1 * puzzle.cut.pieceHeight);
    const result = dropGroup(puzzle, piece.group, 0);
    expect(result.snapped).toEqual([piece.id]);
    expect({ x: piece.x, y: piece.y }).toEqual({ x: piece.correctX, y: piece.correctY });
    expect(piece.locked).toBe(true);
    // a locked piece can no longer be picked up from the top of the pile
    expect(puzzle.zOrder[0]).toBe(piece.id);
  });

  it("a piece dropped too far away stays where it was dropped", () => {
    const puzzle = newGame(12);
    const piece = pieceAtCell(puzzle, 0, 0);
    placeNearHome(puzzle, piece.id, 0.5 * puzzle.cut.pieceWidth, 0);
    const before = { x: piece.x, y: piece.y };
    const result = dropGroup(puzzle, piece.group, 0);
    expect(result.snapped).toEqual([]);
    expect({ x: piece.x, y: piece.y }).toEqual(before);
    expect(piece.locked).toBe(false);
  });

  it("a piece dropped next to its neighbour joins it, and they then move together", () => {
    const puzzle = boardSized(newGame(12));
    const a = pieceAtCell(puzzle, 1, 1);
    const b = pieceAtCell(puzzle, 1, 2); // right of a
    const { pieceWidth: w, pieceHeight: h } = puzzle.cut;
    // a lies on the tray; b is dropped a little off its spot to the right of a
    const target = { x: a.x + w + 0.12 * w, y: a.y - 0.08 * h };
    moveGroup(puzzle, b.group, target.x - b.x, target.y - b.y);
    const result = dropGroup(puzzle, b.group, 0);
    expect(result.joined.sort()).toEqual([a.id, b.id].sort());
    expect(a.group).toBe(b.group);
    expect(b.x).toBeCloseTo(a.x + w, 9);
    expect(b.y).toBeCloseTo(a.y, 9);
    expect(a.locked || b.locked).toBe(false);

    const aBefore = { x: a.x, y: a.y };
    moveGroup(puzzle, a.group, -20, 15);
    expect({ x: a.x, y: a.y }).toEqual({ x: aBefore.x - 20, y: aBefore.y + 15 });
    expect(b.x).toBeCloseTo(a.x + w, 9);
    expect(b.y).toBeCloseTo(a.y, 9);
    // grabbing either piece now picks up the pair
    expect(pieceAt(puzzle, centreOf(puzzle, b).x, centreOf(puzzle, b).y)?.group).toBe(a.group);
    expect(groupMembers(puzzle, a.group)).toHaveLength(2);
  });

  it("detects the solved puzzle when the last piece goes in", () => {
    const puzzle = newGame(4);
    let completed = 0;
    for (const p of puzzle.pieces) {
      placeNearHome(puzzle, p.id, 5, 5);
      if (dropGroup(puzzle, p.group, 1000).completed) completed++;
    }
    expect(completed).toBe(1);
    expect(isSolved(puzzle)).toBe(true);
    expect(puzzle.completed).toBe(true);
  });

  it("a fully joined picture dropped on the board completes the puzzle", () => {
    const puzzle = boardSized(newGame(9));
    // assemble all nine on the tray area, then drop the whole picture on the board
    for (const p of puzzle.pieces) {
      p.x = p.correctX - 200;
      p.y = p.correctY + 3;
      if (p.id > 0) dropGroup(puzzle, p.group, 0);
    }
    expect(new Set(puzzle.pieces.map((p) => p.group)).size).toBe(1);
    expect(puzzle.completed).toBe(false);
    moveGroup(puzzle, puzzle.pieces[0]!.group, 200 - 10, -3 + 6);
    expect(dropGroup(puzzle, puzzle.pieces[0]!.group, 0).completed).toBe(true);
  });
});

describe("saving", () => {
  it("round-trips through JSON: positions, groups, locks, order and time", () => {
    const puzzle = newGame(16, 3);
    placeNearHome(puzzle, 5, 2, 2);
    dropGroup(puzzle, 5, 0); // locked
    const a = pieceAtCell(puzzle, 2, 2);
    const b = pieceAtCell(puzzle, 3, 2);
    moveGroup(puzzle, b.group, a.x - b.x, a.y + puzzle.cut.pieceHeight + 4 - b.y);
    dropGroup(puzzle, b.group, 0); // joined
    puzzle.elapsedMs = 61_000;

    const json = JSON.stringify(savePuzzle(puzzle, 0));
    const restored = restorePuzzle(JSON.parse(json), puzzle.layout)!;
    expect(restored).not.toBeNull();
    expect(restored.seed).toBe(3);
    expect(restored.pieceCount).toBe(16);
    restored.pieces.forEach((p, i) => {
      const o = puzzle.pieces[i]!;
      expect(p.x).toBeCloseTo(o.x, 6);
      expect(p.y).toBeCloseTo(o.y, 6);
      expect(p.group).toBe(o.group);
      expect(p.locked).toBe(o.locked);
    });
    expect(restored.zOrder).toEqual(puzzle.zOrder);
    expect(restored.elapsedMs).toBe(61_000);
    expect(restored.cut.pieces.map((p) => p.outline)).toEqual(puzzle.cut.pieces.map((p) => p.outline));
  });

  it("resumes on a different screen with pieces still in reach", () => {
    const puzzle = newGame(20, 11);
    const phone = fitBoard({ x: 0, y: 0, width: 390, height: 700 }, 800, 600, 20);
    const restored = restorePuzzle(savePuzzle(puzzle, 0), phone)!;
    for (const p of restored.pieces) {
      const b = pieceBounds(restored, p);
      expect(b.x).toBeGreaterThanOrEqual(-1e-9);
      expect(b.x + b.width).toBeLessThanOrEqual(390 + 1e-9);
      expect(b.y + b.height).toBeLessThanOrEqual(700 + 1e-9);
    }
  });

  it("ignores storage it does not understand", () => {
    const layout = fitBoard(PLAY_AREA, 800, 600, 4);
    expect(restorePuzzle(null, layout)).toBeNull();
    expect(restorePuzzle({ version: 2 }, layout)).toBeNull();
    const saved = savePuzzle(newGame(4), 0);
    expect(restorePuzzle({ ...saved, pieceCount: 5 }, layout)).toBeNull();
    expect(restorePuzzle({ ...saved, pieces: saved.pieces.slice(1) }, layout)).toBeNull();
  });
});

describe("turning the screen", () => {
  it("lays loose pieces out on the new tray, keeping placed pieces and joined groups", () => {
    const puzzle = boardSized(newGame(12, 3), [0, 1]);
    placeNearHome(puzzle, 5, 0, 0);
    dropGroup(puzzle, puzzle.pieces[5]!.group, 0);
    expect(puzzle.pieces[5]!.locked).toBe(true);
    // join 0 and 1 on the tray
    const [a, b] = [puzzle.pieces[0]!, puzzle.pieces[1]!];
    moveGroup(puzzle, a.group, puzzle.layout.tray.x + 40 - a.x, puzzle.layout.tray.y + 40 - a.y);
    moveGroup(puzzle, b.group, a.x + puzzle.cut.pieceWidth - b.x, a.y - b.y);
    dropGroup(puzzle, b.group, 0);
    expect(a.group).toBe(b.group);

    const portrait = { x: 0, y: 0, width: 600, height: 1100 };
    const turned = relayoutPuzzle(puzzle, fitBoard(portrait, 800, 600, 12), 0);
    const { board, playArea } = turned.layout;
    const placed = turned.pieces[5]!;
    expect(placed).toMatchObject({ locked: true, x: placed.correctX, y: placed.correctY });
    expect(turned.pieces[1]!.x - turned.pieces[0]!.x).toBeCloseTo(turned.cut.pieceWidth, 6);
    const singles = turned.pieces.filter((p) => !p.locked && groupMembers(turned, p.group).length === 1);
    for (const p of singles) {
      const box = pieceBounds(turned, p);
      expect(box.x).toBeGreaterThanOrEqual(playArea.x - 1e-6);
      expect(box.y).toBeGreaterThanOrEqual(playArea.y - 1e-6);
      expect(box.x + box.width).toBeLessThanOrEqual(playArea.x + playArea.width + 1e-6);
      expect(box.y + box.height).toBeLessThanOrEqual(playArea.y + playArea.height + 1e-6);
      expect(rectsOverlap(box, board), `piece ${p.id} on the board`).toBe(false);
    }
    // no two loose pieces piled up: their cells overlap by less than half a piece
    const { pieceWidth: w, pieceHeight: h } = turned.cut;
    let worst = 0;
    for (const p of singles) {
      for (const q of singles) {
        if (p.id >= q.id) continue;
        const ox = Math.max(0, Math.min(p.x, q.x) + w - Math.max(p.x, q.x));
        const oy = Math.max(0, Math.min(p.y, q.y) + h - Math.max(p.y, q.y));
        worst = Math.max(worst, (ox * oy) / (w * h));
      }
    }
    expect(worst).toBeLessThan(0.5);
  });

  it("a small resize keeps pieces where they were, relative to the board or the tray they lie on", () => {
    const puzzle = boardSized(newGame(9, 4), [2]);
    const bigger = relayoutPuzzle(puzzle, fitBoard({ x: 0, y: 0, width: 1212, height: 909 }, 800, 600, 9), 0);
    expect(bigger.layout.trayScale).toBeCloseTo(puzzle.layout.trayScale, 6);
    const rel = (p: Puzzle, i: number) => {
      const piece = p.pieces[i]!;
      const frame = piece.inTray ? p.layout.tray : p.layout.board;
      return { x: (piece.x - frame.x) / frame.width, y: (piece.y - frame.y) / frame.height, inTray: piece.inTray };
    };
    for (let i = 0; i < 9; i++) {
      expect(rel(bigger, i).inTray).toBe(rel(puzzle, i).inTray);
      expect(rel(bigger, i).x).toBeCloseTo(rel(puzzle, i).x, 6);
      expect(rel(bigger, i).y).toBeCloseTo(rel(puzzle, i).y, 6);
    }
    expect(bigger.pieces[2]!.inTray).toBe(false);
  });
});
