import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptCookies, openBrowser, PHONE } from "./helpers/browser";
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
});

