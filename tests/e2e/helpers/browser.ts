import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../helpers/chromium";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

export function baseURL(): string {
  return inject("baseURL");
}

/** A fresh Chromium profile (Debian's /usr/bin/chromium), with the flags this machine needs. */
export async function openBrowser(
  options: {
    viewport?: { width: number; height: number };
    locale?: string;
    hasTouch?: boolean;
    javaScriptEnabled?: boolean;
  } = {},
): Promise<BrowserContext> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "rescue-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale ?? "en-US",
    hasTouch: options.hasTouch,
    javaScriptEnabled: options.javaScriptEnabled,
    baseURL: baseURL(),
  });
  // Chromium may still be writing to its profile as the context closes: retry, and never fail a test over a temp folder.
  context.once("close", () =>
    fs.promises.rm(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }).catch(() => undefined),
  );
  return context;
}

/** Signs in through the dev sign-in form as dev:<name> (dev:e2e-admin is an admin, dev:e2e-manager a manager). */
export async function devSignIn(page: Page, name: string): Promise<void> {
  await page.goto("/auth/dev");
  await page.getByLabel(/name/i).fill(name);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith("/auth/")),
    page.getByRole("button", { name: /sign in/i }).click(),
  ]);
}

/**
 * A new tab for a visitor who has not chosen a language: a page opened by a language's own URL (/ko, ?lang=ko)
 * keeps that language in the lang cookie, so tabs of a shared context would otherwise inherit it.
 */
export async function newVisitorPage(context: BrowserContext): Promise<Page> {
  await context.clearCookies({ name: "lang" });
  return context.newPage();
}

/** Accepts the cookie alert so it does not cover the page. */
export async function acceptCookies(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: "cookie_consent", value: "1", url: baseURL() }]);
}

/** Fails with the list of axe violations (WCAG 2.1 AA) on the current page. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Let entrance animations (fades, pops) finish: mid-fade text has partial opacity and fails contrast.
  // An animation can start a frame after the element appears (a dialog over a dialog), so look again until none runs
  // and no overlay is still entering or leaving (React Aria's data-entering/data-exiting), twice in a row.
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    let quiet = 0;
    for (let round = 0; round < 10 && quiet < 2; round++) {
      await nextFrame();
      await nextFrame();
      const running = document
        .getAnimations()
        .filter((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity);
      const moving = document.querySelector("[data-entering], [data-exiting]");
      quiet = running.length === 0 && !moving ? quiet + 1 : 0;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Slows the page's CPU `rate` times (Chromium's DevTools throttling), as a phone would run it. Returns the undo, to
 * call before closing the page: Chromium 156 sometimes never finishes closing a tab whose CPU is still throttled
 * (page.close() hung 1 run in 2 here, which timed the test out).
 */
export async function throttleCpu(page: Page, rate: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  return async () => {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 }).catch(() => undefined);
  };
}
