import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser } from "./helpers/browser";

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

async function fontFiles(path: string): Promise<string[]> {
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url().split("/").pop() ?? "");
  });
  await page.goto(path, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  await page.close();
  return fonts;
}

describe("brand font files per page", () => {
  it("an English page loads the Latin file only, though its footer names every language", async () => {
    const fonts = await fontFiles("/");
    expect(fonts.some((f) => f.startsWith("nunito-latin-wght"))).toBe(true);
    expect(fonts.filter((f) => !f.startsWith("nunito-latin-wght"))).toEqual([]);
  });

  it("a Russian page still gets the Cyrillic file for its text", async () => {
    const fonts = await fontFiles("/ru");
    expect(fonts.some((f) => f.startsWith("nunito-cyrillic"))).toBe(true);
  });
});
