import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptCookies, openBrowser, PHONE } from "./helpers/browser";
import { waitForHydration } from "./helpers/hydration";
import { linked } from "./helpers/link-header";
import { KEY_PUBLIC_PAGES } from "./helpers/public-routes";

// Issue 30: a public page paints as soon as its stylesheets have arrived. The response names them in a Link header
// (server/http/preload-hints.ts), so the browser asks for them before the framework's module preloads, which React
// writes ahead of them in the head; the early-input script sits ahead of the stylesheets, so no script waits for them
// and holds the parser before the body. The same header asks for the modules the page hydrates with at low priority,
// exactly the ones the document preloads, so each is fetched once and none earlier than the paint needs.

let context: BrowserContext;
beforeAll(async () => {
  context = await openBrowser({ viewport: PHONE });
  await acceptCookies(context);
});
afterAll(async () => context?.close());

describe("first paint order of the public pages (issue 30)", () => {
  it.each(KEY_PUBLIC_PAGES)("%s names its stylesheets in the response, and no script waits for them", async (path) => {
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBeLessThan(500);
    // The document as sent: once the page has hydrated, a lazily loaded part adds its own stylesheets to the head.
    const html = await response!.text();
    const head = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, "text/html");
      const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      const inHead = [...document.head.children];
      const earlyInput = inHead.findIndex((node) => node.tagName === "SCRIPT" && !node.getAttribute("type"));
      return {
        stylesheets: stylesheets.map((link) => new URL(link.getAttribute("href")!, location.href).pathname),
        earlyInput,
        firstStylesheet: inHead.indexOf(stylesheets[0]),
        bodyStartsWith: document.body.firstElementChild?.tagName,
      };
    }, html);
    expect(head.stylesheets.length, "the page has stylesheets").toBeGreaterThan(0);
    expect(linked(response?.headers().link, "rel=preload", "as=style")).toEqual(head.stylesheets);
    expect(head.earlyInput, "the early-input script is in the head").toBeGreaterThanOrEqual(0);
    expect(head.earlyInput, "…ahead of the stylesheets").toBeLessThan(head.firstStylesheet);
    expect(head.bodyStartsWith).not.toBe("SCRIPT");
    await page.close();
  });

  it.each(KEY_PUBLIC_PAGES)(
    "%s asks for its modules at low priority in the response, each fetched once",
    async (path) => {
      const page = await context.newPage();
      const fetched = new Map<string, number>();
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.pathname.endsWith(".js")) fetched.set(url.pathname, (fetched.get(url.pathname) ?? 0) + 1);
      });
      const response = await page.goto(path);
      expect(response?.status()).toBeLessThan(500);
      // The document as sent (after hydrating, <Scripts /> no longer renders its preloads).
      const html = await response!.text();
      const preloaded = await page.evaluate((source) => {
        const document = new DOMParser().parseFromString(source, "text/html");
        return [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
          (link) => new URL(link.getAttribute("href")!, location.href).pathname,
        );
      }, html);
      await waitForHydration(page);
      expect(preloaded.length, "the document preloads its modules").toBeGreaterThan(0);
      const header = linked(response?.headers().link, "rel=modulepreload", "fetchpriority=low");
      expect(header).toEqual(preloaded);
      for (const module of preloaded) expect(fetched.get(module), module).toBe(1);
      await page.close();
    },
  );

  // React's own preloads (the first screen's high-priority pictures, fonts asked for with preload()) come through its
  // onHeaders callback into the same header, and then not again in the head: the hero starts with the headers.
  it.each([
    ["/", "/art/seasons/season5.svg"],
    ["/series/daily-safety", "/art/seasons/daily-safety.svg"],
  ])("%s asks for its hero picture %s in the response, at high priority, and fetches it once", async (path, hero) => {
    const page = await context.newPage();
    let requests = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === hero) requests++;
    });
    const response = await page.goto(path, { waitUntil: "load" });
    const html = await response!.text();
    expect(linked(response?.headers().link, "rel=preload", 'as="image"', 'fetchpriority="high"')).toContain(hero);
    const inHead = await page.evaluate(
      ({ source, hero }) =>
        [...new DOMParser().parseFromString(source, "text/html").head.querySelectorAll("link[rel=preload]")].some(
          (link) => link.getAttribute("href") === hero,
        ),
      { source: html, hero },
    );
    expect(inHead, "the head does not ask for it again").toBe(false);
    expect(requests).toBe(1);
    await page.close();
  });

  // The frame's header, page and footer are Suspense boundaries (hydrated a part at a time). The server writes each in
  // place: a boundary React wrote after the rest of the page and revealed later painted the footer at the top first,
  // then pushed it down (layout shift 0.86 on /watch).
  it.each(KEY_PUBLIC_PAGES)("%s arrives in order: its page is in <main> in the HTML as sent", async (path) => {
    const page = await context.newPage();
    const response = await page.goto(path);
    const html = await response!.text();
    const sent = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, "text/html");
      return {
        mainHasContent: (document.querySelector("main")?.children.length ?? 0) > 0,
        // React marks a boundary written later with <template id="B:…"> and its content with <div hidden id="S:…">.
        laterParts: document.querySelectorAll('template[id^="B:"], div[hidden][id^="S:"]').length,
      };
    }, html);
    expect(sent).toEqual({ mainHasContent: true, laterParts: 0 });
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shifts, "layout shift while loading").toBeLessThan(0.05);
    await page.close();
  });
});
