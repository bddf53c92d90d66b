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
  await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>off-site</title>" }),
  );
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
  const variants = [...LOCALES.map((locale) => `lang=${locale}`), "country=CN", "country=KR&lang=ko"];
  it(`on ${PUBLIC_ROUTES.length + 1} public routes × ${variants.length} languages and regions, as the server renders them`, async () => {
    // The server's HTML, fetched four at a time and read with the browser's own HTML parser (no page loads: fast).
    const urls = [...PUBLIC_ROUTES, "/user"].flatMap((route) =>
      variants.map((variant) => `${route}${route.includes("?") ? "&" : "?"}${variant}`),
    );
    const pages: { url: string; html: string }[] = [];
    const queue = [...urls];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let url = queue.shift(); url; url = queue.shift()) {
          const response = await fetch(new URL(url, baseURL()), { headers: { Cookie: "cookie_consent=1" } });
          expect(response.status, url).toBe(200);
          pages.push({ url, html: await response.text() });
        }
      }),
    );
    const page = await scriptless.newPage();
    const links = await page.evaluate(
      (list) =>
        list.map(({ url, html }) => {
          const doc = new DOMParser().parseFromString(html, "text/html");
          const hrefs = [...doc.querySelectorAll("a[href], area[href]")].map((link) => link.getAttribute("href") ?? "");
          const actions = [...doc.querySelectorAll("form[action]")].map((form) => form.getAttribute("action") ?? "");
          return { url, targets: [...hrefs, ...actions] };
        }),
      pages,
    );
    const origin = new URL(baseURL()).origin;
    const found = links.flatMap(({ url, targets }) =>
      targets.filter((href) => leavesSite(href, origin) && !passesGate(href, origin)).map((href) => `${url}: ${href}`),
    );
    expect(found).toEqual([]);
    const exits = links.reduce(
      (sum, { targets }) => sum + targets.filter((href) => passesGate(href, origin)).length,
      0,
    );
    expect(exits, "the pages do link off the site (through the gate)").toBeGreaterThan(500);
    expect(links.length).toBe(urls.length);
    await page.close();
  }, 300_000);

  it("in the dialogs the page's scripts open: a licensed app's store badges, sign-in", async () => {
    const page = await newVisitorPage(scripted);
    const origin = new URL(baseURL()).origin;
    const check = async () => {
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      const hrefs = await dialog
        .locator("a[href]")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(hrefs.filter((href) => leavesSite(href, origin) && !passesGate(href, origin))).toEqual([]);
      expect(hrefs.filter((href) => passesGate(href, origin)).length).toBeGreaterThan(0);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);
    };
    await page.goto("/apps");
    await waitForHydration(page);
    await page
      .locator("main")
      .getByRole("button")
      .filter({ hasText: /Rescue Team/ })
      .first()
      .click();
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
    await Promise.all([
      gate.waitForURL((url) => url.pathname === "/"),
      gate.getByRole("link", { name: "ここに のこる" }).click(),
    ]);
    await gate.close();

    const english = await newVisitorPage(scriptless);
    await english.goto("/");
    const again = await follow(english, english.locator("footer").getByRole("link", { name: /YouTube/ }));
    // Without scripts the form posts itself, and the server answers the right answer with a redirect.
    const [redirect] = await Promise.all([
      again.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/leave"),
      answerGate(again, true),
    ]);
    expect(redirect.status()).toBe(303);
    expect(redirect.headers()["location"]).toBe("https://www.youtube.com/");
    await again.close();
    await english.close();
    await page.close();
  });

  for (const [mode, context] of [
    ["scripts on", () => scripted],
    ["scripts off", () => scriptless],
  ] as const) {
    it(`sends sign-in through the gate (${mode}): the provider's start opens only after a right answer`, async () => {
      const page = await newVisitorPage(context());
      await page.goto("/user");
      // Signed out, /user shows the providers in the page, and with scripts also in the sign-in dialog over it.
      const dialog = page.getByRole("dialog", { name: "Sign in" });
      if (mode === "scripts on") await dialog.waitFor({ timeout: 10_000 });
      const google = (mode === "scripts on" ? dialog : page.locator("main")).getByRole("link", {
        name: "Continue with Google",
      });
      expect(await google.getAttribute("href")).toBe("/leave?to=%2Fauth%2Fgoogle");
      await follow(page, google);
      expect(await page.getByTestId("parental-gate").getByText("Google", { exact: true }).count()).toBe(1);
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
      await page.route(/\.(png|jpe?g|webp|avif|svg|woff2?)(\?|$)/, (route) => route.fulfill({ status: 204 }));
      // 120 is a real answer (15 × 8): each of the first three tries has a 1-in-28 chance of passing, as any guess.
      await page.route("https://www.netflix.com/**", (route) => route.fulfill({ status: 200, body: "left the site" }));
      const leftTheSite = () => new URL(page.url()).origin !== new URL(baseURL()).origin;
      await page.goto("/leave?to=https%3A%2F%2Fwww.netflix.com%2F");
      if (mode === "scripts on") await waitForHydration(page);
      const gate = page.getByTestId("parental-gate");
      const locked = gate.getByTestId("gate-locked");
      const token = async () =>
        (await locked.count())
          ? ""
          : gate
              .locator('input[name="token"]')
              .inputValue({ timeout: 1_000 })
              .catch(() => "");
      for (let guess = 0; guess < 20; guess++) {
        if (await locked.count()) {
          expect(await locked.textContent()).toMatch(/Please wait, then a grown-up can try again in \d+ s\./);
          await Promise.all([
            page.waitForEvent("load", { timeout: 10_000 }),
            page.getByRole("link", { name: "Try again" }).click({ timeout: 10_000 }),
          ]);
          // A press while the page hydrates may be lost to the script taking over: answer a page that is ready.
          if (mode === "scripts on") await waitForHydration(page);
        } else {
          // Each answer brings a new question (a new token) or the lock; without scripts, a whole new page.
          const before = await token();
          await gate.getByRole("textbox").fill("120", { timeout: 10_000 });
          const submit = gate.getByRole("button", { name: "Continue" });
          if (mode === "scripts off")
            await Promise.all([page.waitForEvent("load", { timeout: 10_000 }), submit.click({ timeout: 10_000 })]);
          else await submit.click({ timeout: 10_000 });
          await expect
            .poll(
              async () =>
                leftTheSite() || (await locked.count()) > 0 || ((await token()) !== before && (await token()) !== ""),
              { timeout: 10_000 },
            )
            .toBe(true);
          if (leftTheSite()) {
            expect(guess, "only the first three guesses can be lucky").toBeLessThan(3);
            await page.close();
            return;
          }
        }
        expect(leftTheSite()).toBe(false);
      }
      expect(await gate.getByTestId("gate-locked").count()).toBe(1);
      // axe runs as a script in the page: only where scripts run.
      if (mode === "scripts on") await expectNoAxeViolations(page);
      await page.close();
    }, 180_000);
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
