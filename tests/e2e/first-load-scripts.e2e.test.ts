import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANG_COOKIE } from "~/shared/locales";
import { acceptCookies, openBrowser, PHONE } from "./helpers/browser";
import { holdScripts } from "./helpers/held-scripts";
import { waitForHydration } from "./helpers/hydration";
import { KEY_PUBLIC_PAGES } from "./helpers/public-routes";

// Issue 15: no public page needs the API contract or zod to render and hydrate; they arrive with the first API call.
// zod's bundled code always names its own classes, minified or not.
const ZOD_SIGNATURE = /\$ZodType|ZodError/;

let context: BrowserContext;
beforeAll(async () => {
  context = await openBrowser({ viewport: PHONE });
  await acceptCookies(context);
});
afterAll(async () => context?.close());

/** Every script the page fetched so far, by address, with its text. */
function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" || response.url().endsWith(".js"))
      scripts.set(
        new URL(response.url()).pathname,
        response.text().catch(() => ""),
      );
  });
  return scripts;
}

/** Whether React has hydrated the page's header. */
const hydrated = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector("header button");
    return !!button && Object.keys(button).some((key) => key.startsWith("__reactFiber"));
  });

async function scriptsWithZod(scripts: Map<string, Promise<string>>): Promise<string[]> {
  const found: string[] = [];
  for (const [path, text] of scripts) if (ZOD_SIGNATURE.test(await text)) found.push(path);
  return found;
}

describe("first-load scripts of the public pages (issue 15)", () => {
  it.each(KEY_PUBLIC_PAGES)("%s hydrates without loading zod or the API contract", async (path) => {
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.size, "the page loads its scripts").toBeGreaterThan(0);
    expect(await scriptsWithZod(scripts)).toEqual([]);
    await page.close();
    // A language's own URL (/ko) keeps that language in a cookie; the later tests of this context expect English.
    await context.clearCookies({ name: LANG_COOKIE });
  });

  it("loads the contract on the first API call, which still checks the answer: a search on /watch works", async () => {
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto("/watch");
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: "Search videos" }).fill("rescue");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect
      .poll(() => page.locator("main ul a [class*=itemTitle]").allInnerTexts())
      .toEqual(["Snow Day Rescue", "Meet the Rescue Team"]);
    expect((await scriptsWithZod(scripts)).length).toBeGreaterThan(0);
    await page.close();
  });

  // React Aria's overlay code (about 30 KB compressed) comes when a dialog is wanted, not with the page.
  const OVERLAY_SIGNATURE = "react-aria-ModalOverlay";
  const overlayLoaded = async (scripts: Map<string, Promise<string>>) => {
    for (const text of scripts.values()) if ((await text).includes(OVERLAY_SIGNATURE)) return true;
    return false;
  };
  /** Opens `path`, lets it hydrate and settle, and checks no overlay code came with it. */
  const openWithoutOverlay = async (path: string) => {
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(await overlayLoaded(scripts)).toBe(false);
    return { page, scripts };
  };

  it("the header's Sign in loads its dialog on demand: not with /play, and the dialog opens on the first tap", async () => {
    const { page, scripts } = await openWithoutOverlay("/play");
    await page.locator("header").getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("dialog", { name: "Sign in" }).waitFor();
    expect(page.url()).toMatch(/\/play$/);
    expect(await overlayLoaded(scripts)).toBe(true);
    await page.close();
  });

  it("the gallery loads a coloring's dialog on demand: not with the page, and it opens on the first tap", async () => {
    const { page, scripts } = await openWithoutOverlay("/play/gallery");
    await page.locator("main ul li button").first().click();
    await page.getByRole("dialog").waitFor();
    expect(await overlayLoaded(scripts)).toBe(true);
    await page.close();
  });

  it("the coloring page loads its dialogs on demand: the picture chooser opens on the first tap and moves to another page", async () => {
    const { page, scripts } = await openWithoutOverlay("/play/apps/coloring/poli");
    await page.getByRole("button", { name: "Pictures" }).click();
    const chooser = page.getByRole("dialog", { name: "Pictures" });
    await chooser.waitFor();
    expect(await overlayLoaded(scripts)).toBe(true);
    expect(await chooser.locator('a[aria-current="page"]').getAttribute("href")).toBe("/play/apps/coloring/poli");
    await page.keyboard.press("Escape");
    await chooser.waitFor({ state: "detached" });
    // Focus goes back to the button that opened it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Pictures");
    await page.getByRole("button", { name: "Pictures" }).click();
    await page
      .getByRole("dialog", { name: "Pictures" })
      .locator('a[href="/play/apps/coloring/blank"], a[href="/play/apps/coloring"]')
      .first()
      .click();
    await page.waitForURL(/\/play\/apps\/coloring$/);
    await page.close();
  });

  // Content first: the server's page is complete (pictures, text, links) and paints before any of its JavaScript has
  // run; on a phone on a slow network the script arrives seconds later.
  it.each(["/", "/series/season3", "/play", "/play/gallery", "/watch"])(
    "%s paints its content before its JavaScript has run, which comes in a few files",
    async (path) => {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const paints: number[] = [];
        (window as unknown as { lcp: number[] }).lcp = paints;
        new PerformanceObserver((list) => list.getEntries().forEach((entry) => paints.push(entry.startTime))).observe({
          type: "largest-contentful-paint",
          buffered: true,
        });
      });
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: "commit" });
      await page.locator("h1").first().waitFor();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { lcp: number[] }).lcp.length), { timeout: 10_000 })
        .toBeGreaterThan(0);
      expect(await hydrated(page), "nothing of the page's script has run").toBe(false);
      release();
      await waitForHydration(page);
      const scripts = await page.evaluate(
        () => performance.getEntriesByType("resource").filter((entry) => /\/assets\/.*\.js$/.test(entry.name)).length,
      );
      // React, the router and the page frame come in two shared files; a page needs at most a handful more.
      expect(scripts).toBeLessThanOrEqual(12);
      await page.close();
    },
  );

  // A page's first Intl formatter costs ~25 ms of main thread (about 100 ms on a phone 4× slower), all inside
  // hydration: the play pages' dates and sizes come written from the server.
  it.each(["/", "/play"])("%s hydrates without building an Intl formatter", async (path) => {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const counts = { built: 0 };
      (window as unknown as { intl: typeof counts }).intl = counts;
      for (const name of ["DateTimeFormat", "NumberFormat"] as const) {
        const Original = Intl[name];
        Intl[name] = new Proxy(Original, {
          construct: (target, args) => (counts.built++, Reflect.construct(target, args)),
          apply: (target, self, args) => (counts.built++, Reflect.apply(target, self, args)),
        }) as never;
      }
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(await page.locator('[class*="potdDate"]').first().innerText()).toMatch(/\d/);
    expect(await page.evaluate(() => (window as unknown as { intl: { built: number } }).intl.built)).toBe(0);
    await page.close();
  });

  it("a tap on a control that needs script, before the script has run, is answered once the page has hydrated", async () => {
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto("/series/season5", { waitUntil: "commit" });
    await page.locator('button[data-character="poli"]').click();
    expect(await page.getByTestId("character-dialog").count()).toBe(0);
    release();
    await page.getByTestId("character-dialog").waitFor();
    // Replayed once, not twice: one dialog.
    expect(await page.getByTestId("character-dialog").count()).toBe(1);
    await page.close();
  });
});
