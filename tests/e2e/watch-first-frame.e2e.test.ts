import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, acceptCookies, openBrowser } from "./helpers/browser";

// Issue 32 item 1: on a phone nothing below the fold shares the link with the episode before its first frame, and the
// poster is the size of the picture the phone plays (bench/first-frame.ts measures the time; README "Video").
const video = (page: Page) => page.locator("[data-player=catalog] video");
const listPictures = (page: Page) => page.locator("section[aria-labelledby=watch-list-title] li img");

/** The pictures the page asked for, in order, from now on. */
function imageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** Plays the page's video (muted) and resolves once its first frame is shown. */
async function playToFirstFrame(page: Page): Promise<void> {
  await video(page).evaluate((v: HTMLVideoElement) => {
    const shown = new Promise<void>((resolve) => v.requestVideoFrameCallback(() => resolve()));
    v.muted = true;
    return Promise.all([v.play(), shown]).then(() => undefined);
  });
}

/** Scrolls the list into view and answers how many of its pictures have loaded. */
async function loadedListPictures(page: Page): Promise<number> {
  await page.locator("#watch-list-title").scrollIntoViewIfNeeded();
  return listPictures(page).evaluateAll(
    (images) => (images as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth > 0).length,
  );
}

/** A browser for the tests of this `describe`, its cookie banner answered. */
function browserFor(options: Parameters<typeof openBrowser>[0]): () => BrowserContext {
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    context = await openBrowser(options);
    await acceptCookies(context);
  });
  afterAll(async () => context?.close());
  return () => context!;
}

describe("the watch page on a phone", () => {
  const context = browserFor({ viewport: PHONE, hasTouch: true });

  it("fetches no list thumbnail before the video's first frame, only the phone-sized poster; the list's pictures come when scrolled to", async () => {
    const page = await context().newPage();
    const requested = imageRequests(page);
    await page.goto("/watch/demo-s5e01", { waitUntil: "networkidle" });
    const poster = await video(page).getAttribute("poster");
    // The 360p picture's width (640 px), which is what a phone plays: never a sharper poster than the first frame.
    expect(poster).toMatch(/^\/_img\/video\/demo-s5e01\/poster\.[0-9a-f]+\.640\.webp$/);
    await playToFirstFrame(page);
    const videoPictures = requested.filter((url) => url.startsWith("/_img/video/"));
    expect(videoPictures, "episode pictures fetched before the first frame").toEqual([poster]);
    expect(await listPictures(page).count(), "the list is on the page").toBe(0);
    await expect.poll(() => loadedListPictures(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    expect(requested.filter((url) => /\/poster\.[0-9a-f]+\.(960|1280)\./.test(url))).toEqual([]);
    await page.close();
  });
});

describe("without scripts", () => {
  const context = browserFor({ viewport: PHONE, hasTouch: true, javaScriptEnabled: false });

  it("the list's pictures still show (from the server's HTML)", async () => {
    const page = await context().newPage();
    await page.goto("/watch/demo-s5e01");
    await expect.poll(() => loadedListPictures(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await page.close();
  });
});

describe("on a wide screen", () => {
  const context = browserFor({ viewport: DESKTOP });

  it("the player gets a poster as sharp as its width once its script runs, and the list beside it its pictures", async () => {
    const page = await context().newPage();
    await page.goto("/watch/demo-s5e01");
    await expect
      .poll(() => video(page).getAttribute("poster"), { timeout: 15_000 })
      .toMatch(/\/poster\.[0-9a-f]+\.(960|1280)\.webp$/);
    await expect.poll(() => loadedListPictures(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await page.close();
  });
});
