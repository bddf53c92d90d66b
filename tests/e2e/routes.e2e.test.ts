import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptCookies, expectNoAxeViolations, newVisitorPage, openBrowser } from "./helpers/browser";
import { PUBLIC_ROUTES } from "./helpers/public-routes";

/** Every route of spec §2 answers inside its frame; unknown paths are the 404 screen; each page passes axe. */

let context: BrowserContext;
beforeAll(async () => {
  context = await openBrowser();
  await acceptCookies(context);
});
afterAll(async () => context?.close());

describe("route map", () => {
  for (const path of PUBLIC_ROUTES) {
    it(`${path} renders in the frame with a heading, no axe violations and no CSP violations`, async () => {
      const page = await context.newPage();
      // Chromium reports a blocked eval (zod's probe) even when the page catches it: the CSP must never fire.
      await page.addInitScript(() => {
        (window as unknown as { cspViolations: string[] }).cspViolations = [];
        document.addEventListener("securitypolicyviolation", (e) => {
          (window as unknown as { cspViolations: string[] }).cspViolations.push(
            `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`,
          );
        });
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // A signed-out visitor's page may be shared (issue 15), then varying by cookie; one that sets a cookie (a language's
      // own URL) or is personal stays private. Shared pages go through the same CSP check below (with the nonce they were rendered with).
      const cacheControl = response?.headers()["cache-control"] ?? "";
      expect(cacheControl).toMatch(
        /^(private, no-(cache|store)|public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+)$/,
      );
      if (cacheControl.startsWith("public")) expect(response?.headers()["vary"]).toMatch(/Cookie/);
      if (response?.headers()["set-cookie"]) expect(cacheControl).toMatch(/^private/);
      await expect.poll(() => page.locator("h1").count()).toBeGreaterThan(0);
      expect(await page.locator("header").count()).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
      await page.close();
    });
  }

  it("answers an unknown path with the not-found screen and status 404", async () => {
    const page = await newVisitorPage(context);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole("link", { name: "Back to home" }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.close();
  });

  it("hides the footer in the play apps (app mode) and the logo on watch paths", async () => {
    const page = await context.newPage();
    await page.goto("/play/apps/coloring");
    expect(await page.locator("footer").count()).toBe(0);
    await page.goto("/watch");
    expect(await page.locator('header img[src="/art/logo.svg"]').count()).toBe(0);
    // Where the logo is hidden, a house icon (not the bare word "Home") leads home, 48 px square.
    const home = page.locator("header").getByRole("link", { name: "Home", exact: true });
    expect((await home.innerText()).trim()).toBe("");
    expect(await home.locator("svg").count()).toBe(1);
    const box = await home.boundingBox();
    expect(box && box.width >= 44 && box.height >= 44).toBe(true);
    await page.goto("/apps");
    expect(await page.locator('header img[src="/art/logo.svg"]').count()).toBe(1);
    expect(await page.locator("footer").count()).toBe(1);
    await page.close();
  });
});
