import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Where the pieces are (client px), from the board's automation hook (on only under WebDriver control). */
export interface Box { x: number; y: number; width: number; height: number }
export interface PieceSpot { id: number; locked: boolean; x: number; y: number; targetX: number; targetY: number; bounds: Box }
type Hook = { __puzzle: { pieces(): PieceSpot[]; layout(): { board: Box } } };
export const pieces = (page: Page) => page.evaluate(() => (window as unknown as Hook).__puzzle.pieces());
export const board = (page: Page) => page.evaluate(() => (window as unknown as Hook).__puzzle.layout().board);

/** A real finger: touch events through the DevTools protocol, which the page sees as pointer events of type touch. */
export async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const at = (x: number, y: number) => [{ x, y, id: 1, radiusX: 6, radiusY: 6, force: 1 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(from.x, from.y) });
  for (let s = 1; s <= 12; s++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(from.x + ((to.x - from.x) * s) / 12, from.y + ((to.y - from.y) * s) / 12) });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** Opens a puzzle page and waits until its board is ready to play. */
export async function openPuzzle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => "__puzzle" in window && document.querySelector("canvas")?.getAttribute("data-status") === "ready");
}

/** Drags the piece onto its place with a finger and waits until it locks there. */
export async function placeByTouch(page: Page, piece: PieceSpot) {
  await touchDrag(page, piece, { x: piece.targetX, y: piece.targetY });
  await expect.poll(async () => (await pieces(page)).find((p) => p.id === piece.id)?.locked).toBe(true);
}
