// The board and tray on every screen a child might hold: a big board that never shrinks as pieces get fewer,
// the tray below it upright and beside it on its side, and no piece in the tray hiding another.
import { describe, expect, it } from "vitest";
import { rectsOverlap, type Rect } from "./geometry.ts";
import { PIECE_OPTIONS } from "./grid.ts";
import { chooseGrid } from "./grid.ts";
import { MAX_TAB, MIN_TOUCH_PX, fitBoard, trayAxis } from "./layout.ts";
import { pieceBounds } from "./puzzle.ts";
import { createPuzzle } from "./scatter.ts";
import { restorePuzzle, savePuzzle } from "./serialize.ts";

/** Play areas under the site header and the toolbar (upright) or beside the toolbar column (phones on their side). */
const SCREENS: Record<string, Rect> = {
  "phone 320": { x: 0, y: 0, width: 320, height: 520 },
  "phone 390": { x: 0, y: 0, width: 390, height: 720 },
  "phone on its side": { x: 0, y: 0, width: 790, height: 318 },
  "tablet 768": { x: 0, y: 0, width: 768, height: 900 },
  "tablet 1024 wide": { x: 0, y: 0, width: 1024, height: 640 },
  "desktop 1440": { x: 0, y: 0, width: 1440, height: 780 },
};

/** The tray and, along its axis, everything past its end (a tray with more pieces than fit scrolls). */
const trayBand = (layout: ReturnType<typeof fitBoard>): Rect =>
  trayAxis(layout) === "x" ? { ...layout.tray, width: 1e6 } : { ...layout.tray, height: 1e6 };

const inside = (r: Rect, area: Rect) =>
  r.x >= area.x - 1e-6 &&
  r.y >= area.y - 1e-6 &&
  r.x + r.width <= area.x + area.width + 1e-6 &&
  r.y + r.height <= area.y + area.height + 1e-6;

describe("layout", () => {
  it("the board is the same size for 4 pieces as for 25", () => {
    for (const area of Object.values(SCREENS)) {
      const boards = PIECE_OPTIONS.map((n) => fitBoard(area, 800, 600, n).board);
      for (const b of boards) expect(b).toEqual(boards[0]);
    }
  });

  it("upright phones get a full-width board with the tray below; phones on their side, the tray beside it", () => {
    const upright = fitBoard(SCREENS["phone 390"]!, 800, 600, 25);
    expect(upright.board.width).toBeGreaterThan(0.9 * 390);
    expect(upright.tray.y).toBeGreaterThanOrEqual(upright.board.y + upright.board.height);
    const side = fitBoard(SCREENS["phone on its side"]!, 800, 600, 25);
    expect(side.board.height).toBeGreaterThan(0.9 * 318);
    expect(side.tray.x).toBeGreaterThanOrEqual(side.board.x + side.board.width);
    // the board is the larger part of the screen's long side
    expect(side.board.width).toBeGreaterThan(side.tray.width);
  });

  it("lays every piece out on the tray without overlaps, from 320 px phones to 1440 px desktops", () => {
    for (const [name, area] of Object.entries(SCREENS)) {
      for (const count of PIECE_OPTIONS) {
        const puzzle = createPuzzle({
          seed: count,
          pieceCount: count,
          imageWidth: 800,
          imageHeight: 600,
          layout: fitBoard(area, 800, 600, count),
        });
        const { board, trayScale } = puzzle.layout;
        const boxes = puzzle.pieces.map((p) => pieceBounds(puzzle, p));
        boxes.forEach((b, i) => {
          expect(inside(b, trayBand(puzzle.layout)), `${name}, ${count} pieces: piece ${i} in the tray`).toBe(true);
          expect(rectsOverlap(b, board)).toBe(false);
          boxes
            .slice(i + 1)
            .forEach((o, j) =>
              expect(rectsOverlap(b, o), `${name}, ${count} pieces: ${i} and ${i + j + 1}`).toBe(false),
            );
        });
        expect(puzzle.pieces.every((p) => p.inTray)).toBe(true);
        // resting pieces stay big enough to pick up with a finger (a 44 px target, tabs included)
        const { pieceWidth, pieceHeight } = puzzle.cut;
        expect(Math.max(pieceWidth, pieceHeight) * trayScale * 1.3, `${name}, ${count} pieces`).toBeGreaterThanOrEqual(
          44,
        );
      }
    }
  });
});

describe("a finger's size", () => {
  it("a resting piece's cell is never under 44 px, not even by a rounding error, on any width from 300 to 1500 px", () => {
    // CI once measured a piece with flat or inward edges on both sides at 43.999999999999986 px (390 × 844, 25 pieces)
    for (let width = 300; width <= 1500; width++)
      for (const height of [520, 640, 720, 844, 900])
        for (const count of PIECE_OPTIONS) {
          const area = { x: 0, y: 0, width, height };
          const { board, tray, trayScale } = fitBoard(area, 800, 600, count);
          const { rows, cols } = chooseGrid(count, 800, 600);
          const [cellW, cellH] = [board.width / cols, board.height / rows];
          const smaller = Math.min(cellW * trayScale, cellH * trayScale);
          // the layout's own exceptions: full size already, or a tray with no room for one slot that big
          const slot = (side: number) => side + 2 * MAX_TAB * Math.min(cellW, cellH);
          const capped = Math.min(1, tray.width / slot(cellW), tray.height / slot(cellH));
          if (trayScale < capped)
            expect(smaller, `${width}×${height}, ${count} pieces`).toBeGreaterThanOrEqual(MIN_TOUCH_PX);
        }
  });
});

describe("resuming on another screen", () => {
  it("a tray saved on a desktop comes back on a phone with no piece hiding another", () => {
    for (const count of PIECE_OPTIONS) {
      const desk = createPuzzle({
        seed: count,
        pieceCount: count,
        imageWidth: 800,
        imageHeight: 600,
        layout: fitBoard(SCREENS["desktop 1440"]!, 800, 600, count),
      });
      const phone = restorePuzzle(
        JSON.parse(JSON.stringify(savePuzzle(desk, 0))),
        fitBoard(SCREENS["phone 320"]!, 800, 600, count),
      )!;
      const boxes = phone.pieces.map((p) => pieceBounds(phone, p));
      boxes.forEach((b, i) => {
        expect(inside(b, trayBand(phone.layout)), `${count} pieces: ${i} in the tray`).toBe(true);
        boxes.slice(i + 1).forEach((o) => expect(rectsOverlap(b, o)).toBe(false));
      });
    }
  });
});
