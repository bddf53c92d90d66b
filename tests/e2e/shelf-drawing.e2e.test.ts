import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { acceptCookies, devSignIn, openBrowser, PHONE } from "./helpers/browser";
import { pixel, readyCanvas } from "./helpers/coloring";

/**
 * A signed-in child's half-done coloring follows them (issue 31): painted in one browser, the page opens as it was left
 * in another one (a fresh context: no IndexedDB, no localStorage) signed in to the same account; and when the other
 * device paints on, the first one opens the newer drawing.
 */
const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

const RED: [number, number, number, number] = [229, 57, 53, 255];
const PAGE = "/play/apps/coloring/amber";
const A_SHAPE = { x: 0.15, y: 0.35 };
const ANOTHER_SHAPE = { x: 0.5, y: 0.85 };

async function device(name: string): Promise<Page> {
  const context = await openBrowser({ viewport: PHONE, hasTouch: true });
  contexts.push(context);
  await acceptCookies(context);
  const page = await context.newPage();
  await devSignIn(page, name);
  return page;
}

async function tapShape(page: Page, at: { x: number; y: number }) {
  const box = await readyCanvas(page);
  await page.touchscreen.tap(box.x + box.width * at.x, box.y + box.height * at.y);
}

/** The account's copy as the server has it now (null: none yet). */
const accountCopy = async (page: Page) => {
  const response = await page.request.get("/api/shelf/coloring/amber");
  return response.ok() ? ((await response.json()) as { updatedAt: number }) : null;
};

describe("a half-done coloring on another device", () => {
  it("opens as it was left, and the newer drawing wins when both devices painted", async () => {
    const name = `e2e-drawing-${Date.now()}`;
    const phone = await device(name);
    await phone.goto(PAGE);
    await tapShape(phone, A_SHAPE);
    await expect.poll(() => pixel(phone, A_SHAPE.x, A_SHAPE.y)).toEqual(RED);
    await expect.poll(() => accountCopy(phone), { timeout: 15_000 }).not.toBeNull();

    const tablet = await device(name);
    await tablet.goto(PAGE);
    await readyCanvas(tablet);
    await expect.poll(() => pixel(tablet, A_SHAPE.x, A_SHAPE.y)).toEqual(RED);
    expect(await pixel(tablet, ANOTHER_SHAPE.x, ANOTHER_SHAPE.y)).toEqual([0, 0, 0, 0]);

    // the tablet paints on; the phone, whose own copy is older, opens the tablet's drawing
    const before = (await accountCopy(tablet))!.updatedAt;
    await tapShape(tablet, ANOTHER_SHAPE);
    await expect.poll(() => pixel(tablet, ANOTHER_SHAPE.x, ANOTHER_SHAPE.y)).toEqual(RED);
    await expect.poll(async () => (await accountCopy(tablet))?.updatedAt, { timeout: 15_000 }).toBeGreaterThan(before);
    await phone.reload();
    await readyCanvas(phone);
    await expect.poll(() => pixel(phone, ANOTHER_SHAPE.x, ANOTHER_SHAPE.y)).toEqual(RED);
    expect(await pixel(phone, A_SHAPE.x, A_SHAPE.y)).toEqual(RED);

    // signed out, the browser's own copy: a child without an account never sees the account's drawing
    const stranger = await openBrowser({ viewport: PHONE, hasTouch: true });
    contexts.push(stranger);
    const visitor = await stranger.newPage();
    await visitor.goto(PAGE);
    await readyCanvas(visitor);
    expect(await pixel(visitor, A_SHAPE.x, A_SHAPE.y)).toEqual([0, 0, 0, 0]);
  });
});
