import type { BrowserContext, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, acceptCookies, expectNoAxeViolations, openBrowser } from "./helpers/browser";
import { waitForHydration } from "./helpers/hydration";

// Issue 32: the episode's <video> is in the server's HTML (a tap plays before any script), the controls enhance the
// same element without restarting it, the seek keys step 5 and 10 seconds, and the page below the player.
const video = (page: Page) => page.locator("[data-player=catalog] video");
const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);
const enhanced = (page: Page) => page.locator("[data-player=catalog] [data-enhanced]");

/** On a touch screen the player's own controls come at the first play, or when the player is reached by keyboard. */
async function enhanceByKeyboard(page: Page): Promise<void> {
  await waitForHydration(page, "[data-player=catalog] > div");
  await expect
    .poll(
      async () => {
        await video(page).focus();
        return enhanced(page).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
}

describe("without scripts", () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await openBrowser({ viewport: PHONE, hasTouch: true, javaScriptEnabled: false });
    await acceptCookies(context);
  });
  afterAll(async () => context?.close());

  it("the episode's own <video> is on the page with its poster, stream and captions, and plays with the browser's controls", async () => {
    const page = await context.newPage();
    await page.goto("/watch/demo-s5e01");
    const element = video(page);
    expect(await element.getAttribute("poster")).toMatch(/demo-s5e01/);
    expect(await element.getAttribute("controls")).not.toBeNull();
    // The 360p MP4 on phones, else the stream for browsers with HLS of their own and the MP4 for the others.
    const sources = await element
      .locator("source")
      .evaluateAll((list) => list.map((s) => [s.getAttribute("type"), s.getAttribute("src"), s.getAttribute("media")]));
    expect(sources).toEqual([
      ["video/mp4", "/video/demo-s5e01/360p.mp4", "(max-width: 640px)"],
      ["application/vnd.apple.mpegurl", "/video/demo-s5e01/master.m3u8", null],
      ["video/mp4", "/video/demo-s5e01/360p.mp4", null],
    ]);
    expect(await element.locator("track[default]").getAttribute("srclang")).toBe("en");
    // Media Chrome's controls are not defined without scripts: they stay out of the way of the browser's own.
    expect(await page.locator("media-control-bar").isVisible()).toBe(false);
    await element.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
    // What is below the player is in the server's HTML too.
    await expect
      .poll(() => page.getByRole("link", { name: "Season 5" }).first().getAttribute("href"))
      .toBe("/series/season5");
    await page.close();
  });
});

