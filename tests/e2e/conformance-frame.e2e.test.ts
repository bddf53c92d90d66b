import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, acceptCookies, devSignIn, openBrowser } from "./helpers/browser";
import { waitForHydration } from "./helpers/hydration";

const run = Date.now().toString(36);
let context: BrowserContext;
beforeAll(async () => {
  context = await openBrowser({ viewport: DESKTOP });
  await acceptCookies(context);
});
afterAll(async () => context?.close());

describe("crash fallback (spec §2: 'Something went wrong.' with an expandable error text and component trace)", () => {
  it("shows the error text and the component trace behind a disclosure, and no recovery action", async () => {
    const page = await context.newPage();
    await page.goto("/");
    await waitForHydration(page);
    // Make the Apps screen's code throw while it renders, as a real defect would.
    // The Apps route's module (assets/apps-<hash>.js) is fetched when the visitor goes there.
    await page.route(/\/assets\/apps-[\w-]+\.js$/, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: "export default function Apps() { throw new Error('A test crash of the apps screen'); }",
      }),
    );
    await page.locator("header").getByRole("link", { name: "Apps", exact: true }).click();
    await page.waitForURL(/\/apps$/);
    const crash = page.locator(".crash");
    await expect.poll(() => crash.getByRole("heading", { name: "Something went wrong." }).count()).toBe(1);
    const details = crash.locator("details");
    expect(await details.getAttribute("open")).toBeNull();
    await crash.getByText("Error details").click();
    expect(await page.getByTestId("crash-error").textContent()).toContain("A test crash of the apps screen");
    await expect.poll(() => page.getByTestId("crash-trace").count()).toBe(1);
    expect(await crash.getByRole("heading", { name: "Component trace" }).count()).toBe(1);
    const trace = (await page.getByTestId("crash-trace").textContent()) ?? "";
    expect(trace.split("\n").filter((line) => line.trim().startsWith("at ")).length).toBeGreaterThan(3);
    // spec §8: no recovery action
    expect(await crash.getByRole("button").count()).toBe(0);
    expect(await crash.getByRole("link").count()).toBe(0);
    await page.close();
  });
});

describe("home → puzzle of the day (spec §2: 'Home also references /play/apps/puzzle/potd/{pieces}')", () => {
  it("the home page has the puzzle-of-the-day block with a link per piece count", async () => {
    const page = await context.newPage();
    await page.goto("/");
    const block = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Puzzle of the day", exact: true }) });
    expect(await block.count()).toBe(1);
    const hrefs = await block
      .getByRole("link", { name: /^\d+ pieces$/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([4, 6, 9, 12, 16, 20, 25].map((n) => `/play/apps/puzzle/potd/${n}`));
    await waitForHydration(page);
    await block.getByRole("link", { name: "9 pieces" }).click();
    await page.waitForURL(/\/play\/apps\/puzzle\/potd\/9$/);
    expect(await page.getByText("Something went wrong.").count()).toBe(0);
    await page.close();
  });
});

/** Touches the screen at the element's centre through the DevTools protocol, holding the finger for `holdMs`. */
async function press(page: Page, selector: string, holdMs: number): Promise<void> {
  const box = (await page.locator(selector).first().boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await page.waitForTimeout(holdMs);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

describe("tooltip touch delays (spec §9: 700 and 1500 ms; the own-colorings tooltip 'Featured Desc')", () => {
  it("a finger held 700 ms shows the tooltip, which leaves 1500 ms after the finger lifts; a tap opens the coloring", async () => {
    // A featured coloring of the painter's own: uploaded by the painter, featured by an administrator.
    const admin = await context.newPage();
    await devSignIn(admin, "e2e-admin");
    const phone = await openBrowser({ viewport: PHONE, hasTouch: true });
    await acceptCookies(phone);
    const page = await phone.newPage();
    await devSignIn(page, `featured-${run}`);
    const id = await page.evaluate(async () => {
      const canvas = document.createElement("canvas");
      canvas.width = 64;
      canvas.height = 64;
      const ctx = canvas.getContext("2d")!;
      ctx.fillStyle = "#ffd23f";
      ctx.fillRect(0, 0, 64, 64);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/png"));
      const form = new FormData();
      form.set("coloring", blob, "coloring.png");
      const response = await fetch("/api/upload/coloring", { method: "POST", body: form });
      return ((await response.json()) as { coloring: { id: number } }).coloring.id;
    });
    const featured = await admin.evaluate(
      async (id) =>
        (
          await fetch(`/api/admin/media/${id}`, {
            method: "PUT",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ featured: 1 }),
          })
        ).status,
      id,
    );
    expect(featured).toBe(200);
    await admin.close();

    await page.goto("/user");
    await waitForHydration(page);
    const tile = 'button[aria-label^="Coloring from"]';
    await page.locator(tile).first().waitFor();
    // Watch the tooltip come and go against the finger's own timeline, inside the page.
    await page.evaluate(() => {
      const w = window as unknown as { tipLog: Record<string, number> };
      w.tipLog = {};
      addEventListener("pointerdown", () => (w.tipLog.down = performance.now()), true);
      addEventListener("pointerup", () => (w.tipLog.up = performance.now()), true);
      new MutationObserver(() => {
        const shown = !!document.querySelector('[role="tooltip"]');
        if (shown && !w.tipLog.shown) w.tipLog.shown = performance.now();
        if (!shown && w.tipLog.shown && !w.tipLog.hidden) w.tipLog.hidden = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await press(page, tile, 1000);
    expect(await page.getByRole("tooltip").textContent()).toContain(
      "This coloring is featured in the Coloring Gallery!",
    );
    await expect.poll(() => page.getByRole("tooltip").count(), { timeout: 4000 }).toBe(0);
    const log = await page.evaluate(() => (window as unknown as { tipLog: Record<string, number> }).tipLog);
    expect(log.shown - log.down, "shows after 700 ms").toBeGreaterThanOrEqual(690);
    expect(log.shown - log.down, "shows after 700 ms").toBeLessThan(900);
    expect(log.hidden - log.up, "hides 1500 ms after lifting").toBeGreaterThanOrEqual(1490);
    expect(log.hidden - log.up, "hides 1500 ms after lifting").toBeLessThan(1800);
    // the long press was the tooltip's: the coloring did not open
    expect(await page.getByRole("dialog").count()).toBe(0);

    await press(page, tile, 80);
    await expect.poll(() => page.getByRole("dialog").count()).toBe(1);
    expect(await page.getByRole("tooltip").count()).toBe(0);
    await phone.close();
  });
});
