import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, acceptCookies, expectNoAxeViolations, openBrowser } from "./helpers/browser";
import { waitForHydration } from "./helpers/hydration";

// Spec §4: "Scroll strip: arrows scroll 200 px by default, hide when content fits (initial content width default
// 1000), wheel scrolls sideways." Spec §9: "Scroll units 141 to 200 px per item." Used on /play (spec §2):
// the coloring list and the downloads (wallpapers, offline coloring sheets, paper crafts).

const contexts: Record<"phone" | "desktop", BrowserContext> = {} as never;
beforeAll(async () => {
  contexts.phone = await openBrowser({ viewport: PHONE, hasTouch: true });
  contexts.desktop = await openBrowser({ viewport: DESKTOP });
  for (const context of Object.values(contexts)) await acceptCookies(context);
});
afterAll(async () => {
  for (const context of Object.values(contexts)) await context?.close();
});

const STRIPS = ["Coloring pages", "Wallpapers", "Coloring sheets", "Paper crafts"];

async function openPlay(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto("/play");
  await waitForHydration(page);
  return page;
}

const scrollLeftOf = (strip: Locator) => strip.evaluate((el) => el.scrollLeft);
/** The strip's scrolling region (its wrapper carries data-arrows; the coloring list's section has the same name). */
const strip = (page: Page, label: string) =>
  page.locator("[data-arrows] > [role=region]").and(page.getByRole("region", { name: new RegExp(`^${label}`, "i") }));

/**
 * Scrolls a strip into view as a visitor would and waits until it has been drawn and measured: the downloads are laid
 * out only as they come near the screen (play.module.css), and the page settles around their real heights.
 */
async function showStrip(page: Page, label: string): Promise<Locator> {
  const list = strip(page, label);
  await list.scrollIntoViewIfNeeded();
  await expect.poll(() => list.locator("xpath=..").getAttribute("data-measured")).toBe("true");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await list.scrollIntoViewIfNeeded();
  return list;
}

describe("scroll strips on /play", () => {
  it("each list is a strip of 141–200 px items", async () => {
    for (const [name, context] of Object.entries(contexts)) {
      const page = await openPlay(context);
      for (const label of STRIPS) {
        const list = strip(page, label);
        expect(await list.count(), `${name} ${label}`).toBe(1);
        const widths = await list
          .locator("li")
          .evaluateAll((items) =>
            items.filter((li) => !li.hasAttribute("data-wide")).map((li) => li.getBoundingClientRect().width),
          );
        for (const width of widths) {
          expect(width, `${name} ${label}`).toBeGreaterThanOrEqual(141);
          expect(width, `${name} ${label}`).toBeLessThanOrEqual(200);
        }
      }
      await page.close();
    }
  });

  it("an arrow press scrolls 200 px; the arrows are 44 px and named", async () => {
    const page = await openPlay(contexts.desktop);
    const crafts = await showStrip(page, "Paper crafts");
    const wrapper = crafts.locator("xpath=..");
    await expect.poll(() => wrapper.getAttribute("data-arrows")).toBe("shown");
    const forward = wrapper.getByRole("button", { name: "Scroll right" });
    const back = wrapper.getByRole("button", { name: "Scroll left" });
    expect(await back.getAttribute("aria-disabled")).toBe("true");
    const box = await forward.boundingBox();
    expect(box && box.width >= 44 && box.height >= 44).toBe(true);
    await forward.click();
    await expect.poll(() => scrollLeftOf(crafts)).toBe(200);
    await forward.click();
    await expect.poll(() => scrollLeftOf(crafts)).toBe(400);
    await expect.poll(() => back.getAttribute("aria-disabled")).toBe("false");
    // keyboard: the arrows are buttons, Enter presses them
    await back.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => scrollLeftOf(crafts)).toBe(200);
    await page.close();
  });

  it("the mouse wheel scrolls a strip sideways, and the page again at the strip's end", async () => {
    const page = await openPlay(contexts.desktop);
    const crafts = await showStrip(page, "Paper crafts");
    const box = (await crafts.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const pageY = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 120);
    await expect.poll(() => scrollLeftOf(crafts)).toBe(120);
    expect(await page.evaluate(() => window.scrollY)).toBe(pageY);
    await crafts.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: "instant" }));
    await page.mouse.wheel(0, 120);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(pageY);
    await page.close();
  });

  it("hides the arrows when everything fits, and shows them again when it no longer does", async () => {
    const page = await openPlay(contexts.desktop);
    const crafts = await showStrip(page, "Paper crafts");
    const wrapper = crafts.locator("xpath=..");
    await expect.poll(() => wrapper.getAttribute("data-arrows")).toBe("shown");
    // Every list on /play overflows a desktop page; a strip left with two of its crafts fits.
    const removed = await crafts.evaluate((el) => {
      const items = [...el.querySelectorAll("li")].slice(2);
      items.forEach((li) => li.remove());
      return items.length;
    });
    await expect.poll(() => wrapper.getAttribute("data-arrows")).toBe("hidden");
    expect(await wrapper.getByRole("button").count()).toBe(0);
    expect(removed).toBe(8);
    // a narrow window makes even two crafts overflow
    await page.setViewportSize({ width: 280, height: 700 });
    await expect.poll(() => wrapper.getAttribute("data-arrows")).toBe("shown");
    await page.close();
  });

  it("keeps the play page a few phone screens long, axe-clean", async () => {
    const page = await openPlay(contexts.phone);
    const screens = await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);
    expect(screens).toBeLessThan(6);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page);
    await page.close();
  });
});

describe("scroll strips cost the page no extra layout", () => {
  // Measuring the strips as they hydrated made the browser lay the whole page out inside React's hydration task
  // (74 ms of a throttled phone's main thread on /play); a ResizeObserver reports the same sizes from the browser's
  // own frame. A layout that script asks for shows in the trace with the script's stack. The downloads' three strips
  // are not even laid out until they come near the screen.
  it("loading /play forces no layout from script", async () => {
    const page = await contexts.phone.newPage();
    const cdp = await contexts.phone.newCDPSession(page);
    const events: { name: string; args?: { beginData?: { stackTrace?: { url?: string }[] } } }[] = [];
    cdp.on("Tracing.dataCollected", (message) => events.push(...(message.value as unknown as typeof events)));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", {
      categories: "devtools.timeline,disabled-by-default-devtools.timeline.stack",
      transferMode: "ReportEvents",
    });
    await page.goto("/play");
    await waitForHydration(page);
    // The downloads, far below the first screen, are laid out only as they come near it (play.module.css)…
    const downloads = page.locator("[data-arrows]").last();
    expect(await downloads.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
    // …so a visitor scrolls down (the keyboard's End, no script) and every strip has measured itself.
    await page.keyboard.press("End");
    expect(await page.locator("[data-arrows]").count()).toBeGreaterThanOrEqual(STRIPS.length);
    await expect.poll(() => page.locator("[data-arrows]:not([data-measured])").count()).toBe(0);
    await cdp.send("Tracing.end");
    await complete;
    // Only the site's own scripts count (Playwright's checks above lay the page out too).
    const fromSite = (event: (typeof events)[number]) =>
      event.args?.beginData?.stackTrace?.some((frame) => frame.url?.includes("/assets/"));
    const forced = events.filter((event) => event.name === "Layout" && fromSite(event));
    expect(forced.map((event) => JSON.stringify(event.args?.beginData?.stackTrace).slice(0, 300))).toEqual([]);
    await page.close();
  });
});
