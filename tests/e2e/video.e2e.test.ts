import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptCookies, expectNoAxeViolations, openBrowser } from "./helpers/browser";

// The catalog's own rendered episodes (public/video/, `npm run video`) and the background loops.
let context: BrowserContext;
beforeAll(async () => {
  context = await openBrowser();
  await acceptCookies(context);
});
afterAll(async () => context?.close());

/** Collects Content-Security-Policy violations the page reports. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const player = (page: Page) => page.locator("media-controller video");
const currentTime = (page: Page) => player(page).evaluate((v: HTMLVideoElement) => v.currentTime);
const showingCaptions = (page: Page) =>
  player(page).evaluate((v: HTMLVideoElement) =>
    [...v.textTracks].filter((t) => t.mode === "showing").map((t) => t.language),
  );

async function openEpisode(page: Page, id = "demo-s5e01") {
  await page.goto(`/watch/${id}`);
  await player(page).waitFor();
  await expect
    .poll(() => player(page).evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
}

describe("the watch screen plays the catalog's own episodes", () => {
  it("plays an episode (time advances), captions in the page's language are showing, no CSP violation, axe clean", async () => {
    const page = await context.newPage();
    const violations = await watchCsp(page);
    const events: string[] = [];
    await page.route("**/api/analytics", async (route) => {
      events.push((JSON.parse(route.request().postData() ?? "{}") as { name?: string }).name ?? "");
      await route.continue();
    });
    await openEpisode(page);
    expect(
      await player(page).evaluate((v: HTMLVideoElement) => v.canPlayType('video/mp4; codecs="avc1.4d401f"')),
    ).not.toBe("");
    await page.locator("media-control-bar media-play-button").click();
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1.5);
    expect(await showingCaptions(page)).toEqual(["en"]);
    // The track carries the episode's sounds (in brackets, first the title chime) and lines in the visitor's language.
    const cues = await player(page).evaluate((v: HTMLVideoElement) => {
      const track = [...v.textTracks].find((t) => t.mode === "showing");
      return [...(track?.cues ?? [])].map((cue) => (cue as VTTCue).text);
    });
    expect(cues[0]).toBe("[♪ A chime, then gentle music]");
    expect(cues[1]).toContain("Broomstown");
    await expect.poll(() => events.filter((e) => e === "video_start:demo-s5e01").length).toBe(1);
    await page.locator("media-control-bar media-play-button").click();
    await expectNoAxeViolations(page);
    expect(violations).toEqual([]);
    await page.close();
  });

  it("shows the captions of the page's language (Korean), switchable off and on", async () => {
    const page = await context.newPage();
    try {
      // A language's own URL keeps the choice in the lang cookie: cleared afterwards for the other tests.
      await page.goto("/watch/demo-s5e01?lang=ko");
      await player(page).waitFor();
      await expect.poll(() => showingCaptions(page), { timeout: 15_000 }).toEqual(["ko"]);
      const toggle = page.getByRole("switch", { name: "자막" });
      await toggle.click();
      await expect.poll(() => showingCaptions(page)).toEqual([]);
      await toggle.click();
      await expect.poll(() => showingCaptions(page)).toEqual(["ko"]);
    } finally {
      await context.clearCookies({ name: "lang" });
      await page.close();
    }
  });

  it("resumes where the child stopped after a reload", async () => {
    const page = await context.newPage();
    await openEpisode(page, "demo-s4e01");
    await player(page).evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      v.currentTime = 15;
      await v.play();
      await new Promise((resolve) => setTimeout(resolve, 500));
      v.pause();
    });
    await page.reload();
    await player(page).waitFor();
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(14);
    await page.close();
  });

  it("offers the next episode at the end only when tapped: no autoplay chain", async () => {
    const page = await context.newPage();
    await openEpisode(page, "demo-s2e01");
    await player(page).evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      v.currentTime = v.duration - 1;
      await v.play();
    });
    const end = page.getByRole("group", { name: "The end!" });
    await end.waitFor({ timeout: 15_000 });
    const next = end.getByRole("link", { name: /^Next: / });
    expect(await next.count()).toBe(1);
    await page.waitForTimeout(2500);
    expect(new URL(page.url()).pathname).toBe("/watch/demo-s2e01");
    const box = await next.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await next.click();
    await page.waitForURL((url) => url.pathname !== "/watch/demo-s2e01");
    await page.close();
  });
});

describe("background loops", () => {
  const loop = (page: Page) => page.locator("video.bg-media");

  it("plays the hero loop after the page has loaded, and the pause button stops it", async () => {
    const page = await context.newPage();
    const violations = await watchCsp(page);
    await page.goto("/");
    await expect.poll(() => loop(page).getAttribute("data-state"), { timeout: 15_000 }).toBe("playing");
    expect(await loop(page).evaluate((v: HTMLVideoElement) => v.muted && v.loop && v.preload === "none")).toBe(true);
    const pause = page.getByRole("button", { name: "Pause the video" });
    const box = await pause.boundingBox();
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
    await pause.click();
    const stopped = await loop(page).evaluate((v: HTMLVideoElement) => v.currentTime);
    await page.waitForTimeout(800);
    expect(await loop(page).evaluate((v: HTMLVideoElement) => [v.paused, v.currentTime])).toEqual([true, stopped]);
    expect(await page.getByRole("button", { name: "Play the video" }).count()).toBe(1);
    expect(violations).toEqual([]);
    await page.close();
  });

  it("shows only the poster under reduced motion (nothing downloaded) until play is pressed", async () => {
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: "reduce" });
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/video/loops/")) fetched.push(request.url());
    });
    await page.goto("/series/season5");
    await page.waitForLoadState("load");
    await page.waitForTimeout(2500);
    expect(await loop(page).getAttribute("data-state")).toBe("poster");
    expect(await loop(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    expect(fetched).toEqual([]);
    expect(await page.locator("img.bg-media").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Play the video" }).click();
    await expect.poll(() => loop(page).getAttribute("data-state"), { timeout: 15_000 }).toBe("playing");
    await page.close();
  });
});
