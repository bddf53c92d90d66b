import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, acceptCookies, devSignIn, openBrowser } from "./helpers/browser";
import { waitForHydration } from "./helpers/hydration";

/** Issue 14's small frictions a parent notices, each checked the way a visitor meets it. */
interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const contexts: BrowserContext[] = [];
async function context(options: Parameters<typeof openBrowser>[0], consent = true): Promise<BrowserContext> {
  const made = await openBrowser(options);
  if (consent) await acceptCookies(made);
  contexts.push(made);
  return made;
}
afterAll(async () => {
  for (const made of contexts) await made.close();
});

async function openFirstColoring(page: Page) {
  await page.locator("article button").first().click();
  await page.getByRole("dialog").waitFor();
}
const emoticonOrder = (page: Page) =>
  page
    .getByRole("dialog")
    .getByRole("toolbar")
    .locator("img")
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));

describe("gallery dialog", () => {
  let staff: Page;
  beforeAll(async () => {
    staff = await (await context({ viewport: PHONE, hasTouch: true })).newPage();
    await devSignIn(staff, "e2e-admin");
  });

  it("Cancel in the delete confirmation closes only the confirmation; the coloring's dialog stays", async () => {
    await staff.goto("/play/gallery");
    await waitForHydration(staff);
    await openFirstColoring(staff);
    const dialog = staff.getByRole("dialog");
    await dialog.getByRole("button", { name: "Delete", exact: true }).tap();
    const confirm = staff.getByRole("alertdialog");
    await confirm.waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).tap();
    await confirm.waitFor({ state: "detached" });
    await staff.waitForTimeout(400);
    expect(await dialog.count()).toBe(1);
    expect(await dialog.getByRole("button", { name: "Delete", exact: true }).isVisible()).toBe(true);
    // Escape in the confirmation also steps back one level only.
    await dialog.getByRole("button", { name: "Delete", exact: true }).tap();
    await confirm.waitFor();
    await staff.keyboard.press("Escape");
    await confirm.waitFor({ state: "detached" });
    expect(await dialog.count()).toBe(1);
  });

  it("after a reaction the chosen emoticon pops with a confirmation before the dialog closes, and the grid keeps its order", async () => {
    await staff.goto("/play/gallery");
    await waitForHydration(staff);
    await openFirstColoring(staff);
    const before = await emoticonOrder(staff);
    expect(before).toHaveLength(24);
    const choice = staff.getByRole("dialog").getByRole("button", { name: /^(React with|Take back) Helly: cool$/ });
    await choice.tap();
    const feedback = staff.getByTestId("reaction-feedback");
    await expect
      .poll(() => feedback.textContent(), { timeout: 5_000 })
      .toMatch(/Sent! Thank you for cheering\.|taken back/);
    expect(await feedback.locator('img[src$="/h6.svg"]').isVisible()).toBe(true);
    expect(await staff.getByRole("dialog").count(), "still open while the feedback shows").toBe(1);
    await staff.getByRole("dialog").waitFor({ state: "detached", timeout: 5_000 });
    await openFirstColoring(staff);
    expect(await emoticonOrder(staff), "the same order after choosing h6").toEqual(before);
    expect(
      await staff.getByRole("dialog").locator('[data-latest] img[src$="/h6.svg"]').count(),
      "the latest is marked",
    ).toBe(1);
  });
});

describe("cookie banner on a first visit to the games", () => {
  for (const [path, what] of [
    ["/play/apps/coloring/poli", "label, button"],
    ["/play/apps/puzzle", "canvas, button"],
  ] as const) {
    it(`${path}: the banner covers no control and no piece of the game`, async () => {
      for (const [locale, width] of [
        ["en", 390],
        ["ru", 320],
        ["ja", 390],
        ["id", 360],
      ] as const) {
        const page = await (await context({ viewport: { width, height: 844 } }, false)).newPage();
        await page.goto(`${path}?lang=${locale}`);
        const banner = page.getByRole("region", { name: /cookie|クッキー|Kebijakan|Политика/i });
        await banner.waitFor();
        await page.locator(`main :is(${what})`).first().waitFor();
        const { bannerBox, mainTop, covered } = await page.evaluate((selector) => {
          const box = (el: Element) => {
            const r = el.getBoundingClientRect();
            return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
          };
          const alert =
            document.querySelector("[data-compact]") ?? document.querySelector('[role="region"][aria-label]')!;
          const b = box(alert);
          const hit = [...document.querySelectorAll(`main :is(${selector})`)]
            .map(box)
            .filter((r) => r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom);
          return { bannerBox: b, mainTop: box(document.querySelector("main")!).top, covered: hit.length };
        }, what);
        expect(covered, `${path} ${locale} ${width}px`).toBe(0);
        expect(bannerBox.bottom, `${path} ${locale} ${width}px: only over the header`).toBeLessThanOrEqual(mainTop + 1);
        expect(intersects(bannerBox, { left: 0, top: mainTop, right: width, bottom: 844 })).toBe(false);
        await page.context().close();
      }
    });
  }
});

describe("toasts", () => {
  it("look like the brand's: the site's font, a brand-blue border, round corners", async () => {
    const page = await (await context({ viewport: DESKTOP })).newPage();
    await devSignIn(page, `toast-${Date.now().toString(36)}`);
    await page.goto("/user");
    await page.getByRole("button", { name: "Sign out" }).click();
    const toast = page.locator("[data-sonner-toast]").first();
    await toast.waitFor();
    const style = await toast.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        font: s.fontFamily,
        border: s.borderTopColor,
        width: parseFloat(s.borderTopWidth),
        radius: parseFloat(s.borderTopLeftRadius),
      };
    });
    expect(style.font).toContain("Nunito");
    expect(style.border).toBe("rgb(0, 142, 208)");
    expect(style.width).toBeGreaterThanOrEqual(3);
    expect(style.radius).toBeGreaterThanOrEqual(16);
  });
});
