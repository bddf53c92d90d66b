import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leavesSite, passesGate } from "~/shared/gate-rules";
import { LOCALES } from "~/shared/locales";
import { acceptCookies, baseURL, expectNoAxeViolations, newVisitorPage, openBrowser } from "./helpers/browser";
import { answerGate } from "./helpers/gate";
import { waitForHydration } from "./helpers/hydration";
import { PUBLIC_ROUTES } from "./helpers/public-routes";

/**
 * Every exit passes the parental gate on the server (DESIGN §4.17): links that leave the site point at /leave, whose
 * page asks a grown-up's question with or without scripts, redirects only after a right answer, and locks after
 * wrong ones.
 */
let scripted: BrowserContext;
let scriptless: BrowserContext;

/** Off-site pages never load in tests: the stores and social sites answer with a stub. */
async function stubOffSite(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>off-site</title>" }));
}

beforeAll(async () => {
  scripted = await openBrowser();
  scriptless = await openBrowser({ javaScriptEnabled: false });
  for (const context of [scripted, scriptless]) {
    await acceptCookies(context);
    await stubOffSite(context);
  }
});
afterAll(async () => {
  await scripted?.close();
  await scriptless?.close();
});

/** Follows a link that opens in a new tab (or in the same one) and answers the page it lands on. */
async function follow(page: Page, link: ReturnType<Page["locator"]>): Promise<Page> {
  const target = await link.getAttribute("target");
  if (target !== "_blank") {
    await Promise.all([page.waitForURL((url) => url.pathname === "/leave"), link.click()]);
    return page;
  }
  const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await tab.waitForLoadState();
  return tab;
}

describe("every link that leaves the site points at the gate", () => {
  /** The links of the page now shown that leave the site without passing the gate. */
  async function ungatedExits(page: Page): Promise<string[]> {
    const hrefs = await page.locator("a[href], area[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const actions = await page.locator("form[action]").evaluateAll((forms) => forms.map((form) => form.getAttribute("action") ?? ""));
    const origin = new URL(baseURL()).origin;
    return [...hrefs, ...actions].filter((href) => leavesSite(href, origin) && !passesGate(href, origin));
  }

  const variants = [...LOCALES.map((locale) => `lang=${locale}`), "country=CN", "country=KR&lang=ko"];
  it(`on ${PUBLIC_ROUTES.length + 1} public routes × ${variants.length} languages and regions, as the server renders them`, async () => {
    const page = await newVisitorPage(scriptless);
    // Only the server's HTML matters here: pictures, fonts, styles and media are not fetched.
    await page.route(/\.(png|jpe?g|webp|avif|svg|woff2?|css|mp4|m3u8|m4s|vtt)(\?|$)/, (route) => route.fulfill({ status: 204 }));
    const found: string[] = [];
    let exits = 0;
    for (const route of [...PUBLIC_ROUTES, "/user"]) {
      for (const variant of variants) {
        const url = `${route}${route.includes("?") ? "&" : "?"}${variant}`;
        await page.goto(url, { waitUntil: "domcontentloaded" });
        for (const href of await ungatedExits(page)) found.push(`${url}: ${href}`);
        exits += await page.locator('a[href^="/leave?to="]').count();
      }
    }
    expect(found).toEqual([]);
    expect(exits, "the pages do link off the site (through the gate)").toBeGreaterThan(500);
    await page.close();
  }, 600_000);

  it("in the dialogs the page's scripts open: a licensed app's store badges, sign-in", async () => {
    const page = await newVisitorPage(scripted);
    const origin = new URL(baseURL()).origin;
    const check = async () => {
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      const hrefs = await dialog.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(hrefs.filter((href) => leavesSite(href, origin) && !passesGate(href, origin))).toEqual([]);
      expect(hrefs.filter((href) => passesGate(href, origin)).length).toBeGreaterThan(0);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);
    };
    await page.goto("/apps");
    await waitForHydration(page);
    await page.locator("main").getByRole("button").filter({ hasText: /Rescue Team/ }).first().click();
    await check();
    await page.locator("header").getByRole("button", { name: "Sign in" }).click();
    await check();
    await page.close();
  });
});

