import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptCookies, openBrowser, PHONE } from "./helpers/browser";
import { pixel, readyCanvas } from "./helpers/coloring";
import { openPuzzle } from "./helpers/puzzle";

/** Issue 31 item 5: the new built-in pictures play like the first ones, on a phone. */
let context: BrowserContext;

beforeAll(async () => {
  context = await openBrowser({ viewport: PHONE, hasTouch: true });
  await acceptCookies(context);
});
afterAll(async () => {
  await context?.close();
});

describe("new built-in pictures", () => {
  it("opens a new puzzle picture under its title", async () => {
    const page = await context.newPage();
    await openPuzzle(page, "/play/apps/puzzle/scene24/4");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain("Hot-Air Balloons");
    for (let n = 13; n <= 24; n++) {
      const response = await page.request.get(`/art/puzzles/scene${n}-thumb.webp`);
      expect(response.status(), `scene${n}`).toBe(200);
    }
    await page.close();
  });

  it("fills a shape of a new coloring page with one tap (its regions are precomputed)", async () => {
    const page = await context.newPage();
    const regionFile = page.waitForResponse((r) =>
      /\/art\/coloring\/regions\/mountain\.[0-9a-f]+\.bin\.gz$/.test(r.url()),
    );
    await page.goto("/play/apps/coloring/mountain");
    expect((await regionFile).status()).toBe(200);
    const box = await readyCanvas(page);
    // The sky, left of the sun and above the mountains.
    expect(await pixel(page, 0.5, 0.08)).toEqual([0, 0, 0, 0]);
    await page.touchscreen.tap(box.x + box.width * 0.5, box.y + box.height * 0.08);
    await expect.poll(() => pixel(page, 0.5, 0.08)).toEqual([229, 57, 53, 255]);
    await page.close();
  });
});
