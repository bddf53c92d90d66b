import { describe, expect, it } from "vitest";
import { acceptCookies, baseURL, expectNoAxeViolations, openBrowser, PHONE } from "./helpers/browser";
import { waitForHydration } from "./helpers/hydration";

/** Spec §4 locale: the lang cookie first, then the browser's languages (zh → zh-cn), else en; changeable; kept 365 days. */
describe("languages", () => {
  it("takes the language from the lang cookie", async () => {
    const context = await openBrowser({ locale: "ko-KR" });
    await acceptCookies(context);
    await context.addCookies([{ name: "lang", value: "ja", url: baseURL() }]);
    const page = await context.newPage();
    await page.goto("/apps");
    expect(await page.locator("html").getAttribute("lang")).toBe("ja");
    expect(await page.locator("h1").textContent()).toBe("レスキューチームの アプリ");
    await context.close();
  });

  it("keeps the language of a language's own URL (/ko, ?lang=) for the next pages and reloads", async () => {
    const context = await openBrowser({ locale: "en-US" });
    await acceptCookies(context);
    const page = await context.newPage();
    await page.goto("/ko");
    await page.goto("/apps");
    expect(await page.locator("html").getAttribute("lang")).toBe("ko");
    await page.goto("/apps?lang=ru");
    await page.reload();
    await page.goto("/series/season5");
    expect(await page.locator("html").getAttribute("lang")).toBe("ru");
    await context.close();
  });

  it("takes the language from Accept-Language when there is no cookie, mapping zh to zh-cn", async () => {
    for (const [browserLocale, tag, headline] of [
      ["ko-KR", "ko", "야호! 구조대가 왔어요!"],
      ["zh", "zh-Hans-CN", "耶！救援队来啦！"],
      ["zh-TW", "zh-Hant-TW", "耶！救援隊來囉！"],
      ["pt-BR", "en", "Hooray! The rescue team is here!"],
    ]) {
      const context = await openBrowser({ locale: browserLocale });
      await acceptCookies(context);
      const page = await context.newPage();
      await page.goto("/");
      expect(await page.locator("html").getAttribute("lang"), browserLocale).toBe(tag);
      expect(await page.locator("h1").textContent(), browserLocale).toBe(headline);
      await context.close();
    }
  });

  it("switches language from the footer, keeps the visitor on the page and remembers the choice for 365 days", async () => {
    const context = await openBrowser();
    await acceptCookies(context);
    const page = await context.newPage();
    await page.goto("/series/season5");
    await waitForHydration(page);
    await page.locator("footer").getByRole("button", { name: "Русский" }).click();
    await expect.poll(() => page.locator("h1").textContent()).toBe("Сезон 5");
    expect(new URL(page.url()).pathname).toBe("/series/season5");
    expect(await page.locator("html").getAttribute("lang")).toBe("ru");
    const cookie = (await context.cookies()).find((c) => c.name === "lang");
    expect(cookie?.value).toBe("ru");
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    await page.reload();
    expect(await page.locator("h1").textContent()).toBe("Сезон 5");
    await context.close();
  });

  it("switches language from the site menu; on a language home page it moves to that language's home", async () => {
    const context = await openBrowser({ viewport: PHONE });
    await acceptCookies(context);
    const page = await context.newPage();
    await page.goto("/ko");
    await waitForHydration(page);
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    const drawer = page.getByRole("dialog");
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await drawer.getByRole("button", { name: "English" }).click();
    await page.waitForURL((url) => url.pathname === "/en");
    await expect.poll(() => page.locator("h1").textContent()).toBe("Hooray! The rescue team is here!");
    await context.close();
  });

  it("lists the nine series in the menu drawer's expandable Series entry", async () => {
    const context = await openBrowser({ viewport: PHONE });
    await acceptCookies(context);
    const page = await context.newPage();
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    const series = drawer.getByRole("button", { name: "Series" });
    expect(await series.getAttribute("aria-expanded")).toBe("false");
    await series.click();
    expect(await series.getAttribute("aria-expanded")).toBe("true");
    const links = drawer.locator('a[href^="/series/"]');
    expect(await links.count()).toBe(9);
    await drawer.getByRole("link", { name: "Fire Safety" }).click();
    await page.waitForURL("**/series/fire-safety");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Fire Safety");
    await context.close();
  });
});

describe("cookie alert", () => {
  it("shows until Continue is pressed, then stays dismissed after a reload (365 days)", async () => {
    const context = await openBrowser({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto("/");
    await waitForHydration(page);
    const alert = page.getByRole("region", { name: "Cookie Policy" });
    expect(await alert.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    const button = alert.getByRole("button", { name: "Continue" });
    expect((await button.boundingBox())?.width).toBe(80);
    await button.click();
    await expect.poll(() => alert.count()).toBe(0);
    const cookie = (await context.cookies()).find((c) => c.name === "cookie_consent");
    expect(((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(364);
    await page.reload();
    expect(await page.getByRole("region", { name: "Cookie Policy" }).count()).toBe(0);
    await context.close();
  });
});
