import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptCookies, openBrowser, PHONE } from "./helpers/browser";
import { choose, readyCanvas } from "./helpers/coloring";
import { listenToGames, said, tones } from "./helpers/coloring-puzzle-senses";

/**
 * Coloring for a child who cannot read (issue 13), on a phone: icon buttons on one row, a hand showing the first
 * move, spoken hints, and sounds that the sound button (and the system's reduced-motion wish) silences.
 */
let visitor: BrowserContext;
beforeAll(async () => {
  visitor = await openBrowser({ viewport: PHONE, hasTouch: true });
  await acceptCookies(visitor);
  await listenToGames(visitor);
});
afterAll(async () => visitor?.close());

async function open(path: string, setup?: (page: Page) => Promise<void>) {
  const page = await visitor.newPage();
  await setup?.(page);
  await page.goto(path);
  const box = await readyCanvas(page);
  const tap = (fx: number, fy: number) => page.touchscreen.tap(box.x + box.width * fx, box.y + box.height * fy);
  return { page, tap };
}

const soundButton = (page: Page) => page.getByRole("button", { name: "Sound", exact: true });

describe("coloring hints and sounds at phone size", () => {
  it("puts the eight picture actions on one row of icon buttons a finger can hit", async () => {
    const { page } = await open("/play/apps/coloring/amber");
    const names = ["Undo", "Redo", "Clear", "Sound", "Save", "Print", "Upload", "Done"];
    const boxes = await Promise.all(
      names.map(async (name) => (await page.getByRole("button", { name, exact: true }).boundingBox())!),
    );
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(Math.abs(box.y - boxes[0]!.y)).toBeLessThan(1);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await page.close();
  });

  it("shows the hand on a fresh page, says what to do at the first press, and the hand goes after the first fill", async () => {
    const { page, tap } = await open("/play/apps/coloring/cleany");
    expect(await page.getByTestId("coloring-hint-hand").isVisible()).toBe(true);
    await choose(page, "Blue");
    await expect
      .poll(() => said(page))
      .toEqual([{ text: "Choose a color, then tap the picture to paint it.", lang: "en" }]);
    await tap(0.15, 0.35);
    await expect.poll(() => page.getByTestId("coloring-hint-hand").count()).toBe(0);
    // said once per visit, not at every press
    await choose(page, "Green");
    await page.getByRole("button", { name: "Done", exact: true }).click();
    await expect
      .poll(async () => (await said(page)).map((s) => s.text))
      .toEqual(["Choose a color, then tap the picture to paint it.", "What a beautiful picture! Well done!"]);
    await page.close();
  });

  it("plays a sound for a fill; the sound button silences sounds and speech, and stays off after a reload", async () => {
    const { page, tap } = await open("/play/apps/coloring/posty");
    expect(await soundButton(page).getAttribute("aria-pressed")).toBe("true");
    await tap(0.15, 0.35);
    await expect.poll(() => tones(page)).toBeGreaterThan(0);
    await soundButton(page).click();
    expect(await soundButton(page).getAttribute("aria-pressed")).toBe("false");
    const before = await tones(page);
    await tap(0.85, 0.35);
    await page.getByRole("button", { name: "Done", exact: true }).click();
    await page.waitForTimeout(300);
    expect(await tones(page)).toBe(before);
    expect(await said(page)).toEqual([]);
    await page.close();

    const again = await open("/play/apps/coloring/posty");
    expect(await soundButton(again.page).getAttribute("aria-pressed")).toBe("false");
    await soundButton(again.page).click(); // back on for the other tests
    await again.page.close();
  });

  it("starts silent when the system asks for reduced motion", async () => {
    const { page, tap } = await open("/play/apps/coloring/mark", (p) => p.emulateMedia({ reducedMotion: "reduce" }));
    expect(await soundButton(page).getAttribute("aria-pressed")).toBe("false");
    await choose(page, "Red");
    await tap(0.15, 0.35);
    await page.waitForTimeout(300);
    expect(await tones(page)).toBe(0);
    expect(await said(page)).toEqual([]);
    await page.close();
  });
});
