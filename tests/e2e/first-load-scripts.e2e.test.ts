import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptCookies, DESKTOP, devSignIn, openBrowser, PHONE } from "./helpers/browser";
import { waitForHydration } from "./helpers/hydration";

// Issue 15: no public page needs the API contract or zod to render and hydrate; they arrive with the first API call.
// zod's bundled code always names its own classes, minified or not.
const ZOD_SIGNATURE = /\$ZodType|ZodError/;

const PUBLIC_PAGES = ["/", "/series/season5", "/watch", "/watch/demo-s5e01", "/apps", "/play", "/play/gallery", "/play/apps/coloring/poli", "/play/apps/puzzle", "/site/privacy", "/poliworld/event/puzzle-week"];

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
    if (response.request().resourceType() === "script" || response.url().endsWith(".js")) scripts.set(new URL(response.url()).pathname, response.text().catch(() => ""));
  });
  return scripts;
}

async function scriptsWithZod(scripts: Map<string, Promise<string>>): Promise<string[]> {
  const found: string[] = [];
  for (const [path, text] of scripts) if (ZOD_SIGNATURE.test(await text)) found.push(path);
  return found;
}

describe("first-load scripts of the public pages (issue 15)", () => {
  it.each(PUBLIC_PAGES)("%s hydrates without loading zod or the API contract", async (path) => {
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.size, "the page loads its scripts").toBeGreaterThan(0);
    expect(await scriptsWithZod(scripts)).toEqual([]);
    await page.close();
  });

  it("loads the contract on the first API call, which still checks the answer: a search on /watch works", async () => {
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto("/watch");
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: "Search videos" }).fill("rescue");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => page.locator("main ul a [class*=itemTitle]").allInnerTexts()).toEqual(["Snow Day Rescue", "Meet the Rescue Team"]);
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
    await page.getByRole("dialog", { name: "Pictures" }).locator('a[href="/play/apps/coloring/blank"], a[href="/play/apps/coloring"]').first().click();
    await page.waitForURL(/\/play\/apps\/coloring$/);
    await page.close();
  });

  // Content first, JavaScript second (server/http/deferred-module-preloads.ts): the page's modules are asked for once
  // its largest picture is on screen, so on a phone they never compete with it or hold its paint back.
  it.each(["/", "/series/season3", "/play", "/play/gallery", "/watch"])("%s asks for its JavaScript after its largest paint, in a few files", async (path) => {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const paints: number[] = [];
      (window as unknown as { lcp: number[] }).lcp = paints;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => paints.push(entry.startTime))).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await page.goto(path);
    await waitForHydration(page);
    const { paints, scripts } = await page.evaluate(() => ({
      paints: (window as unknown as { lcp: number[] }).lcp,
      scripts: performance.getEntriesByType("resource").filter((entry) => /\/assets\/.*\.js$/.test(entry.name)).map((entry) => entry.startTime),
    }));
    expect(paints.length, "a largest paint was recorded").toBeGreaterThan(0);
    expect(Math.min(...scripts)).toBeGreaterThan(paints[0]);
    // React, the router and the page frame come in two shared files; a page needs at most a handful more.
    expect(scripts.length).toBeLessThanOrEqual(12);
    await page.close();
  });

  // A page's first Intl formatter costs ~25 ms of main thread (about 100 ms on a phone 4× slower), all inside
  // hydration: the play pages' dates and sizes come written from the server.
  it.each(["/", "/play"])("%s hydrates without building an Intl formatter", async (path) => {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const counts = { built: 0 };
      (window as unknown as { intl: typeof counts }).intl = counts;
      for (const name of ["DateTimeFormat", "NumberFormat"] as const) {
        const Original = Intl[name];
        Intl[name] = new Proxy(Original, { construct: (target, args) => (counts.built++, Reflect.construct(target, args)), apply: (target, self, args) => (counts.built++, Reflect.apply(target, self, args)) }) as never;
      }
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(await page.locator('[class*="potdDate"]').first().innerText()).toMatch(/\d/);
    expect(await page.evaluate(() => (window as unknown as { intl: { built: number } }).intl.built)).toBe(0);
    await page.close();
  });

  it("a tap before the page's JavaScript has started starts it at once, and the tap is not lost", async () => {
    const page = await context.newPage();
    // Stopped timers and frames: neither the largest paint nor the time limit can start the page's JavaScript.
    await page.clock.install();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/.*\.js$/.test(request.url())) scripts.push(request.url());
    });
    await page.goto("/play");
    expect(scripts).toEqual([]);
    const asked = page.waitForRequest(/\/assets\/.*\.js$/);
    await page.locator("#site-menu-button").click();
    await asked;
    // The menu answered at once with its plain fallback, and the page hydrates once time runs again.
    expect(await page.locator("#site-menu-button").getAttribute("aria-expanded")).toBe("true");
    await page.clock.resume();
    await waitForHydration(page);
    await page.close();
  });

  it("a tap on a control that needs script, before the script has run, is answered once the page has hydrated", async () => {
    const page = await context.newPage();
    await page.clock.install();
    await page.goto("/series/season5");
    await page.locator('button[data-character="poli"]').click();
    expect(await page.getByTestId("character-dialog").count()).toBe(0);
    await page.clock.resume();
    await page.getByTestId("character-dialog").waitFor();
    // Replayed once, not twice: one dialog, and it closes with one Escape.
    expect(await page.getByTestId("character-dialog").count()).toBe(1);
    await page.close();
  });

  it("the staff dashboard keeps its module preloads in the head: it works at once", async () => {
    const staff = await openBrowser({ viewport: DESKTOP });
    const page = await staff.newPage();
    await devSignIn(page, "e2e-admin");
    const html = (await (await page.goto("/rt-dashboard/campaign"))?.text()) ?? "";
    expect(html).toContain("<h1");
    expect(html.slice(0, html.indexOf("</head>"))).toContain('rel="modulepreload"');
    expect(html).not.toContain("x-module-after-paint");
    await staff.close();
  });
});
