import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { LOCALES } from "~/shared/locales";
import { acceptCookies, DESKTOP, devSignIn, newVisitorPage, openBrowser, PHONE } from "./helpers/browser";
import { waitForHydration } from "./helpers/hydration";
import { KEY_PUBLIC_PAGES } from "./helpers/public-routes";

/** Every public screen of this area fits a phone (390×844) and a desktop (1440×900) in all 8 languages. */
const ROUTES = [
  "/",
  "/series/season1",
  "/series/season5",
  "/series/songsong",
  "/series/traffic-safety",
  "/apps",
  "/site/privacy",
  "/polivideoapp/terms",
  "/poliworld/event/puzzle-week",
  "/no-such-page",
];

const contexts: Record<string, BrowserContext> = {};
beforeAll(async () => {
  for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    contexts[name] = await openBrowser({ viewport });
    await acceptCookies(contexts[name]);
  }
});
afterAll(async () => {
  for (const context of Object.values(contexts)) await context.close();
});

describe("layout", () => {
  for (const route of ROUTES) {
    it(`${route} has no horizontal overflow and a translated heading in every language`, async () => {
      for (const [name, context] of Object.entries(contexts)) {
        const page = await context.newPage();
        for (const locale of LOCALES) {
          const url = route === "/" ? `/${locale}` : `${route}?lang=${locale}`;
          await page.goto(url);
          const { scrollWidth, innerWidth, lang } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
            lang: document.documentElement.lang,
          }));
          expect(scrollWidth, `${name} ${url}`).toBeLessThanOrEqual(innerWidth);
          expect(lang.toLowerCase().startsWith(locale.slice(0, 2)), `${name} ${url} lang=${lang}`).toBe(true);
          expect((await page.locator("h1").first().textContent())?.trim().length, `${name} ${url}`).toBeGreaterThan(0);
        }
        await page.close();
      }
    });
  }
});

describe("first load", () => {
  it("sends the whole page, then hydrates it: a control that needs script works", async () => {
    const page = await contexts.phone.newPage();
    const response = await page.goto("/series/season5");
    const html = (await response?.text()) ?? "";
    expect(html).toContain("<h1");
    await waitForHydration(page);
    await page.locator('button[data-character="poli"]').click();
    await page.getByTestId("character-dialog").waitFor();
    await page.close();
  });
});

/**
 * The tests below load 26, 32 and 56 pages one after the other, each until its load event, which comes after the
 * page's modules have loaded and run; on a busy two-core machine that is more than the default minute.
 */
const PAGE_LOADS_TIMEOUT = 180_000;

describe("before the scripts", () => {
  /**
   * The page's height and where each of its headings sits, once everything it asked for has arrived (positions, not
   * words: the home's app promo shows one app at random per visit, in a box of the same size).
   */
  const layoutOf = async (context: BrowserContext, path: string, hydrates: boolean) => {
    const page = await newVisitorPage(context);
    await page.goto(path);
    if (hydrates) await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const layout = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      headings: [...document.querySelectorAll("main h1, main h2")].map(
        (heading) => `${heading.tagName} @ ${Math.round(heading.getBoundingClientRect().top + scrollY)}`,
      ),
    }));
    await page.close();
    return layout;
  };

  // What a visitor sees while the scripts load (and all they ever see without them) is the page they keep. The home's
  // video slider once arrived unstyled, eight posters one under another, until a script brought its stylesheet; and a
  // row of the desktop watch list grew 12 px once its thumbnail arrived (the picture's <source>s took grid cells).
  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)(
    "every key page lays out on a %s without scripts as it does hydrated",
    async (name, viewport) => {
      const scriptless = await openBrowser({ viewport, javaScriptEnabled: false });
      await acceptCookies(scriptless);
      try {
        for (const path of KEY_PUBLIC_PAGES)
          expect(await layoutOf(scriptless, path, false), path).toEqual(await layoutOf(contexts[name], path, true));
      } finally {
        await scriptless.close();
      }
    },
    PAGE_LOADS_TIMEOUT,
  );
});

describe("header", () => {
  it(
    "keeps the main links clear of a staff member's account corner from 960 px up, in every language",
    async () => {
      const context = await openBrowser({ viewport: { width: 960, height: 700 } });
      await acceptCookies(context);
      const page = await context.newPage();
      await devSignIn(page, "e2e-admin");
      for (const width of [960, 1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 700 });
        for (const locale of LOCALES) {
          await page.goto(`/apps?lang=${locale}`);
          await page.locator("header a[href='/rt-dashboard']").waitFor();
          const { navRight, accountLeft } = await page.evaluate(() => ({
            navRight: Math.max(
              ...[...document.querySelectorAll("header nav a")].map((a) => a.getBoundingClientRect().right),
            ),
            accountLeft: document.querySelector("header a[href='/rt-dashboard']")!.getBoundingClientRect().left,
          }));
          expect(navRight, `${width}px ${locale}`).toBeLessThanOrEqual(accountLeft);
        }
      }
      await context.close();
    },
    PAGE_LOADS_TIMEOUT,
  );
});

describe("narrow screens", () => {
  it(
    "fits a signed-in staff member's header in every language, and the play apps on a 320 px phone",
    async () => {
      for (const [width, paths] of [
        [PHONE.width, ["/", "/play/apps/puzzle"]],
        [320, ["/", "/play", "/play/apps/puzzle", "/play/apps/coloring", "/play/gallery"]],
      ] as const) {
        const context = await openBrowser({ viewport: { width, height: PHONE.height } });
        await acceptCookies(context);
        const page = await context.newPage();
        await devSignIn(page, "e2e-admin");
        for (const path of paths) {
          for (const locale of LOCALES) {
            await page.goto(`${path}?lang=${locale}`);
            await page.locator("header a[href='/rt-dashboard']").waitFor();
            const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
            expect(scrollWidth, `${width}px ${path} ${locale}`).toBeLessThanOrEqual(width);
          }
        }
        await context.close();
      }
    },
    PAGE_LOADS_TIMEOUT,
  );
});
