import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, acceptCookies, devSignIn, newVisitorPage, openBrowser } from "./helpers/browser";
import { waitForHydration } from "./helpers/hydration";
import { approveAsStaff } from "./helpers/moderation";

// Issue 19 item 9: in Chromium 156 window.scrollTo() returns a Promise; the gallery's effect returned it to React as
// its cleanup, so changing the gallery page or leaving the gallery showed the crash screen. These tests change the
// page and leave every public screen through the site's own links (client-side navigation, where cleanups run).

/** The crash screen ('Something went wrong.' in the page's language). */
const CRASH = ".crash";

/** Every public screen (spec §2), each left by a header link and by the menu drawer. */
const SCREENS = [
  "/",
  "/ko",
  "/series/season1",
  "/series/daily-safety",
  "/watch",
  "/apps",
  "/play",
  "/play/gallery",
  "/play/gallery?page=1",
  "/play/apps/coloring",
  "/play/apps/coloring/poli",
  "/play/apps/puzzle",
  "/play/apps/puzzle/potd/12",
  "/site/cookie",
  "/site/terms",
  "/site/privacy",
  "/polivideoapp/terms",
  "/polisingalong/privacy",
  "/poliworld/event/puzzle-week",
  "/user",
  "/no-such-page",
];

let context: BrowserContext;
beforeAll(async () => {
  context = await openBrowser({ viewport: DESKTOP });
  await acceptCookies(context);
  const page = await context.newPage();
  await devSignIn(page, "e2e-navigator");
  // The demo data has 8 colorings; the gallery needs a second page.
  const { totalColorings } = (await (await page.request.get("/api/colorings?page=0&rowsPerPage=12")).json()) as {
    totalColorings: number;
  };
  const ids: number[] = [];
  for (let i = totalColorings; i < 14; i++) ids.push(await uploadColoring(page, i));
  // Pre-moderation (issue 28): uploads reach the gallery once staff approve them.
  await approveAsStaff(ids);
  await page.close();
});

/** Uploads a small generated picture, as the coloring app does; answers the new coloring's id. */
async function uploadColoring(page: Page, seed: number): Promise<number> {
  return page.evaluate(async (seed) => {
    const canvas = document.createElement("canvas");
    canvas.width = 64;
    canvas.height = 64;
    const ctx = canvas.getContext("2d")!;
    ctx.fillStyle = `hsl(${(seed * 47) % 360} 80% 60%)`;
    ctx.fillRect(0, 0, 64, 64);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/png"));
    const form = new FormData();
    form.set("coloring", blob, "coloring.png");
    const response = await fetch("/api/upload/coloring", { method: "POST", body: form });
    if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
    return ((await response.json()) as { coloring: { id: number } }).coloring.id;
  }, seed);
}
afterAll(async () => context?.close());

async function expectNoCrash(page: Page, where: string): Promise<void> {
  // A crash surfaces within a frame or two of the navigation; give it the time a slow machine needs.
  await page.waitForTimeout(300);
  expect(await page.locator(CRASH).count(), where).toBe(0);
}

async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await expectNoCrash(page, `${path} on arrival`);
}

describe("client-side navigation never shows the crash screen (spec §2, §8)", () => {
  it("changing the gallery page shows that page's colorings, scrolled to the top (spec §2)", async () => {
    const page = await newVisitorPage(context);
    await openScreen(page, "/play/gallery");
    const cards = page.locator("main article");
    const { totalColorings } = (await (await page.request.get("/api/colorings?page=0&rowsPerPage=12")).json()) as {
      totalColorings: number;
    };
    expect(await cards.count()).toBe(12);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await page
      .getByRole("navigation", { name: "Gallery pages" })
      .getByRole("link", { name: "Page 2", exact: true })
      .click();
    await page.waitForURL(/page=1/);
    await expectNoCrash(page, "gallery page 2");
    await expect.poll(() => cards.count()).toBe(Math.min(12, totalColorings - 12));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // and back to the first page
    await page
      .getByRole("navigation", { name: "Gallery pages" })
      .getByRole("link", { name: "Page 1", exact: true })
      .click();
    await page.waitForURL((url) => !url.search.includes("page=1"));
    await expectNoCrash(page, "gallery page 1 again");
    await expect.poll(() => cards.count()).toBe(12);
    await page.close();
  });

  for (const path of SCREENS) {
    it(`leaving ${path} through the header and through the menu`, async () => {
      // Links are found by address, not by name: /ko shows the site in Korean.
      const page = await newVisitorPage(context);
      await openScreen(page, path);
      const target = path.startsWith("/apps") ? { href: "/play", url: /\/play$/ } : { href: "/apps", url: /\/apps$/ };
      // :visible — the header also holds the plain pre-hydration menu (hidden), whose links come first.
      await page.locator(`header a[href="${target.href}"]:visible`).first().click();
      await page.waitForURL(target.url);
      await expectNoCrash(page, `${path} → ${target.href}`);
      expect(await page.locator("h1").count(), `${path} → ${target.href}`).toBeGreaterThan(0);

      await openScreen(page, path);
      const menuButton = page.locator('header button[aria-haspopup="dialog"]').first();
      await menuButton.click();
      await page.getByRole("dialog").locator('a[href="/play/gallery"]').click();
      await page.waitForURL(/\/play\/gallery$/);
      await expectNoCrash(page, `${path} → menu → /play/gallery`);
      await menuButton.click();
      await page.getByRole("dialog").locator(`a[href="/"]`).first().click();
      await page.waitForURL((url) => url.pathname === "/");
      await expectNoCrash(page, `${path} → /play/gallery → menu → /`);
      await page.close();
    });
  }
});
