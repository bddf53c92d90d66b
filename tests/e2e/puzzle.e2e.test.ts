import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, acceptCookies, expectNoAxeViolations, openBrowser } from "./helpers/browser";

/** Where the pieces are, from the board's automation hook (on only under WebDriver control). */
interface PieceSpot { id: number; locked: boolean; x: number; y: number; targetX: number; targetY: number }
const pieces = (page: Page) => page.evaluate(() => (window as unknown as { __puzzle: { pieces(): PieceSpot[] } }).__puzzle.pieces());
const status = (page: Page) => page.locator('[role="status"]').textContent();

async function openPuzzle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => "__puzzle" in window && document.querySelector("canvas")?.getAttribute("data-status") === "ready");
}

let context: BrowserContext;
beforeAll(async () => {
  context = await openBrowser({ viewport: PHONE });
  await acceptCookies(context);
});
afterAll(async () => context?.close());

describe("puzzle app", () => {
  it("solves a 4-piece puzzle by dragging, with a celebration and the time taken", async () => {
    const page = await context.newPage();
    await openPuzzle(page, "/play/apps/puzzle/scene03/4");
    // the page must not scroll while a finger drags on the board
    expect(await page.locator("canvas").evaluate((c) => getComputedStyle(c).touchAction)).toBe("none");
    for (let guard = 0; guard < 8; guard++) {
      const piece = (await pieces(page)).find((p) => !p.locked);
      if (!piece) break;
      await page.mouse.move(piece.x, piece.y);
      await page.mouse.down();
      for (let s = 1; s <= 12; s++) await page.mouse.move(piece.x + ((piece.targetX - piece.x) * s) / 12, piece.y + ((piece.targetY - piece.y) * s) / 12);
      await page.mouse.up();
    }
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.textContent()).toMatch(/Well done!.*4-piece puzzle in \d+:\d\d/);
    expect(await status(page)).toMatch(/Puzzle finished in \d+:\d\d/);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Play again" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(async () => (await pieces(page)).filter((p) => p.locked).length).toBe(0);
    await page.close();
  });

  it("solves a 4-piece puzzle with the keyboard only: pick a piece, move the frame, Enter", async () => {
    const page = await context.newPage();
    await openPuzzle(page, "/play/apps/puzzle/scene05/4");
    await page.locator("canvas").focus();
    expect(await page.getByText(/Enter or N picks a piece/).isVisible()).toBe(true);
    const done = () => page.getByRole("dialog").count();
    for (let guard = 0; guard < 12 && (await done()) === 0; guard++) {
      await page.keyboard.press("n");
      expect(await status(page)).toMatch(/Piece \d of \d picked up/);
      // try the places in turn, as a player would, until the piece clicks in
      search: for (const [rows, cols] of [[0, 0], [0, 1], [1, 0], [1, 1]]) {
        for (const key of ["ArrowUp", "ArrowLeft", "ArrowUp", "ArrowLeft"]) await page.keyboard.press(key);
        for (let r = 0; r < rows; r++) await page.keyboard.press("ArrowDown");
        for (let c = 0; c < cols; c++) await page.keyboard.press("ArrowRight");
        await page.keyboard.press("Enter");
        if (/In place|finished/.test((await status(page)) ?? "")) break search;
      }
    }
    await expect.poll(done).toBe(1);
    expect(await page.getByRole("dialog").textContent()).toMatch(/Well done!/);
    await page.close();
  });

  it("keeps progress across a reload", async () => {
    const page = await context.newPage();
    await openPuzzle(page, "/play/apps/puzzle/scene07/9");
    const piece = (await pieces(page))[0];
    await page.mouse.move(piece.x, piece.y);
    await page.mouse.down();
    await page.mouse.move(piece.targetX, piece.targetY, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await pieces(page)).filter((p) => p.locked).length).toBe(1);
    await page.waitForTimeout(600); // saving is debounced
    await openPuzzle(page, "/play/apps/puzzle/scene07/9");
    expect((await pieces(page)).filter((p) => p.locked).map((p) => p.id)).toEqual([piece.id]);
    await page.close();
  });

  it("without a count in the URL, opens today's puzzle with a random count; the choosers and board pass axe", async () => {
    const page = await context.newPage();
    await page.goto("/play");
    await page.evaluate(() => localStorage.clear());
    await page.goto("/play/apps/puzzle");
    await page.waitForURL(/\/play\/apps\/puzzle\/potd\/(4|6|9|12|16|20|25)$/);
    const started = page.url();
    await page.waitForFunction(() => document.querySelector("canvas")?.getAttribute("data-status") === "ready");
    expect(await page.locator("h1").textContent()).toMatch(/Jigsaw puzzle/);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: /^Picture/ }).click();
    await expect.poll(() => page.getByRole("dialog").locator("a").count()).toBe(13);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    // coming back without a count resumes the unfinished game
    await page.goto("/play/apps/puzzle");
    await page.waitForURL(started);
    await page.close();
  });

  it("redirects an invalid piece count to the default and answers 404 for an unknown picture", async () => {
    const page = await context.newPage();
    await page.goto("/play/apps/puzzle/scene01/7");
    expect(new URL(page.url()).pathname).toBe("/play/apps/puzzle/scene01/25");
    await page.goto("/play/apps/puzzle/potd/abc");
    expect(new URL(page.url()).pathname).toBe("/play/apps/puzzle/potd/12");
    expect((await page.goto("/play/apps/puzzle/nope/12"))?.status()).toBe(404);
    await page.close();
  });
});