describe("with scripts", () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await openBrowser({ viewport: PHONE, hasTouch: true });
    await acceptCookies(context);
  });
  afterAll(async () => context?.close());

  it("plays before the controls' code arrives, and the controls take over the same element without restarting it", async () => {
    const page = await context.newPage();
    // Hold the controls' chunk back until the video plays.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route("**/player-enhance-*.js", async (route: Route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto("/watch/demo-s4e01");
    const element = video(page);
    await element.waitFor();
    expect(await enhanced(page).count()).toBe(0);
    // On a touch screen the page loads without them: the browser's own controls serve until the first play.
    await waitForHydration(page, "[data-player=catalog] > div");
    await page.waitForLoadState("load");
    await page.waitForTimeout(1000);
    expect(asked, "the controls' chunk is not fetched while the page loads on a touch screen").toBe(false);
    await element.evaluate((v: HTMLVideoElement) => {
      (v as HTMLVideoElement & { marked?: boolean }).marked = true;
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(2);
    const before = await currentTime(page);
    release();
    await enhanced(page).waitFor({ timeout: 20_000 });
    await page.locator("media-control-bar").waitFor({ state: "visible" });
    // The same element (it still carries the mark), still playing, from where it was: no restart, no resume jump.
    const after = await element.evaluate((v: HTMLVideoElement) => ({
      marked: (v as HTMLVideoElement & { marked?: boolean }).marked === true,
      paused: v.paused,
      controls: v.controls,
      time: v.currentTime,
    }));
    expect(after.marked).toBe(true);
    expect(after.paused).toBe(false);
    expect(after.controls).toBe(false);
    expect(after.time).toBeGreaterThanOrEqual(before);
    expect(after.time).toBeLessThan(before + 10);
    await page.close();
  });

  it("steps 5 seconds on the arrow keys and 10 on J and L, also from the time slider", async () => {
    const page = await context.newPage();
    await page.goto("/watch/demo-s3e01");
    await enhanceByKeyboard(page);
    await expect
      .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    await video(page).evaluate((v: HTMLVideoElement) => {
      v.pause();
      v.currentTime = 12;
    });
    const seekBy = async (key: string) => {
      const from = await currentTime(page);
      await page.keyboard.press(key);
      await expect.poll(async () => (await currentTime(page)) - from).not.toBe(0);
      return Math.round((await currentTime(page)) - from);
    };
    await page.locator("media-time-range input").focus();
    expect(await seekBy("ArrowRight")).toBe(5);
    expect(await seekBy("ArrowLeft")).toBe(-5);
    expect(await seekBy("l")).toBe(10);
    expect(await seekBy("j")).toBe(-10);
    // Never before the start: from 12 s, J twice stops at 0.
    expect(await seekBy("j")).toBe(-10);
    expect(await seekBy("j")).toBe(-2);
    expect(await currentTime(page)).toBe(0);
    // From the play button too (Media Chrome's own shortcut would step 10 s there).
    await page.locator("media-control-bar media-play-button").focus();
    expect(await seekBy("ArrowRight")).toBe(5);
    await page.close();
  });

  it("shows the description, the series with its page and characters, and more from the series (links, no autoplay); axe clean", async () => {
    const page = await context.newPage();
    await page.goto("/watch/demo-song01");
    await expect.poll(() => page.getByText(/Sing along with the siren song/).count()).toBe(1);
    const series = page.getByRole("region", { name: "Sing-along Songs" });
    expect(await series.getByRole("link", { name: "Sing-along Songs" }).getAttribute("href")).toBe("/series/songsong");
    const characters = series.locator("[data-character]");
    expect(await characters.count()).toBeGreaterThanOrEqual(5);
    expect(await characters.first().innerText()).toBe("Poli");
    const more = series.getByRole("link", { name: "Sing Along: Wash Your Wheels" });
    expect(await more.getAttribute("href")).toBe("/watch/demo-song02");
    const box = await more.boundingBox();
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
    // The selected video is never offered again as "more".
    expect(await series.getByRole("link", { name: "Sing Along: Siren Song" }).count()).toBe(0);
    // Nothing plays by itself, and following a link shows that video.
    await page.waitForTimeout(1500);
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expectNoAxeViolations(page);
    await enhanceByKeyboard(page);
    await expectNoAxeViolations(page);
    await more.click();
    await page.waitForURL("**/watch/demo-song02");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Sing Along: Wash Your Wheels");
    await expect
      .poll(() =>
        page
          .getByRole("region", { name: "Sing-along Songs" })
          .getByRole("link", { name: "Sing Along: Siren Song" })
          .count(),
      )
      .toBe(1);
    await page.close();
  });

  it("the description and series below the player in another language (Korean)", async () => {
    const page = await context.newPage();
    try {
      await page.goto("/watch/demo-s2e01?lang=ko");
      await expect.poll(() => page.getByText(/짙은 안개가 항구를 덮고/).count()).toBe(1);
      expect(await page.getByText("이 영상의 시리즈").count()).toBe(1);
      expect(await page.getByText("이 시리즈의 캐릭터").count()).toBe(1);
    } finally {
      await context.clearCookies({ name: "lang" });
      await page.close();
    }
  });
});

describe("the hero loop's pause", () => {
  it("holds for the visit: the next page's loop stays on its poster with a play button, never starting", async () => {
    const context = await openBrowser();
    await acceptCookies(context);
    const page = await context.newPage();
    const loop = page.locator("video.bg-media");
    await page.goto("/");
    await expect.poll(() => loop.getAttribute("data-state"), { timeout: 15_000 }).toBe("playing");
    await page.getByRole("button", { name: "Pause the video" }).click();
    // To a series page, inside the app and by a full load: the loop never leaves its poster.
    await page.getByRole("link", { name: "Discover Season 5", exact: true }).click();
    await page.waitForURL("**/series/season5");
    await page.waitForTimeout(2500);
    expect(await loop.getAttribute("data-state")).toBe("poster");
    await page.goto("/");
    await page.waitForLoadState("load");
    await page.waitForTimeout(2500);
    expect(await loop.getAttribute("data-state")).toBe("poster");
    expect(await loop.evaluate((v: HTMLVideoElement) => v.paused && v.currentTime === 0)).toBe(true);
    // Play again: it plays, and the next page's loop plays by itself again.
    await page.getByRole("button", { name: "Play the video" }).click();
    await expect.poll(() => loop.getAttribute("data-state"), { timeout: 15_000 }).toBe("playing");
    await page.goto("/series/season5");
    await expect.poll(() => loop.getAttribute("data-state"), { timeout: 15_000 }).toBe("playing");
    await context.close();
  });
});