describe("the gate's page", () => {
  it("asks before a store badge opens (scripts on): a wrong answer gets a new question, a right one opens the store", async () => {
    const page = await newVisitorPage(scripted);
    await page.goto("/apps");
    await waitForHydration(page);
    const gate = await follow(page, page.locator('main a[data-store="ios"]').first());
    expect(new URL(gate.url()).pathname).toBe("/leave");
    await waitForHydration(gate);
    expect(await gate.getByTestId("parental-gate").getByText("apps.apple.com").count()).toBe(1);
    await expectNoAxeViolations(gate);
    const before = await gate.locator("label").textContent();
    await answerGate(gate, false);
    await expect.poll(() => gate.getByText("That's not right. Here is a new question.").count()).toBe(1);
    expect(await gate.locator("label").textContent()).not.toBe(before);
    await Promise.all([gate.waitForURL(/^https:\/\/apps\.apple\.com\//), answerGate(gate, true)]);
    expect(gate.url()).toMatch(/^https:\/\/apps\.apple\.com\/us\/app\/id\d+$/);
    await gate.close();
    await page.close();
  });

  it("works with scripts off: a social link in the visitor's language, and 'stay here' keeps the child on the site", async () => {
    const page = await newVisitorPage(scriptless);
    await page.goto("/?lang=ja");
    const gate = await follow(page, page.locator("footer").getByRole("link", { name: /YouTube/ }));
    expect(await gate.getByRole("heading", { level: 1 }).textContent()).toBe("おとなの ひとに きいてね");
    // The factors are number words (kanji numerals), never digits a young child could add up.
    expect(await gate.locator("label").textContent()).toMatch(/^十[三四五六七八九]かける[六七八九]は いくつですか？/);
    await Promise.all([gate.waitForURL((url) => url.pathname === "/"), gate.getByRole("link", { name: "ここに のこる" }).click()]);
    await gate.close();

    const english = await newVisitorPage(scriptless);
    await english.goto("/");
    const again = await follow(english, english.locator("footer").getByRole("link", { name: /YouTube/ }));
    await Promise.all([again.waitForURL(/^https:\/\/www\.youtube\.com\//), answerGate(again, true)]);
    await again.close();
    await english.close();
    await page.close();
  });

  for (const [mode, context] of [["scripts on", () => scripted], ["scripts off", () => scriptless]] as const) {
    it(`sends sign-in through the gate (${mode}): the provider's start opens only after a right answer`, async () => {
      const page = await newVisitorPage(context());
      await page.goto("/user");
      // Signed out, /user shows the providers in the page, and with scripts also in the sign-in dialog over it.
      const dialog = page.getByRole("dialog", { name: "Sign in" });
      if (mode === "scripts on") await dialog.waitFor({ timeout: 10_000 });
      const google = (mode === "scripts on" ? dialog : page.locator("main")).getByRole("link", { name: "Continue with Google" });
      expect(await google.getAttribute("href")).toBe("/leave?to=%2Fauth%2Fgoogle");
      await follow(page, google);
      expect(await page.getByTestId("parental-gate").getByText("google").count()).toBe(1);
      // Typing the provider's start by hand does not skip the gate either.
      await page.goto("/auth/google");
      expect(new URL(page.url()).pathname).toBe("/leave");
      // No provider has credentials here: a passed start goes on to the dev sign-in.
      await Promise.all([page.waitForURL((url) => url.pathname === "/auth/dev"), answerGate(page, true)]);
      expect(new URL(page.url()).searchParams.get("provider")).toBe("google");
      await page.close();
    });

    it(`never passes 20 repeated guesses (${mode}); it locks after three and says how long to wait`, async () => {
      const page = await newVisitorPage(context());
      await page.goto("/leave?to=https%3A%2F%2Fwww.netflix.com%2F");
      const gate = page.getByTestId("parental-gate");
      for (let guess = 0; guess < 20; guess++) {
        const locked = gate.getByTestId("gate-locked");
        if (await locked.count()) {
          expect(await locked.textContent()).toMatch(/Please wait, then a grown-up can try again in \d+ s\./);
          await page.getByRole("link", { name: "Try again" }).click();
        } else {
          await gate.getByRole("textbox").fill("120");
          await gate.getByRole("button", { name: "Continue" }).click();
        }
        await gate.waitFor();
        await expect.poll(() => gate.locator("label, [data-testid=gate-locked]").count()).toBeGreaterThan(0);
        expect(new URL(page.url()).origin).toBe(new URL(baseURL()).origin);
      }
      expect(await gate.getByTestId("gate-locked").count()).toBe(1);
      await expectNoAxeViolations(page);
      await page.close();
    });
  }

  it("refuses a destination the site does not link to, with no redirect", async () => {
    const page = await newVisitorPage(scriptless);
    const response = await page.goto("/leave?to=https%3A%2F%2Fevil.example%2F");
    expect(response?.status()).toBe(400);
    expect(await page.getByRole("heading", { name: "This link cannot be opened" }).count()).toBe(1);
    expect(await page.locator("form").count()).toBe(0);
    await page.close();
  });
});
