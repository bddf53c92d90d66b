import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, acceptCookies, openBrowser, throttleCpu } from "./helpers/browser";
import { holdScripts } from "./helpers/held-scripts";
import { waitForHydration } from "./helpers/hydration";

/**
 * Issue 14: on a phone the first tap on the header's controls was swallowed until the page's code had loaded, and
 * the menu opened 2–4 s after the tap with no feedback. Here the phone's CPU runs 4× slower (CDP) and the page's
 * scripts are held back until the taps have landed, so they land before hydration; each must get an answer at once.
 */
let context: BrowserContext;
beforeAll(async () => {
  context = await openBrowser({ viewport: PHONE, hasTouch: true });
  await acceptCookies(context);
});
afterAll(async () => context?.close());

/** Each step is bounded on its own, so a slow machine fails the step that was slow, not the whole test at 60 s. */
const STEP = { timeout: 15_000 };

async function slowPhonePage(): Promise<{ page: Page; close: () => Promise<void> }> {
  const page = await context.newPage();
  const unthrottle = await throttleCpu(page, 4);
  const release = await holdScripts(page);
  return {
    page,
    close: async () => {
      await unthrottle();
      release();
      await page.close();
    },
  };
}

const hydrated = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => Object.keys(el).some((key) => key.startsWith("__react")), undefined, STEP);

describe("header controls before hydration (390×844, 4× CPU throttling)", () => {
  it("the menu button opens the plain menu at once, and its links work", async () => {
    const { page, close } = await slowPhonePage();
    await page.goto("/series/season5", { waitUntil: "commit", ...STEP });
    const button = page.locator("#site-menu-button");
    await button.waitFor(STEP);
    expect(await hydrated(page, "#site-menu-button"), "the tap lands before hydration").toBe(false);
    const tapped = Date.now();
    await button.tap(STEP);
    const menu = page.getByTestId("plain-menu");
    await menu.waitFor({ state: "visible", timeout: 1_000 });
    expect(Date.now() - tapped).toBeLessThan(1_000);
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect(await menu.locator('a[href^="/series/"]').count()).toBe(9);
    await menu.getByRole("link", { name: "Apps" }).tap(STEP);
    await page.waitForURL("**/apps", { waitUntil: "commit", ...STEP });
    await close();
  });

  it("Sign in answers a tap before hydration by going to the sign-in page", async () => {
    const { page, close } = await slowPhonePage();
    await page.goto("/", { waitUntil: "commit", ...STEP });
    const signIn = page.locator("header").getByRole("button", { name: "Sign in" });
    await signIn.waitFor(STEP);
    expect(await hydrated(page, "#site-menu-button")).toBe(false);
    await signIn.tap(STEP);
    await page.waitForURL((url) => url.pathname === "/user", { waitUntil: "commit", ...STEP });
    await close();
  });

  it("once hydrated, the same button opens the menu drawer", async () => {
    const page = await context.newPage();
    await page.goto("/series/season5");
    await waitForHydration(page);
    await page.locator("#site-menu-button").tap();
    await page.getByRole("dialog").waitFor();
    expect(await page.getByTestId("plain-menu").isVisible()).toBe(false);
    await page.close();
  });
});
