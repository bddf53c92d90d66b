import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, acceptCookies, openBrowser } from "./helpers/browser";

// Issue 32: a browser without HLS of its own plays the 360p MP4 fallback from the first tap and before any script
// (on a phone every browser does: the first <source> is the MP4 for screens at most 640 px wide). Chromium plays HLS
// itself now, so the test makes it a browser without: its own request for the master playlist fails (the browser
// then tries the next source, as the HTML standard says), and the page's scripts are told it cannot play HLS
// (canPlayType answers "" for it).
const video = (page: Page) => page.locator("[data-player=catalog] video");

interface State {
  marked: boolean;
  paused: boolean;
  time: number;
  source: string;
}

const state = (page: Page): Promise<State> =>
  video(page).evaluate((v: HTMLVideoElement) => ({
    marked: (v as HTMLVideoElement & { marked?: boolean }).marked === true,
    paused: v.paused,
    time: v.currentTime,
    source: v.currentSrc.startsWith("blob:") ? "blob:" : new URL(v.currentSrc).pathname,
  }));

/** A page of a browser without native HLS; `held` keeps every script of the site back until `release()`. */
async function withoutNativeHls(context: BrowserContext, options: { holdScripts: boolean }) {
  const page = await context.newPage();
  await page.addInitScript(() => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? "" : canPlayType.call(this, type);
    };
  });
  await page.route("**/master.m3u8", (route) =>
    // The browser's own fetch of the stream fails; hls.js's (a fetch from the page) gets it.
    route.request().resourceType() === "media" ? route.abort() : route.continue(),
  );
  const hlsJs: string[] = [];
  page.on("request", (request) => {
    if (/\/hls\.light-[^/]+\.js$/.test(new URL(request.url()).pathname)) hlsJs.push(request.url());
  });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  if (options.holdScripts)
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
  return { page, release, hlsJs };
}

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

describe("a browser without native HLS", () => {
  it("plays the 360p MP4 before any script, and keeps playing it (no restart, no hls.js) when the scripts arrive", async () => {
    context = await openBrowser({ viewport: PHONE, hasTouch: true });
    await acceptCookies(context);
    const { page, release, hlsJs } = await withoutNativeHls(context, { holdScripts: true });
    await page.goto("/watch/demo-s4e01", { waitUntil: "commit" });
    await video(page).waitFor();
    expect(await page.locator("[data-player=catalog] [data-enhanced]").count()).toBe(0);
    await video(page).evaluate((v: HTMLVideoElement) => {
      (v as HTMLVideoElement & { marked?: boolean }).marked = true;
      v.muted = true;
      return v.play();
    });
    await expect.poll(async () => (await state(page)).time, { timeout: 20_000 }).toBeGreaterThan(2);
    const before = await state(page);
    expect(before.source).toBe("/video/demo-s4e01/360p.mp4");
    release();
    await page.locator("[data-player=catalog] [data-enhanced]").waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    const after = await state(page);
    expect(after).toMatchObject({ marked: true, paused: false, source: "/video/demo-s4e01/360p.mp4" });
    expect(after.time).toBeGreaterThan(before.time);
    expect(after.time).toBeLessThan(before.time + 15);
    expect(hlsJs).toEqual([]);
  }, 90_000);

  it("on a phone that has not played yet, the MP4 stays when the scripts arrive (no hls.js)", async () => {
    context = await openBrowser({ viewport: PHONE, hasTouch: true });
    await acceptCookies(context);
    const { page, hlsJs } = await withoutNativeHls(context, { holdScripts: false });
    await page.goto("/watch/demo-s3e01");
    await page.waitForLoadState("load");
    await page.waitForTimeout(2000);
    expect(hlsJs).toEqual([]);
    // The browser's own controls until the first play on a touch screen; the player's take over once it plays.
    expect(await page.locator("[data-player=catalog] [data-enhanced]").count()).toBe(0);
    await video(page).evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(async () => (await state(page)).time, { timeout: 20_000 }).toBeGreaterThan(1);
    await page.locator("[data-player=catalog] [data-enhanced]").waitFor({ timeout: 30_000 });
    expect((await state(page)).source).toBe("/video/demo-s3e01/360p.mp4");
    expect(hlsJs).toEqual([]);
  }, 90_000);

  it("on a wide screen that has not played yet, hls.js takes over while the page is idle, before the tap", async () => {
    context = await openBrowser({ viewport: DESKTOP });
    await acceptCookies(context);
    const { page, hlsJs } = await withoutNativeHls(context, { holdScripts: false });
    await page.goto("/watch/demo-s2e01");
    await page.locator("[data-player=catalog] [data-enhanced]").waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await state(page)).source, { timeout: 20_000 }).toBe("blob:");
    expect(hlsJs).toHaveLength(1);
    expect((await state(page)).paused).toBe(true);
    await video(page).evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(async () => (await state(page)).time, { timeout: 20_000 }).toBeGreaterThan(1);
  }, 90_000);
});
