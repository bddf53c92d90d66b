import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, acceptCookies, expectNoAxeViolations, openBrowser } from "./helpers/browser";

/**
 * Issue 14: the events row was half empty with clipped text and arrows that did nothing, and the event pages were
 * reachable from nowhere. Seeded: English visitors see two campaigns, Japanese visitors one.
 */
const contexts: Record<"phone" | "desktop", BrowserContext> = {} as Record<"phone" | "desktop", BrowserContext>;
beforeAll(async () => {
  [contexts.phone, contexts.desktop] = await Promise.all([
    openBrowser({ viewport: PHONE }),
    openBrowser({ viewport: DESKTOP }),
  ]);
  await Promise.all([acceptCookies(contexts.phone), acceptCookies(contexts.desktop)]);
});
afterAll(async () => Promise.all([contexts.phone?.close(), contexts.desktop?.close()]));

async function eventsRow(page: Page, path: string) {
  await page.goto(path);
  const section = page.getByRole("region", { name: /^(Events|イベント)$/ });
  await section.scrollIntoViewIfNeeded();
  return section.evaluate((root) => {
    const box = (el: Element) => el.getBoundingClientRect();
    const list = root.querySelector("ul")!;
    const cards = [...root.querySelectorAll("a")];
    return {
      row: { left: box(list).left, right: box(list).right, width: box(list).width },
      section: { left: box(root).left, right: box(root).right },
      cards: cards.map((a) => ({
        href: a.getAttribute("href"),
        left: box(a).left,
        right: box(a).right,
        top: box(a).top,
        clipped: [...a.querySelectorAll("span")].some(
          (s) => s.scrollHeight > s.clientHeight + 1 || s.scrollWidth > s.clientWidth + 1,
        ),
      })),
      arrows: root.querySelectorAll("button").length,
    };
  });
}

describe("events on the home page", () => {
  it("fill one row on a desktop (two cards side by side), with their whole text and no arrows", async () => {
    const page = await contexts.desktop.newPage();
    const { row, cards, arrows } = await eventsRow(page, "/en");
    expect(cards).toHaveLength(2);
    expect(arrows).toBe(0);
    expect(cards[0].top).toBe(cards[1].top);
    expect(cards[0].left).toBeCloseTo(row.left, 0);
    expect(cards[1].right).toBeCloseTo(row.right, 0);
    expect(cards.filter((c) => c.clipped)).toEqual([]);
    await page.close();
  });

  it("stack full width on a phone", async () => {
    const page = await contexts.phone.newPage();
    const { row, cards } = await eventsRow(page, "/en");
    for (const card of cards) {
      expect(card.left).toBeCloseTo(row.left, 0);
      expect(card.right).toBeCloseTo(row.right, 0);
      expect(card.clipped).toBe(false);
    }
    await page.close();
  });

  it("centre a single event", async () => {
    const page = await contexts.desktop.newPage();
    const { section, cards } = await eventsRow(page, "/ja");
    expect(cards).toHaveLength(1);
    expect((cards[0].left + cards[0].right) / 2).toBeCloseTo((section.left + section.right) / 2, 0);
    await page.close();
  });

  it("link every card to its event page", async () => {
    const page = await contexts.desktop.newPage();
    const { cards } = await eventsRow(page, "/en");
    expect(cards.map((c) => c.href).sort()).toEqual([
      "/poliworld/event/coloring-party-en",
      "/poliworld/event/puzzle-week",
    ]);
    await page.close();
  });
});

describe("an event page", () => {
  for (const name of ["phone", "desktop"] as const) {
    it(`reads like a small landing page on a ${name}: picture, title, dates, text, a call to action and a way back`, async () => {
      const page = await contexts[name].newPage();
      await page.goto("/en");
      await page.locator('a[href="/poliworld/event/puzzle-week"]').click();
      await page.waitForURL("**/poliworld/event/puzzle-week");
      await expect.poll(() => page.locator("h1").textContent()).toBe("Puzzle Week");
      const hero = page.locator("main header");
      await expect
        .poll(() => hero.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await hero.locator("time").count()).toBe(2);
      expect(await page.getByText("A new jigsaw picture every day.").isVisible()).toBe(true);
      const cta = page.locator("[data-cta]");
      expect(await cta.textContent()).toBe("Join in!");
      expect(await cta.getAttribute("href")).toBe("/play");
      // The call to action is in the first screen.
      const box = await cta.boundingBox();
      expect(box && box.y + box.height <= (name === "phone" ? PHONE.height : DESKTOP.height)).toBe(true);
      expect(box && box.height >= 44).toBe(true);
      await expectNoAxeViolations(page);
      await cta.click();
      await page.waitForURL((url) => url.pathname === "/play");
      await page.goBack();
      await page.getByRole("link", { name: "Back to home" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await page.close();
    });
  }

  it("points an event whose target is itself to more play instead", async () => {
    const page = await contexts.desktop.newPage();
    await page.goto("/poliworld/event/theme-park-kr?lang=ko&country=KR");
    expect(await page.locator("[data-cta]").getAttribute("href")).toBe("/play");
    await page.close();
  });
});
