import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { acceptCookies, openBrowser } from "./helpers/browser";
import { choose } from "./helpers/coloring";

/**
 * Issue 31 item 1: the coloring app fits every screen, upright and on its side. The whole sheet and every tool are on
 * screen without scrolling the page, nothing sticks out sideways; the colours and stickers may be a strip that scrolls
 * on its own, whose first items are on screen.
 */
const SCREENS = [
  { name: "small phone", width: 320, height: 568, touch: true },
  { name: "phone", width: 390, height: 844, touch: true },
  { name: "phone on its side", width: 844, height: 390, touch: true },
  { name: "tablet on its side", width: 1024, height: 768, touch: true },
  { name: "desktop", width: 1440, height: 900, touch: false },
];
const ACTIONS = ["Pictures", "Undo", "Redo", "Clear", "Sound", "Save", "Print", "Upload", "Done"];
const TOOLS = ["Fill", "Brush", "Eraser", "Sticker"];
const SIZES = ["Small", "Medium", "Large", "Huge"];

async function expectOnScreen(page: Page, what: string, locator: Locator) {
  const box = await locator.boundingBox();
  const view = page.viewportSize()!;
  expect(box, `${what} is laid out`).not.toBeNull();
  const inside =
    box!.x >= -0.5 &&
    box!.y >= -0.5 &&
    box!.x + box!.width <= view.width + 0.5 &&
    box!.y + box!.height <= view.height + 0.5;
  expect(inside, `${what} ${JSON.stringify(box)} within ${view.width}×${view.height}`).toBe(true);
  return box!;
}

describe("the coloring app on every screen", () => {
  for (const screen of SCREENS) {
    it(`${screen.name} ${screen.width}×${screen.height}: the whole sheet and every tool on screen, no page scroll`, async () => {
      const context = await openBrowser({
        viewport: { width: screen.width, height: screen.height },
        hasTouch: screen.touch,
      });
      await acceptCookies(context);
      const page = await context.newPage();
      await page.goto("/play/apps/coloring/poli");
      await page.locator("[data-ready]").waitFor({ timeout: 15_000 });
      let firstSheet: { x: number; y: number; width: number; height: number } | null = null;
      for (const tool of ["Fill", "Brush", "Sticker"]) {
        await choose(page, tool);
        const label = `${tool} chosen:`;
        const scroll = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.scrollHeight,
        ]);
        expect(scroll, `${label} the page's scroll size`).toEqual([screen.width, screen.height]);
        const sheet = await expectOnScreen(page, `${label} the sheet`, page.locator("[data-tool]"));
        expect(sheet.width, `${label} the sheet's size`).toBeGreaterThanOrEqual(
          Math.min(screen.width, screen.height) * 0.5,
        );
        // Choosing another tool never moves or resizes the sheet under the child's finger.
        firstSheet ??= sheet;
        expect(sheet, `${label} the sheet where it was with Fill`).toEqual(firstSheet);
        for (const name of ACTIONS)
          await expectOnScreen(page, `${label} ${name}`, page.getByRole("button", { name, exact: true }));
        for (const name of TOOLS)
          await expectOnScreen(page, `${label} ${name}`, page.getByRole("radio", { name, exact: true }).locator(".."));
        if (tool === "Brush")
          for (const name of SIZES)
            await expectOnScreen(
              page,
              `${label} size ${name}`,
              page.getByRole("radio", { name, exact: true }).locator(".."),
            );
        const strip = page.getByRole("radiogroup", { name: tool === "Sticker" ? "Stickers" : "Colors" });
        await expectOnScreen(
          page,
          `${label} the first choice of the strip`,
          strip.getByRole("radio").first().locator(".."),
        );
      }
      await context.close();
    });
  }
});
