import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptCookies, openBrowser } from "./helpers/browser";

/**
 * Issue 14: on desktop the headline card covered Poli's face. The characters live in the hero's key art (picture or
 * its video), so their box is inside the art's box: the headline (and its card) must never overlap that box, and the
 * art must show whole (16:9, not cropped), so no character is cut off either. Checked from 320 to 1920 px.
 */
const WIDTHS = [320, 360, 390, 600, 768, 900, 1023, 1024, 1180, 1280, 1440, 1680, 1920];
const PAGES = ["/", "/series/season5", "/series/songsong", "/series/daily-safety"];

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

let context: BrowserContext;
beforeAll(async () => {
  context = await openBrowser({ viewport: { width: 1440, height: 900 } });
  await acceptCookies(context);
});
afterAll(async () => context?.close());

describe("hero composition", () => {
  for (const path of PAGES) {
    it(`${path}: the headline never covers the characters' art, from 320 to 1920 px`, async () => {
      const page = await context.newPage();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
        await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=en`);
        const boxes = await page.evaluate(() => {
          const rect = (el: Element | null) => {
            const r = el!.getBoundingClientRect();
            return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
          };
          const hero = document.querySelector("[data-hero]");
          return {
            headline: rect(hero!.querySelector("h1")),
            card: rect(hero!.querySelector("h1")!.parentElement),
            characters: rect(hero!.querySelector("[data-hero-art]")),
            picture: rect(hero!.querySelector("[data-hero-art] img")),
            scrollWidth: document.documentElement.scrollWidth,
          };
        });
        const where = `${path} at ${width} px`;
        expect(overlap(boxes.headline, boxes.characters), `${where}: headline over the characters`).toBe(0);
        expect(overlap(boxes.card, boxes.characters), `${where}: headline card over the characters`).toBe(0);
        expect(
          Math.abs(boxes.characters.width / boxes.characters.height - 16 / 9),
          `${where}: art shown whole`,
        ).toBeLessThan(0.02);
        expect(boxes.picture.width, `${where}: picture fills the art box`).toBeCloseTo(boxes.characters.width, 0);
        expect(boxes.characters.width, `${where}: art is a real size`).toBeGreaterThan(Math.min(280, width * 0.5));
        expect(boxes.scrollWidth, `${where}: no sideways scrolling`).toBeLessThanOrEqual(width);
        if (width >= 1024)
          expect(boxes.characters.bottom, `${where}: the hero fits the first screen`).toBeLessThanOrEqual(900);
      }
      await page.close();
    });
  }
});
