import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser } from "./helpers/browser";
import { linked } from "./helpers/link-header";

/**
 * Issue 15 part 1: the footer names every language in its own script. In the brand font, "Русский" made every page
 * download Nunito's Cyrillic file and lay the whole page out again when it arrived. A page loads only the brand
 * font files its own language needs.
 */
let context: BrowserContext;
beforeAll(async () => {
  context = await openBrowser();
});
afterAll(async () => context?.close());

/** The names of the font files `page` asks for from now on, as they are asked for. */
function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url().split("/").pop() ?? "");
  });
  return fonts;
}

async function fontFiles(path: string): Promise<string[]> {
  const page = await context.newPage();
  const fonts = fontRequests(page);
  await page.goto(path, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  await page.close();
  return fonts;
}

/**
 * The font files a page asks for before its text is laid out (names only): its response's Link header (React's
 * preload() calls, through onHeaders) and its head's preload links.
 */
async function fontPreloads(path: string): Promise<string[]> {
  const page = await context.newPage();
  const response = await page.goto(path, { waitUntil: "commit" });
  const inHeader = linked(response?.headers().link, "rel=preload", 'as="font"');
  await page.waitForSelector("head link[as=font]", { state: "attached" });
  const inHead = await page.$$eval("head link[rel=preload][as=font]", (links) =>
    links.map((link) => link.getAttribute("href") ?? ""),
  );
  await page.close();
  return [...inHeader, ...inHead].map((href) => href.split("/").pop() ?? "");
}

describe("brand font files per page", () => {
  it("an English page loads the core Latin file only, though its footer names every language", async () => {
    const fonts = await fontFiles("/");
    expect(fonts.some((f) => f.startsWith("nunito-latin-core-wght"))).toBe(true);
    expect(fonts.filter((f) => !f.startsWith("nunito-latin-core-wght"))).toEqual([]);
  });

  it("sets the text in the brand font, and fetches the rest of Latin-1 only for a page that shows it", async () => {
    const page = await context.newPage();
    const fonts = fontRequests(page);
    await page.goto("/site/terms", { waitUntil: "load" });
    // The faces the browser has loaded for the text it laid out: a preload alone leaves a face "unloaded" (as when
    // the faces' weight descriptors differed and the page fell back to sans-serif).
    const loadedFaces = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.unicodeRange);
      });
    expect(await loadedFaces()).toEqual([expect.stringMatching(/^U\+0-A0,/)]);
    expect(fonts.some((f) => f.startsWith("nunito-latin-rest-wght"))).toBe(false);
    // A visitor's name with an accented letter, as the gallery may show one.
    await page.evaluate(() => document.querySelector("h1")?.append(" Zoë"));
    await expect.poll(async () => (await loadedFaces()).length).toBe(2);
    expect(fonts.some((f) => f.startsWith("nunito-latin-rest-wght"))).toBe(true);
    await page.close();
  });

  it("a Russian page still gets the Cyrillic file for its text, asked for with the page", async () => {
    const fonts = await fontFiles("/ru");
    expect(fonts.some((f) => f.startsWith("nunito-cyrillic"))).toBe(true);
    expect((await fontPreloads("/ru")).some((f) => f.startsWith("nunito-cyrillic"))).toBe(true);
    expect((await fontPreloads("/en")).some((f) => f.startsWith("nunito-cyrillic"))).toBe(false);
  });
});

/**
 * Those language names need five CJK faces and a Cyrillic one from the system's fallback fonts, which made a page's
 * first layout several times longer; the footer (content-visibility: auto) is laid out when it comes near the screen.
 */
describe("the footer on a phone", () => {
  it("is left out of the first screen's layout and drawn, every language with it, when the visitor scrolls to it", async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/", { waitUntil: "load" });
    // What the footer holds is skipped (not the footer's own box, which keeps its place in the page).
    const korean = page.getByRole("button", { name: "한국어", exact: true });
    const drawn = () => korean.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn()).toBe(false);
    await page.keyboard.press("End");
    await expect.poll(drawn).toBe(true);
    for (const name of ["한국어", "简体中文", "日本語", "Русский"])
      expect(await page.getByRole("button", { name, exact: true }).isVisible()).toBe(true);
    await page.close();
  });
});
