import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptCookies, expectNoAxeViolations, openBrowser, PHONE } from "./helpers/browser";
import { waitForHydration } from "./helpers/hydration";

// The seeded demo catalog (content/demo/videos.ts): 8 rendered videos, the newest "Lights Over Broomstown".
const NEWEST = "Lights Over Broomstown";

let context: BrowserContext;
beforeAll(async () => {
  context = await openBrowser();
  await acceptCookies(context);
});
afterAll(async () => context?.close());

const heading = (page: Page) => page.locator("h1").innerText();
const listTitles = (page: Page) => page.locator("main ul a [class*=itemTitle]").allInnerTexts();
const toasts = (page: Page) => page.locator("[data-sonner-toast]").allInnerTexts();
// The search in these tests is the hydrated page's (a call to the API); before hydration the form is a plain GET.
const search = async (page: Page, term: string) => {
  await waitForHydration(page);
  await page.getByRole("searchbox", { name: "Search videos" }).fill(term);
  await page.getByRole("button", { name: "Search", exact: true }).click();
};

describe("watch screen", () => {
  it("shows the newest video and the list, axe clean", async () => {
    const page = await context.newPage();
    await page.goto("/watch");
    expect(await heading(page)).toBe(NEWEST);
    expect(await page.getByRole("heading", { name: "More videos" }).count()).toBe(1);
    expect(await listTitles(page)).toHaveLength(8);
    expect(await page.locator('main a[aria-current="true"]').innerText()).toContain(NEWEST);
    await expectNoAxeViolations(page);
    await page.close();
  });

  it("searches, changes the order, opens a video without a reload, and shows it again after a reload", async () => {
    const page = await context.newPage();
    await page.goto("/watch");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await search(page, "rescue");
    await expect.poll(() => listTitles(page)).toEqual(["Snow Day Rescue", "Meet the Rescue Team"]);
    expect(await page.getByRole("status").filter({ hasText: "Videos found" }).innerText()).toBe("Videos found: 2");

    await page.getByRole("radio", { name: "Most watched" }).check({ force: true });
    await expect.poll(() => listTitles(page)).toEqual(["Meet the Rescue Team", "Snow Day Rescue"]);
    expect(await page.getByRole("radio", { name: "Most watched" }).isChecked()).toBe(true);

    await page.getByRole("link", { name: /Snow Day Rescue/ }).click();
    await page.waitForURL("**/watch/demo-s4e01");
    await expect.poll(() => heading(page)).toBe("Snow Day Rescue");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect.poll(() => page.title()).toMatch(/^Snow Day Rescue \|/);
    // The search and order stay as they were.
    expect(await listTitles(page)).toEqual(["Meet the Rescue Team", "Snow Day Rescue"]);
    expect(await toasts(page)).toEqual([]);

    const response = await page.reload();
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain("Snow Day Rescue");
    expect(await heading(page)).toBe("Snow Day Rescue");
    expect(await page.locator('main a[aria-current="true"]').innerText()).toContain("Snow Day Rescue");

    await page.goBack();
    await page.waitForURL("**/watch");
    await page.close();
  });

  it("moves between videos with the browser's back and forward buttons", async () => {
    const page = await context.newPage();
    await page.goto("/watch/demo-s2e01");
    expect(await heading(page)).toBe("Fog in the Harbour");
    await page.getByRole("link", { name: /Roy's Fire Drill/ }).click();
    await page.waitForURL("**/watch/demo-fire01");
    await expect.poll(() => heading(page)).toBe("Roy's Fire Drill");
    await page.goBack();
    await expect.poll(() => heading(page)).toBe("Fog in the Harbour");
    await page.goForward();
    await expect.poll(() => heading(page)).toBe("Roy's Fire Drill");
    await page.close();
  });

  it("cancels a pending search when a new one starts: only the last result, no error", async () => {
    const page = await context.newPage();
    // Hold the first search back so the second one overtakes it.
    const sent: string[][] = [];
    await page.route("**/api/politv/search?*", async (route) => {
      sent.push([...new URL(route.request().url()).searchParams.keys()]);
      if (new URL(route.request().url()).searchParams.get("term") === "snow")
        await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => {});
    });
    await page.goto("/watch");
    await search(page, "snow");
    await search(page, "sing along");
    await expect.poll(() => listTitles(page)).toEqual(["Sing Along: Siren Song", "Sing Along: Wash Your Wheels"]);
    await page.waitForTimeout(2000);
    expect(await listTitles(page)).toEqual(["Sing Along: Siren Song", "Sing Along: Wash Your Wheels"]);
    expect(await toasts(page)).toEqual([]);
    // Spec §7: the call takes term, channel and order (the language travels in the lang cookie).
    expect(sent).toEqual([
      ["term", "channel", "order"],
      ["term", "channel", "order"],
    ]);
    await page.close();
  });

  it("shows the server's error text as an error toast when a search fails", async () => {
    const page = await context.newPage();
    await page.route("**/api/politv/search?*", (route) =>
      route.fulfill({
        status: 502,
        contentType: "application/json",
        body: JSON.stringify({ error: "The video service is not available right now. Please try again later." }),
      }),
    );
    await page.goto("/watch");
    await search(page, "poli");
    await expect
      .poll(() => toasts(page))
      .toEqual([expect.stringContaining("The video service is not available right now.")]);
    expect(await listTitles(page)).toHaveLength(8);
    await page.close();
  });

  it("shows 'Video Not Found' with status 404 for an unknown video", async () => {
    const page = await context.newPage();
    const response = await page.goto("/watch/no-such-video");
    expect(response?.status()).toBe(404);
    expect(await page.locator("main").innerText()).toContain("Video Not Found");
    expect(await listTitles(page)).toHaveLength(8);
    await page.close();
  });

  it("hides the list in CN", async () => {
    const page = await context.newPage();
    await page.goto("/watch?country=CN");
    expect(await heading(page)).toBe(NEWEST);
    expect(await page.getByRole("heading", { name: "More videos" }).count()).toBe(0);
    expect(await page.getByRole("searchbox").count()).toBe(0);
    expect(await page.locator("main ul a").count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.close();
  });

  it("has touch targets of at least 44 px and no axe violations on a phone", async () => {
    const phone = await openBrowser({ viewport: PHONE, hasTouch: true });
    await acceptCookies(phone);
    const page = await phone.newPage();
    await page.goto("/watch");
    await search(page, "s");
    await expect.poll(() => listTitles(page)).not.toHaveLength(0);
    const small = await page.$$eval(
      "main a, main button, main input:not([type=radio]), main label:has(input[type=radio])",
      (elements) =>
        elements
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
          .map(
            ({ el, box }) =>
              `${el.tagName} "${el.textContent?.trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
          ),
    );
    expect(small).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page);
    await phone.close();
  });
});
