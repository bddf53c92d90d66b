import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, acceptCookies, expectNoAxeViolations, openBrowser } from "./helpers/browser";
import { type Box, type PieceSpot, openPuzzle, pieces, placeByTouch, touchDrag } from "./helpers/puzzle";

/** Pairs of pieces whose boxes overlap by more than half a pixel. */
function noOverlaps(spots: PieceSpot[]): string[] {
  const out: string[] = [];
  spots.forEach((a, i) =>
    spots.slice(i + 1).forEach((b) => {
      const ox = Math.min(a.bounds.x + a.bounds.width, b.bounds.x + b.bounds.width) - Math.max(a.bounds.x, b.bounds.x);
      const oy =
        Math.min(a.bounds.y + a.bounds.height, b.bounds.y + b.bounds.height) - Math.max(a.bounds.y, b.bounds.y);
      if (ox > 0.5 && oy > 0.5) out.push(`${a.id}/${b.id}`);
    }),
  );
  return out;
}

/**
 * How far the board canvas differs (mean of |Δ| over RGB, 0–255) from the plain picture, in a strip across the
 * seam between the two top pieces of a 2×2 puzzle: outlines and bevels make it large, a seamless picture ~0.
 */
function boardSeamDifference(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const hook = (
      window as unknown as {
        __puzzle: { imageUrl: string; layout(): { board: { x: number; y: number; width: number; height: number } } };
      }
    ).__puzzle;
    const { board } = hook.layout();
    const canvas = document.querySelector("canvas")!;
    const rect = canvas.getBoundingClientRect();
    const ratio = canvas.width / rect.width;
    const picture = new Image();
    picture.src = hook.imageUrl;
    await picture.decode();
    const reference = document.createElement("canvas");
    reference.width = canvas.width;
    reference.height = canvas.height;
    const bx = (board.x - rect.left) * ratio;
    const by = (board.y - rect.top) * ratio;
    reference.getContext("2d")!.drawImage(picture, bx, by, board.width * ratio, board.height * ratio);
    const strip = [
      Math.round(bx + (board.width / 2 - 4) * ratio),
      Math.round(by + board.height * 0.1 * ratio),
      Math.round(8 * ratio),
      Math.round(board.height * 0.3 * ratio),
    ] as const;
    const a = canvas.getContext("2d")!.getImageData(...strip).data;
    const b = reference.getContext("2d")!.getImageData(...strip).data;
    let sum = 0;
    for (let i = 0; i < a.length; i += 4)
      sum += Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
    return sum / ((a.length / 4) * 3);
  });
}

const status = (page: Page) => page.locator('[role="status"]').textContent();
const celebration = (page: Page) => page.getByTestId("puzzle-celebration");

let context: BrowserContext;
beforeAll(async () => {
  context = await openBrowser({ viewport: PHONE, hasTouch: true });
  await acceptCookies(context);
});
afterAll(async () => context?.close());

