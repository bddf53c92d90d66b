import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptCookies, devSignIn, expectNoAxeViolations, openBrowser, PHONE } from "./helpers/browser";
import { pixel, readyCanvas } from "./helpers/coloring";
import { openPuzzle, pieces, placeByTouch } from "./helpers/puzzle";

/**
 * "My pictures" and the sticker book (issue 31): a signed-out child finishes a coloring, earns a sticker and finds the
 * picture on /play's shelf (still there after a reload); after a grown-up signs in, the browser's shelf joins the account.
 */
let visitor: BrowserContext;

beforeAll(async () => {
  visitor = await openBrowser({ viewport: PHONE, hasTouch: true });
  await acceptCookies(visitor);
});
afterAll(async () => {
  await visitor?.close();
});

describe("the shelf of my pictures", () => {
  it("finish a coloring → a sticker and a shelf picture; reload → still there; sign in → merged into the account", async () => {
    const page = await visitor.newPage();
    await page.goto("/play/apps/coloring/amber");
    const box = await readyCanvas(page);
    await page.touchscreen.tap(box.x + box.width * 0.15, box.y + box.height * 0.35);
    await expect.poll(() => pixel(page, 0.15, 0.35)).toEqual([229, 57, 53, 255]);
    await page.getByRole("button", { name: "Done" }).click();
    const earned = page.getByTestId("coloring-done").getByTestId("earned-sticker");
    await earned.waitFor();
    expect(await earned.getAttribute("data-sticker")).toBe("props-ladder");
    expect(await earned.getByRole("img", { name: "Ladder" }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await page.goto("/play");
    const item = page.locator('[data-testid="shelf-item"][data-item="coloring:amber"]');
    await item.waitFor();
    expect(await item.getAttribute("data-status")).toBe("done");
    expect(await item.getAttribute("href")).toBe("/play/apps/coloring/amber");
    const thumb = item.locator("img");
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.getByTestId("sticker-count").textContent()).toBe("1 of 18");

    await page.reload();
    await item.waitFor();
    // the sticker book: icon-first, the earned sticker in colour and named, a big button (≥ 44 px)
    const bookButton = page.getByTestId("sticker-book-button");
    const buttonBox = (await bookButton.boundingBox())!;
    expect(Math.min(buttonBox.width, buttonBox.height)).toBeGreaterThanOrEqual(44);
    await bookButton.click();
    const book = page.getByTestId("sticker-book");
    await book.waitFor();
    expect(await book.locator("[data-earned]").count()).toBe(1);
    expect(await book.getByRole("img", { name: "Ladder" }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect.poll(() => book.count()).toBe(0);

    // a grown-up signs in: the browser's shelf and sticker join the account, rendered by the server
    await devSignIn(page, `e2e-shelf-${Date.now()}`);
    await page.goto("/play");
    await item.waitFor();
    await expect.poll(() => page.getByTestId("sticker-count").textContent()).toBe("1 of 18");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("rescue-shelf:v1"))).toBeNull();
    // the server's own page (no browser storage involved) shows it
    const html = await (await page.request.get("/play")).text();
    expect(html).toContain('data-item="coloring:amber"');
    await page.close();
  });

  it("finish today's puzzle → a sticker, the puzzle on the shelf and a gentle day count (no streak)", async () => {
    const context = await openBrowser({ viewport: PHONE, hasTouch: true });
    await acceptCookies(context);
    const page = await context.newPage();
    await openPuzzle(page, "/play/apps/puzzle/potd/4");
    for (const piece of await pieces(page)) await placeByTouch(page, piece);
    const celebration = page.getByTestId("puzzle-celebration");
    await celebration.waitFor();
    await celebration.getByTestId("earned-sticker").waitFor();
    expect(await celebration.getByTestId("earned-sticker").getAttribute("data-sticker")).toBe("props-ladder");
    expect(await celebration.getByTestId("celebration-potd-days").textContent()).toBe(
      "Days with the puzzle of the day: 1",
    );
    await expectNoAxeViolations(page);

    // the shelf keeps that day's picture: it reopens it, not whatever a later day's puzzle is
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
    const { key } = (await (await page.request.get(`/api/potd/preview/${today}`)).json()) as { key: string };
    await page.goto("/play");
    const item = page.locator(`[data-testid="shelf-item"][data-item="puzzle:${key}:4"]`);
    await item.waitFor();
    expect(await item.getAttribute("href")).toBe(`/play/apps/puzzle/${key}/4`);
    // named by the picture's title, as the puzzle of the day shows it
    expect(await item.textContent()).toContain(await page.getByTestId("potd-title").textContent());
    expect(await page.getByTestId("potd-days").textContent()).toBe("Days with the puzzle of the day: 1");
    await expectNoAxeViolations(page);
    await context.close();
  });
});
