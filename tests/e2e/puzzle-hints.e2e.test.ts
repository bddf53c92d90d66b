import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, acceptCookies, openBrowser } from "./helpers/browser";
import { listenToGames, said, tones } from "./helpers/coloring-puzzle-senses";
import { board, openPuzzle, pieces, placeByTouch, touchDrag } from "./helpers/puzzle";

/** The puzzle for a child who cannot read (issue 13): spoken hints and sounds, and the sound button that silences both. */
const texts = async (page: Page) => (await said(page)).map((s) => s.text);

let context: BrowserContext;
beforeAll(async () => {
  context = await openBrowser({ viewport: PHONE, hasTouch: true });
  await acceptCookies(context);
  await listenToGames(context);
});
afterAll(async () => context?.close());

describe("puzzle hints and sounds on a phone", () => {
  it("says the first move at the first tap (not before), points at the place after two misses, and cheers at the end", async () => {
    const page = await context.newPage();
    await openPuzzle(page, "/play/apps/puzzle/scene01/4");
    expect(await said(page)).toEqual([]);
    const b = await board(page);
    await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
    await expect
      .poll(() => said(page))
      .toEqual([{ text: "Pick up a piece and put it where it goes in the picture.", lang: "en" }]);

    // two drops away from its place: the place glows and the child hears where to look
    const [first, second, third] = await pieces(page);
    await touchDrag(page, first!, { x: second!.targetX, y: second!.targetY });
    const moved = (await pieces(page)).find((p) => p.id === first!.id)!;
    await touchDrag(page, moved, { x: third!.targetX, y: third!.targetY });
    await expect.poll(() => texts(page)).toContain("Look! Its place is glowing.");
    expect(await tones(page)).toBeGreaterThan(0);

    for (const piece of await pieces(page)) if (!piece.locked) await placeByTouch(page, piece);
    await expect.poll(() => texts(page)).toContain("Well done! You finished the puzzle!");
    // the first move was said once only
    expect((await texts(page)).filter((t) => t.startsWith("Pick up"))).toHaveLength(1);
    await page.close();
  });

  it("the sound button silences the sounds and the spoken hints", async () => {
    const page = await context.newPage();
    await openPuzzle(page, "/play/apps/puzzle/scene04/4");
    const sound = page.getByRole("button", { name: "Sound" });
    expect(await sound.getAttribute("aria-pressed")).toBe("true");
    await sound.click();
    expect(await sound.getAttribute("aria-pressed")).toBe("false");
    const b = await board(page);
    await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
    for (const piece of await pieces(page)) if (!piece.locked) await placeByTouch(page, piece);
    await page.getByTestId("puzzle-celebration").waitFor();
    expect(await tones(page)).toBe(0);
    expect(await said(page)).toEqual([]);
    await sound.click(); // back on for the next visit
    await page.close();
  });
});
