import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Where the pieces are (client px), from the board's automation hook (on only under WebDriver control). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface PieceSpot {
  id: number;
  locked: boolean;
  x: number;
  y: number;
  targetX: number;
  targetY: number;
  bounds: Box;
}
type Hook = { __puzzle: { pieces(): PieceSpot[]; layout(): { board: Box } } };
export const pieces = (page: Page) => page.evaluate(() => (window as unknown as Hook).__puzzle.pieces());
export const board = (page: Page) => page.evaluate(() => (window as unknown as Hook).__puzzle.layout().board);

type Point = { x: number; y: number };

/**
 * A real finger: touch events through the DevTools protocol, which the page sees as pointer events of type touch.
 * With `via`, the finger goes there first (in 4 steps), then on to `to` (in 12).
 */
export async function touchDrag(page: Page, from: Point, to: Point, via?: Point) {
  const cdp = await page.context().newCDPSession(page);
  const at = (x: number, y: number) => [{ x, y, id: 1, radiusX: 6, radiusY: 6, force: 1 }];
  const moveTo = async (a: Point, b: Point, steps: number) => {
    for (let s = 1; s <= steps; s++)
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: at(a.x + ((b.x - a.x) * s) / steps, a.y + ((b.y - a.y) * s) / steps),
      });
  };
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(from.x, from.y) });
  if (via) await moveTo(from, via, 4);
  await moveTo(via ?? from, to, 12);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** Opens a puzzle page and waits until its board is ready to play. */
export async function openPuzzle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(
    () => "__puzzle" in window && document.querySelector("canvas")?.getAttribute("data-status") === "ready",
  );
}

/**
 * Drags the piece onto its place with a finger and waits until it locks there. The finger first heads for the board,
 * as a child's does: a drag that starts along a scrolling tray is a swipe of the tray (tray-scroll.ts), and a place
 * low on the board and far to the side would make a straight line start that way (a random layout failed CI so).
 */
export async function placeByTouch(page: Page, piece: PieceSpot) {
  const { x, y, width, height } = await board(page);
  const [towardX, towardY] = [x + width / 2 - piece.x, y + height / 2 - piece.y];
  const length = Math.hypot(towardX, towardY) || 1;
  const via = { x: piece.x + (towardX / length) * 40, y: piece.y + (towardY / length) * 40 };
  await touchDrag(page, piece, { x: piece.targetX, y: piece.targetY }, via);
  await expect.poll(async () => (await pieces(page)).find((p) => p.id === piece.id)?.locked).toBe(true);
}
