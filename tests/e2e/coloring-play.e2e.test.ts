import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptCookies, expectNoAxeViolations, openBrowser, PHONE, throttleCpu } from "./helpers/browser";
import { choose, pixel, readyCanvas, touchDrag } from "./helpers/coloring";
import { holdScripts } from "./helpers/held-scripts";

/**
 * Coloring as a five-year-old plays it on a phone (issue 13): layers that never destroy a drawing, stickers that
 * move and resize by touch, the Done moment, and the sign-in providers (behind the parental gate) for a signed-out Upload.
 */
let visitor: BrowserContext;

beforeAll(async () => {
  visitor = await openBrowser({ viewport: PHONE, hasTouch: true });
  await acceptCookies(visitor);
});
afterAll(async () => {
  await visitor?.close();
});

async function open(path: string) {
  const page = await visitor.newPage();
  await page.goto(path);
  const box = await readyCanvas(page);
  return { page, box, at: (fx: number, fy: number) => ({ x: box.x + box.width * fx, y: box.y + box.height * fy }) };
}

/** A new tab showing `path` with every script of the page held back until release(). */
async function openHeld(path: string) {
  const page = await visitor.newPage();
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  return { page, release };
}

/**
 * A coloring page whose scripts are held back until release(): what a phone shows before its JavaScript has run (the
 * server's line art, loaded), and where its sky is on screen (15 % across, 35 % down).
 */
async function openWithScriptsHeld(pageKey: string) {
  const { page, release } = await openHeld(`/play/apps/coloring/${pageKey}`);
  const preview = page.locator("img[data-preview]");
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const box = (await preview.boundingBox())!;
  return { page, release, sky: { x: box.x + box.width * 0.15, y: box.y + box.height * 0.35 } };
}

/** What the screen shows at a point (not what a canvas holds): the pixel of a screenshot there. */
async function onScreen(page: Page, at: { x: number; y: number }) {
  const shot = await page.screenshot({ clip: { x: at.x - 1, y: at.y - 1, width: 2, height: 2 } });
  const { data } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  return [data[0], data[1], data[2]];
}

const stickerBox = async (page: Page) => (await page.locator("img[data-sticker]").first().boundingBox())!;
const centre = (b: { x: number; y: number; width: number; height: number }) => ({
  x: b.x + b.width / 2,
  y: b.y + b.height / 2,
});

