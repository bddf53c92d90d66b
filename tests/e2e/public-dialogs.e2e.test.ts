import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptCookies, expectNoAxeViolations, newVisitorPage, openBrowser } from "./helpers/browser";
import { waitForHydration } from "./helpers/hydration";

let context: BrowserContext;
beforeAll(async () => {
  context = await openBrowser();
  await acceptCookies(context);
  // Off-site pages never load in tests: the stores and social sites answer with a stub.
  await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>off-site</title>" }),
  );
});
afterAll(async () => context?.close());

async function open(path: string): Promise<Page> {
  const page = await newVisitorPage(context);
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

describe("character dialog", () => {
  it("opens from the character section, records an analytics event and closes back to the card", async () => {
    const page = await open("/series/season5");
    const tracked = page.waitForRequest(
      (r) => r.url().endsWith("/api/analytics") && (r.postData() ?? "").includes("character_open:poli"),
    );
    const card = page.locator('button[data-character="poli"]');
    await card.click();
    const dialog = page.getByTestId("character-dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole("heading", { name: "Poli" }).count()).toBe(1);
    expect(JSON.parse((await tracked).postData() ?? "{}")).toMatchObject({
      kind: "event",
      name: "character_open:poli",
      path: "/series/season5",
      locale: "en",
    });
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-character"))).toBe("poli");
    await page.close();
  });

  it("shows the additional rescue team only where the season has one", async () => {
    const page = await open("/series/season5?lang=ko");
    expect(await page.getByRole("heading", { name: "함께하는 구조대 친구들" }).count()).toBe(1);
    expect(await page.locator('button[data-character="cap"]').count()).toBe(1);
    await page.goto("/series/fire-safety?lang=ko");
    expect(await page.getByRole("heading", { name: "함께하는 구조대 친구들" }).count()).toBe(0);
    await page.close();
  });
});

describe("apps page", () => {
  it("opens a licensed app's dialog with its title, store badges for the locale and a Close button", async () => {
    const page = await open("/apps?lang=ko");
    await page.getByRole("button", { name: "구조대 퍼즐" }).click();
    const dialog = page.getByTestId("licensed-app-dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole("heading").textContent()).toBe("구조대 퍼즐");
    // Store badges lead through the parental gate's page (tests/e2e/parental-gate.e2e.test.ts).
    const destination = async (store: string) =>
      new URL((await dialog.locator(`a[data-store="${store}"]`).getAttribute("href"))!, "http://x").searchParams.get(
        "to",
      );
    expect(await destination("ios")).toBe("https://apps.apple.com/kr/app/id6450000202");
    expect(await destination("android")).toMatch(/id=com\.brightblocks\.rescuepuzzle&hl=ko$/);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "닫기" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.close();
  });

  it("lists terms and privacy links for both official apps and links developers only when they have a site", async () => {
    const page = await open("/apps");
    for (const href of [
      "/polivideoapp/terms",
      "/polivideoapp/privacy",
      "/polisingalong/terms",
      "/polisingalong/privacy",
    ]) {
      expect(await page.locator(`main a[href="${href}"]`).count(), href).toBe(1);
    }
    expect(await page.getByRole("link", { name: /Kidsway Games/ }).count()).toBe(1);
    expect(await page.getByRole("link", { name: /Bright Blocks Studio/ }).count()).toBe(0);
    expect(await page.getByText("Bright Blocks Studio").count()).toBe(1);
    await page.close();
  });
});

describe("home", () => {
  it("opens the app promo's store badges, and the events row (its cards all fit) shows no arrows", async () => {
    const page = await open("/");
    const promo = page.locator("section[data-app]");
    expect(["video", "singalong"]).toContain(await promo.getAttribute("data-app"));
    await promo.getByRole("button", { name: "Get the app" }).click();
    const dialog = page.getByTestId("app-promo-dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator("a[data-store]").count()).toBe(2);
    await dialog.getByRole("button", { name: "Close" }).click();
    const events = page.getByRole("region", { name: "Events" });
    expect(await events.getByRole("button", { name: /slide/ }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "POLI Rescue Team: discover Season 5" }).getAttribute("href")).toBe(
      "/series/season5",
    );
    await page.close();
  });
});

describe("China variant", () => {
  it("shows China video sites instead of streaming promos and the watch slider, and no Google Play badge", async () => {
    const page = await open("/series/season2");
    expect(await page.getByTestId("streaming-promos").count()).toBe(1);
    expect(await page.getByTestId("china-video-sites").count()).toBe(0);
    expect(await page.locator('a[data-store="android"]').count()).toBe(1);
    await page.goto("/series/season2?country=CN&lang=zh-cn");
    expect(await page.getByTestId("streaming-promos").count()).toBe(0);
    const sites = page.getByTestId("china-video-sites");
    expect(await sites.getByRole("link").count()).toBe(4);
    expect(await sites.getByRole("heading").textContent()).toBe("在中国观看");
    expect(await page.locator('a[data-store="android"]').count()).toBe(0);
    expect(await page.getByRole("link", { name: "观看剧集" }).count()).toBe(0);
    await page.goto("/?country=CN");
    expect(await page.getByTestId("china-video-sites").count()).toBe(1);
    expect(await page.locator('main a[href^="/watch/"]').count()).toBe(0);
    expect(await page.locator("footer").getByRole("link", { name: /Weibo/ }).count()).toBe(1);
    expect(
      await page
        .locator("footer")
        .getByRole("link", { name: /Facebook/ })
        .count(),
    ).toBe(0);
    await page.close();
  });
});

describe("not found", () => {
  it("answers unknown series, events and paths with the not-found screen and status 404", async () => {
    const page = await newVisitorPage(context);
    for (const path of ["/series/season9", "/poliworld/event/no-such-event", "/this/does/not/exist"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(await page.getByRole("heading", { level: 1 }).textContent(), path).toBe("Oops! We can't find that page");
      expect(await page.getByRole("link", { name: "Back to home" }).count(), path).toBe(1);
      expect(await page.locator("header").count()).toBe(1);
      expect(await page.locator("main").count()).toBe(1);
    }
    await expectNoAxeViolations(page);
    await page.close();
  });

  it("shows an event with its dates in the visitor's language and a way back", async () => {
    const page = await context.newPage();
    const response = await page.goto("/poliworld/event/theme-park-kr?lang=ko");
    expect(response?.status()).toBe(200);
    expect(await page.locator("h1").textContent()).toBe("구조대 테마파크 봄 축제");
    expect(await page.locator("time").first().textContent()).toMatch(/^\d{4}년 \d{1,2}월 \d{1,2}일$/);
    expect(await page.locator("main p", { hasText: "주말마다" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "홈으로 가기" }).count()).toBe(1);
    await page.close();
  });
});