describe("puzzle app on a phone, by touch", () => {
  it("solves a 4-piece puzzle by touch: the seams vanish and the celebration plays beside the whole picture", async () => {
    const page = await context.newPage();
    await openPuzzle(page, "/play/apps/puzzle/scene03/4");
    // the page must not scroll while a finger drags on the board
    expect(await page.locator("canvas").evaluate((c) => getComputedStyle(c).touchAction)).toBe("none");
    // a child who cannot read is shown the first move; the clock stays hidden
    expect(await page.getByTestId("puzzle-hint-hand").isVisible()).toBe(true);
    expect(await page.locator("time").count()).toBe(0);
    const layout = await page.evaluate(() =>
      (window as unknown as { __puzzle: { layout(): { board: { width: number; height: number } } } }).__puzzle.layout(),
    );
    // the board takes the phone's full width
    expect(layout.board.width).toBeGreaterThan(0.9 * PHONE.width);

    const start = await pieces(page);
    const [first, ...rest] = start;
    await placeByTouch(page, first!);
    expect(await page.getByTestId("puzzle-hint-hand").count()).toBe(0);
    for (const piece of rest.slice(0, -1)) await placeByTouch(page, piece);
    // three pieces in: their seams still show
    expect(await boardSeamDifference(page)).toBeGreaterThan(6);
    await touchDrag(page, rest.at(-1)!, { x: rest.at(-1)!.targetX, y: rest.at(-1)!.targetY });

    await expect.poll(() => celebration(page).count()).toBe(1);
    expect(await celebration(page).textContent()).toMatch(/Well done!.*4-piece puzzle in \d+:\d\d/);
    expect(await status(page)).toMatch(/Puzzle finished in \d+:\d\d/);
    // no modal, no grey scrim: the finished picture is drawn whole, with no seam left, and nothing covers it
    expect(await page.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => boardSeamDifference(page), { timeout: 5000 }).toBeLessThan(3);
    const board = await page.evaluate(
      () => (window as unknown as { __puzzle: { layout(): { board: DOMRectInit } } }).__puzzle.layout().board,
    );
    const card = (await page.locator('[data-testid="puzzle-celebration"] > div').last().boundingBox())!;
    expect(card.y).toBeGreaterThanOrEqual(board.y! + board.height! - 1);
    // focus lands on the celebration so keyboard users find the choices
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("puzzle-done-title");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Play again" }).click();
    await expect.poll(() => celebration(page).count()).toBe(0);
    await expect.poll(async () => (await pieces(page)).filter((p) => p.locked).length).toBe(0);
    await page.close();
  });

  it("'Start again' asks first, and only a yes mixes the pieces up", async () => {
    const page = await context.newPage();
    await openPuzzle(page, "/play/apps/puzzle/scene02/6");
    await placeByTouch(page, (await pieces(page))[0]!);
    await page.getByRole("button", { name: "Start again" }).click();
    const ask = page.getByRole("dialog", { name: "Start again?" });
    await ask.waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Keep playing" }).click();
    await expect.poll(() => ask.count()).toBe(0);
    expect((await pieces(page)).filter((p) => p.locked)).toHaveLength(1);
    await page.getByRole("button", { name: "Start again" }).click();
    await page.getByRole("button", { name: "Yes, start again" }).click();
    await expect.poll(async () => (await pieces(page)).filter((p) => p.locked).length).toBe(0);
    await page.close();
  });

  it("the toolbar is the browser's own buttons: arrow keys move between them, and the pieces chooser opens on demand", async () => {
    const page = await context.newPage();
    const chooserScripts: string[] = [];
    page.on("request", (request) => {
      if (/puzzle-popovers|react-aria|Select|Dialog/.test(request.url())) chooserScripts.push(request.url());
    });
    await openPuzzle(page, "/play/apps/puzzle/scene02/6");
    // React Aria (whose module reads the browser's date formats when it loads) is not part of the first load.
    expect(chooserScripts).toEqual([]);
    const toolbar = page.getByRole("toolbar", { name: "Puzzle tools" });
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
    await toolbar.getByRole("button", { name: /^Picture/ }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe("Pieces: 6");
    await page.keyboard.press("ArrowLeft");
    expect(await focused()).toMatch(/^Picture/);
    await page.keyboard.press("ArrowLeft");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Start again");
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowDown");
    expect(await focused()).toBe("Pieces: 6");
    // Enter opens the chooser with the current count chosen and focused; a keyboard choice opens that puzzle.
    await page.keyboard.press("Enter");
    const chooser = page.getByRole("dialog", { name: "Pieces" });
    await chooser.waitFor();
    expect(await toolbar.getByRole("button", { name: "Pieces: 6" }).getAttribute("aria-expanded")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-selected"))).toBe("true");
    await expectNoAxeViolations(page);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/scene02\/9$/);
    await expect.poll(() => chooser.count()).toBe(0);
    // the new puzzle's toolbar has focus where it was
    await expect.poll(focused).toBe("Pieces: 9");
    // Escape closes it and gives focus back to its button.
    await toolbar.getByRole("button", { name: "Pieces: 9" }).click();
    await chooser.waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => chooser.count()).toBe(0);
    // React Aria gives focus back in the frame after the popover closes.
    await expect.poll(focused).toBe("Pieces: 9");
    await page.close();
  });
  it("keeps progress across a reload at every size of puzzle", async () => {
    const page = await context.newPage();
    for (const count of [4, 12, 25]) {
      await openPuzzle(page, `/play/apps/puzzle/scene07/${count}`);
      // one the finger can reach: a phone's tray of 25 runs on past the screen's edge
      const piece = (await pieces(page)).filter((p) => p.bounds.x + p.bounds.width <= PHONE.width).at(-1)!;
      await placeByTouch(page, piece);
      const loose = (await pieces(page)).filter((p) => !p.locked);
      await page.waitForTimeout(600); // saving is debounced
      await page.reload();
      await page.waitForFunction(
        () => "__puzzle" in window && document.querySelector("canvas")?.getAttribute("data-status") === "ready",
      );
      const after = await pieces(page);
      expect(
        after.filter((p) => p.locked).map((p) => p.id),
        `${count} pieces`,
      ).toEqual([piece.id]);
      // the tray is as it was left
      for (const p of loose)
        expect(
          after.find((q) => q.id === p.id)?.x,
          `${count} pieces: piece ${p.id} of ${JSON.stringify(loose.map((l) => [l.id, Math.round(l.x)]))} → ${JSON.stringify(after.map((l) => [l.id, Math.round(l.x)]))}`,
        ).toBeCloseTo(p.x, 0);
    }
    await page.close();
  });

  it("solves a 4-piece puzzle with the keyboard only: pick a piece, move the frame, Enter", async () => {
    const page = await context.newPage();
    await openPuzzle(page, "/play/apps/puzzle/scene05/4");
    await page.locator("canvas").focus();
    expect(await page.getByText(/Enter or N picks a piece/).isVisible()).toBe(true);
    const done = () => celebration(page).count();
    for (let guard = 0; guard < 12 && (await done()) === 0; guard++) {
      await page.keyboard.press("n");
      expect(await status(page)).toMatch(/Piece \d of \d picked up/);
      // try the places in turn, as a player would, until the piece clicks in
      search: for (const [rows, cols] of [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ]) {
        for (const key of ["ArrowUp", "ArrowLeft", "ArrowUp", "ArrowLeft"]) await page.keyboard.press(key);
        for (let r = 0; r < rows; r++) await page.keyboard.press("ArrowDown");
        for (let c = 0; c < cols; c++) await page.keyboard.press("ArrowRight");
        await page.keyboard.press("Enter");
        if (/In place|finished/.test((await status(page)) ?? "")) break search;
      }
    }
    await expect.poll(done).toBe(1);
    expect(await celebration(page).textContent()).toMatch(/Well done!/);
    await page.close();
  });
});

