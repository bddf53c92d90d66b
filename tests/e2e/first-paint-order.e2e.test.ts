import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptCookies, openBrowser, PHONE } from "./helpers/browser";
import { KEY_PUBLIC_PAGES } from "./helpers/public-routes";

// Issue 30: a public page paints as soon as its stylesheets have arrived. The response names them in a Link header
// (server/http/stylesheet-hints.ts), so the browser asks for them before the framework's module preloads, which React
// writes ahead of them in the head; the early-input script sits ahead of the stylesheets, so no script waits for them
// and holds the parser before the body.

let context: BrowserContext;
beforeAll(async () => {
  context = await openBrowser({ viewport: PHONE });
  await acceptCookies(context);
});
afterAll(async () => context?.close());

/** The addresses a Link header preloads as stylesheets, in its order. */
function preloadedStylesheets(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(/,\s*(?=<)/)
    .filter((entry) => /;\s*rel=preload\b/.test(entry) && /;\s*as=style\b/.test(entry))
    .map((entry) => entry.slice(entry.indexOf("<") + 1, entry.indexOf(">")));
}

describe("first paint order of the public pages (issue 30)", () => {
  it.each(KEY_PUBLIC_PAGES)("%s names its stylesheets in the response, and no script waits for them", async (path) => {
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBeLessThan(500);
    const head = await page.evaluate(() => {
      const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      const inHead = [...document.head.children];
      const earlyInput = inHead.findIndex((node) => node.tagName === "SCRIPT" && !node.getAttribute("type"));
      return {
        stylesheets: stylesheets.map((link) => new URL(link.href).pathname),
        earlyInput,
        firstStylesheet: inHead.indexOf(stylesheets[0]),
        bodyStartsWith: document.body.firstElementChild?.tagName,
      };
    });
    expect(head.stylesheets.length, "the page has stylesheets").toBeGreaterThan(0);
    expect(preloadedStylesheets(response?.headers().link)).toEqual(head.stylesheets);
    expect(head.earlyInput, "the early-input script is in the head").toBeGreaterThanOrEqual(0);
    expect(head.earlyInput, "…ahead of the stylesheets").toBeLessThan(head.firstStylesheet);
    expect(head.bodyStartsWith).not.toBe("SCRIPT");
    await page.close();
  });
});
