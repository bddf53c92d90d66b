import fs from "node:fs";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL } from "./helpers/browser";

/**
 * Issue 32 where the browser has no HLS of its own: Firefox (Debian's firefox-esr, through WebDriver BiDi as in
 * firefox-csp.e2e.test.ts) plays the page's 360p MP4 fallback on a phone-sized player, with no hls.js at all, and on a
 * wide player gets hls.js while the page is idle (before any tap), on the page's same <video>.
 */
const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
const VIDEO = "[data-player=catalog] video";
const isHlsJs = (path: string) => /\/hls\.light-[^/]+\.js$/.test(path);

let browser: Browser;
beforeAll(async () => {
  browser = await puppeteer.launch({ browser: "firefox", executablePath: FIREFOX, headless: true });
}, 120_000);
afterAll(async () => browser?.close());

async function open(width: number, height: number) {
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  const fetched: string[] = [];
  page.on("request", (request) => void fetched.push(new URL(request.url()).pathname));
  return { page, fetched };
}

const source = (page: Page) =>
  page.$eval(VIDEO, (v) => {
    const src = (v as HTMLVideoElement).currentSrc;
    return src.startsWith("blob:") ? "blob:" : new URL(src).pathname;
  });

describe.skipIf(!fs.existsSync(FIREFOX))("the episode player in Firefox (no native HLS)", () => {
  it("on a phone-sized player, plays the 360p MP4 from the tap on the page's own <video>, with no hls.js", async () => {
    const { page, fetched } = await open(390, 844);
    await page.goto(`${baseURL()}/watch/demo-s5e01`, { waitUntil: "load" });
    await page.waitForSelector("[data-player=catalog] [data-enhanced]", { timeout: 30_000 });
    expect(await page.$eval(VIDEO, (v) => (v as HTMLVideoElement).canPlayType("application/vnd.apple.mpegurl"))).toBe(
      "",
    );
    await page.$eval(VIDEO, (v) => {
      (v as HTMLVideoElement & { marked?: boolean }).marked = true;
      (v as HTMLVideoElement).muted = true;
    });
    await page.click("[data-player=catalog] media-control-bar media-play-button");
    await expect
      .poll(() => page.$eval(VIDEO, (v) => (v as HTMLVideoElement).currentTime), { timeout: 30_000 })
      .toBeGreaterThan(1);
    expect(await source(page)).toBe("/video/demo-s5e01/360p.mp4");
    expect(await page.$eval(VIDEO, (v) => (v as HTMLVideoElement & { marked?: boolean }).marked === true)).toBe(true);
    expect(fetched.filter(isHlsJs)).toEqual([]);
    await page.close();
  }, 90_000);

  it("on a wide player, hls.js takes over the same <video> while the page is idle, before the tap", async () => {
    const { page, fetched } = await open(1280, 800);
    await page.goto(`${baseURL()}/watch/demo-s4e01`, { waitUntil: "load" });
    await page.waitForSelector("[data-player=catalog] [data-enhanced]", { timeout: 30_000 });
    await page.$eval(VIDEO, (v) => ((v as HTMLVideoElement & { marked?: boolean }).marked = true));
    await expect.poll(() => source(page), { timeout: 30_000 }).toBe("blob:");
    expect(fetched.filter(isHlsJs)).toHaveLength(1);
    await page.$eval(VIDEO, (v) => ((v as HTMLVideoElement).muted = true));
    await page.click("[data-player=catalog] media-control-bar media-play-button");
    await expect
      .poll(() => page.$eval(VIDEO, (v) => (v as HTMLVideoElement).currentTime), { timeout: 30_000 })
      .toBeGreaterThan(1);
    expect(await page.$eval(VIDEO, (v) => (v as HTMLVideoElement & { marked?: boolean }).marked === true)).toBe(true);
    await page.close();
  }, 90_000);
});