describe("puzzle app at every screen size", () => {
  it("no two pieces overlap in the tray, from 320 px to 1440 px, and the toolbar stays one row", async () => {
    const screens = [
      { width: 320, height: 640 },
      { width: 390, height: 844 },
      { width: 844, height: 390 },
      { width: 768, height: 1024 },
      { width: 1024, height: 768 },
      { width: 1440, height: 900 },
    ];
    const page = await context.newPage();
    for (const viewport of screens) {
      await page.setViewportSize(viewport);
      for (const count of [25, 12]) {
        await openPuzzle(page, `/play/apps/puzzle/scene04/${count}`);
        const spots = await pieces(page);
        expect(noOverlaps(spots), `${viewport.width}×${viewport.height}, ${count} pieces`).toEqual([]);
        // nothing lies before the screen's start; a tray with more pieces than fit runs on past its end and scrolls
        for (const p of spots) {
          expect(p.bounds.x).toBeGreaterThanOrEqual(0);
          expect(p.bounds.y).toBeGreaterThanOrEqual(0);
          expect(
            Math.min(p.bounds.width, p.bounds.height),
            `${viewport.width}×${viewport.height}, ${count} pieces: a finger's size`,
          ).toBeGreaterThanOrEqual(44);
        }
        const tools = await page
          .getByRole("toolbar")
          .locator("button")
          .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect()));
        const rows = new Set(tools.map((r) => Math.round(r.top)));
        const columns = new Set(tools.map((r) => Math.round(r.left)));
        expect(Math.min(rows.size, columns.size), `${viewport.width}×${viewport.height}: toolbar in one line`).toBe(1);
        for (const r of tools) expect(Math.min(r.width, r.height)).toBeGreaterThanOrEqual(44);
      }
    }
    await page.close();
  }, 180_000);

  it("on a phone in portrait, the tray of 25 pieces scrolls with a sideways swipe instead of shrinking them", async () => {
    const page = await context.newPage();
    await openPuzzle(page, "/play/apps/puzzle/scene05/25");
    const start = await pieces(page);
    // pieces not wholly on screen: the tray runs on past the right edge
    const hidden = start.filter((p) => p.bounds.x + p.bounds.width > PHONE.width + 0.5);
    expect(hidden.length).toBeGreaterThan(0);
    const tray = await page.evaluate(
      () => (window as unknown as { __puzzle: { layout(): { tray: Box } } }).__puzzle.layout().tray,
    );
    const y = tray.y + tray.height / 2;
    // two swipes to the left along the tray: later pieces come into view, nothing is picked up
    for (let i = 0; i < 2; i++) await touchDrag(page, { x: PHONE.width - 30, y }, { x: 30, y: y + 4 });
    const after = await pieces(page);
    const shown = after.filter(
      (p) => hidden.some((h) => h.id === p.id) && p.bounds.x >= 0 && p.bounds.x + p.bounds.width <= PHONE.width,
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(after.filter((p) => p.locked)).toHaveLength(0);
    expect(noOverlaps(after)).toEqual([]);
    // and a piece brought into view can be put in its place
    await placeByTouch(page, shown[0]!);
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
    // The game's address repeats the puzzle page: it points search engines there and does not hide the page (a
    // noindex here made the landing page itself look unindexable once the client moved on).
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/play\/apps\/puzzle$/);
    expect(await page.locator("h1").textContent()).toMatch(/Jigsaw puzzle/);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: /^Picture/ }).click();
    // Today's puzzle and the 24 built-in pictures (issue 31).
    await expect.poll(() => page.getByRole("dialog").locator("a").count()).toBe(25);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    // the clock shows only when asked for
    await page.getByRole("button", { name: "Show the time" }).click();
    expect(await page.locator("time").count()).toBe(1);
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