describe("coloring at phone size", () => {
  it("opens the blank page with the brush, and a fill after a brush line keeps the line", async () => {
    const { page } = await open("/play/apps/coloring");
    expect(await page.getByRole("radio", { name: "Brush", exact: true }).isChecked()).toBe(true);
    await page.close();

    const poli = await open("/play/apps/coloring/poli");
    expect(await poli.page.getByRole("radio", { name: "Fill", exact: true }).isChecked()).toBe(true);
    await choose(poli.page, "Brush");
    await choose(poli.page, "Green");
    const cdp = await visitor.newCDPSession(poli.page);
    await touchDrag(
      cdp,
      Array.from({ length: 10 }, (_, i) => poli.at(0.1 + i * 0.02, 0.3)),
    );
    await expect.poll(() => pixel(poli.page, 0.2, 0.3)).toEqual([67, 160, 71, 255]);
    await choose(poli.page, "Fill");
    await choose(poli.page, "Red");
    await poli.page.touchscreen.tap(poli.at(0.15, 0.38).x, poli.at(0.15, 0.38).y);
    await expect.poll(() => pixel(poli.page, 0.15, 0.38)).toEqual([229, 57, 53, 255]);
    // The sky is red around the line, and the line is still green.
    expect(await pixel(poli.page, 0.2, 0.3)).toEqual([67, 160, 71, 255]);
    await poli.page.close();
  });

  it("shows the page's line art before its script runs, the sheet filling the square stage", async () => {
    const page = await visitor.newPage();
    // No script at all: what the first paint shows on a slow phone.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/play/apps/coloring/helly");
    const preview = page.locator("img[data-preview]");
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const [art, stage] = [(await preview.boundingBox())!, (await page.getByRole("application").boundingBox())!];
    expect(art.width).toBeGreaterThan(300);
    expect(Math.abs(art.width - stage.width)).toBeLessThan(2);
    expect(Math.abs(art.y - stage.y)).toBeLessThan(2);
    await page.close();
  });

  it("fills a tap made the moment the sheet is placed on a slow phone, before the page is ready", async () => {
    const page = await visitor.newPage();
    const unthrottle = await throttleCpu(page, 4);
    await page.goto("/play/apps/coloring/schoolb", { waitUntil: "commit" });
    const sheet = page.locator("[data-placed]");
    await sheet.waitFor();
    const box = (await sheet.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width * 0.15, box.y + box.height * 0.35);
    await expect.poll(() => pixel(page, 0.15, 0.35), { timeout: 15_000 }).toEqual([229, 57, 53, 255]);
    // Ready, the line art is the crisp canvas again, not the preview.
    await expect.poll(() => page.locator("img[data-preview]").count()).toBe(0);
    await unthrottle();
    await page.close();
  });

  it("fills a tap made on the sheet before the page's script has run, once the page is ready", async () => {
    const { page, sky, release } = await openWithScriptsHeld("rescue_team");
    await page.touchscreen.tap(sky.x, sky.y);
    // Nothing ran yet: the sheet is the server's, not placed by the script.
    expect(await page.locator("[data-placed]").count()).toBe(0);
    release();
    await expect.poll(() => pixel(page, 0.15, 0.35), { timeout: 15_000 }).toEqual([229, 57, 53, 255]);
    // One tap, one fill: one step to undo.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => pixel(page, 0.15, 0.35)).toEqual([0, 0, 0, 0]);
    expect(await page.getByRole("button", { name: "Undo" }).isDisabled()).toBe(true);
    await page.close();
  });

  it("fills a tap on the server's sheet before any of the page's modules has run, in the colour shown chosen", async () => {
    const { page, sky } = await openWithScriptsHeld("poli");
    // Ready before any press: the file is read at load, off the page's main thread.
    await page.locator("[data-early-ready]").waitFor({ timeout: 5_000 });
    await page.touchscreen.tap(sky.x, sky.y);
    await expect.poll(() => pixel(page, 0.15, 0.35), { timeout: 5_000 }).toEqual([229, 57, 53, 255]);
    // Only the sky: the ground below the horizon is untouched.
    expect(await pixel(page, 0.5, 0.95)).toEqual([0, 0, 0, 0]);
    // On screen: the sky is red under the line art (no loading veil over it, which shows after 0.6 s), and nothing
    // of the page's own code ran.
    await page.waitForTimeout(1_000);
    expect(await onScreen(page, sky)).toEqual([229, 57, 53]);
    expect(await page.locator("[data-placed]").count()).toBe(0);
    await page.close();

    // A swatch chosen before the scripts ran gives its colour; with the brush shown chosen a tap fills nothing.
    const roy = await openWithScriptsHeld("roy");
    await choose(roy.page, "Blue");
    await roy.page.touchscreen.tap(roy.sky.x, roy.sky.y);
    await expect.poll(() => pixel(roy.page, 0.15, 0.35), { timeout: 5_000 }).toEqual([0, 142, 208, 255]);
    await choose(roy.page, "Red");
    await choose(roy.page, "Brush");
    await roy.page.touchscreen.tap(roy.sky.x, roy.sky.y);
    await roy.page.waitForTimeout(1_000);
    expect(await pixel(roy.page, 0.15, 0.35)).toEqual([0, 142, 208, 255]);
    // With the brush shown chosen the sheet cannot paint yet, so the veil says the page is still loading.
    expect(
      await roy.page
        .getByRole("status")
        .filter({ hasText: "Loading" })
        .evaluate((veil) => getComputedStyle(veil).visibility),
    ).toBe("visible");
    await roy.page.close();
  });

  it("draws a brush line made on the blank page before its script has run, once the page is ready", async () => {
    const { page, release } = await openHeld("/play/apps/coloring");
    const box = (await page.locator("[data-early-point]").boundingBox())!;
    const at = (fx: number, fy: number) => ({ x: box.x + box.width * fx, y: box.y + box.height * fy });
    const cdp = await visitor.newCDPSession(page);
    // A line across the middle, from 20 % to 80 %, before any of the page's modules has run.
    await touchDrag(
      cdp,
      Array.from({ length: 13 }, (_, i) => at(0.2 + i * 0.05, 0.5)),
    );
    expect(await page.locator("[data-placed]").count()).toBe(0);
    release();
    await page.locator("[data-placed]").waitFor();
    // The whole line, not one dot where the finger went down; nothing above or below it.
    for (const fx of [0.2, 0.35, 0.5, 0.65, 0.8])
      await expect.poll(() => pixel(page, fx, 0.5).then((p) => p[3]), { timeout: 15_000 }).toBe(255);
    expect((await pixel(page, 0.5, 0.3))[3]).toBe(0);
    // One line, one step to undo.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => pixel(page, 0.5, 0.5)).toEqual([0, 0, 0, 0]);
    expect(await page.getByRole("button", { name: "Undo" }).isDisabled()).toBe(true);
    await page.close();
  });

  it("fills a tap whose finger went down before the page listened and lifted after", async () => {
    const { page, sky, release } = await openWithScriptsHeld("cleany");
    const cdp = await visitor.newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [sky] });
    release();
    // The page hydrates and its stage listens while the finger is still down.
    await page.locator("[data-placed]").waitFor();
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect.poll(() => pixel(page, 0.15, 0.35), { timeout: 15_000 }).toEqual([229, 57, 53, 255]);
    await page.close();
  });

  it("places a sticker above the lines, moves and resizes it by touch, and undoes the move", async () => {
    const { page } = await open("/play/apps/coloring/roy");
    await choose(page, "Sticker");
    // Choosing a tool may scroll the phone's page: measure the sheet where it is now.
    await page.locator("[data-placed]").scrollIntoViewIfNeeded();
    const box = (await page.locator("[data-placed]").boundingBox())!;
    const at = (fx: number, fy: number) => ({ x: box.x + box.width * fx, y: box.y + box.height * fy });
    await page.touchscreen.tap(at(0.3, 0.3).x, at(0.3, 0.3).y);
    await page.getByTestId("sticker-selection").waitFor();
    const placed = await stickerBox(page);
    expect(centre(placed).x).toBeCloseTo(at(0.3, 0.3).x, -1);
    await expectNoAxeViolations(page);

    const cdp = await visitor.newCDPSession(page);
    const from = centre(placed);
    const to = at(0.65, 0.6);
    await touchDrag(
      cdp,
      Array.from({ length: 9 }, (_, i) => ({
        x: from.x + ((to.x - from.x) * i) / 8,
        y: from.y + ((to.y - from.y) * i) / 8,
      })),
    );
    await expect.poll(async () => Math.abs(centre(await stickerBox(page)).x - to.x)).toBeLessThan(3);
    expect(Math.abs(centre(await stickerBox(page)).y - to.y)).toBeLessThan(3);

    // The corner handle makes it bigger.
    const moved = await stickerBox(page);
    const corner = { x: moved.x + moved.width, y: moved.y + moved.height };
    await touchDrag(cdp, [corner, { x: corner.x + 20, y: corner.y + 20 }, { x: corner.x + 40, y: corner.y + 40 }]);
    await expect.poll(async () => (await stickerBox(page)).width).toBeGreaterThan(moved.width + 40);

    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(async () => Math.abs(centre(await stickerBox(page)).x - from.x)).toBeLessThan(3);
    await page.getByRole("button", { name: "Remove sticker" }).click();
    await expect.poll(() => page.locator("img[data-sticker]").count()).toBe(0);
    await page.close();
  });

  it("shows the finished picture large at Done, with Save, Print and Upload", async () => {
    const { page, at } = await open("/play/apps/coloring/amber");
    await page.touchscreen.tap(at(0.15, 0.35).x, at(0.15, 0.35).y);
    await expect.poll(() => pixel(page, 0.15, 0.35)).toEqual([229, 57, 53, 255]);
    await page.getByRole("button", { name: "Done" }).click();
    const done = page.getByTestId("coloring-done");
    await done.waitFor();
    const picture = await done.getByRole("img", { name: "Your finished picture" }).boundingBox();
    expect(picture!.width).toBeGreaterThan(PHONE.width * 0.6);
    const shown = await done
      .locator("canvas")
      .evaluate((c: HTMLCanvasElement) => [
        ...c.getContext("2d")!.getImageData(Math.round(0.15 * 1024), Math.round(0.35 * 1024), 1, 1).data,
      ]);
    expect(shown).toEqual([229, 57, 53, 255]);
    for (const name of ["Save", "Print", "Upload"])
      expect(await done.getByRole("button", { name }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await done.getByRole("button", { name: /^Keep colou?ring$/ }).click();
    await expect.poll(() => page.getByTestId("coloring-done").count()).toBe(0);
    await page.close();
  });

  it("shows a signed-out child's Upload the sign-in providers, each behind the parental gate's page", async () => {
    const { page } = await open("/play/apps/coloring/cap");
    await page.getByRole("button", { name: "Upload" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in" });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    const providers = dialog.getByRole("link", { name: /^Continue with/ });
    expect(await providers.count()).toBeGreaterThan(0);
    for (const href of await providers.evaluateAll((links) => links.map((link) => link.getAttribute("href"))))
      expect(href).toMatch(/^\/leave\?to=%2Fauth%2F\w+$/);
    await Promise.all([page.waitForURL((url) => url.pathname === "/leave"), providers.first().click()]);
    await page.getByTestId("parental-gate").waitFor();
    await page.close();
  });
});
