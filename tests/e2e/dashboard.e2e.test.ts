import crypto from "node:crypto";
import sharp from "sharp";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptCookies, devSignIn, expectNoAxeViolations, openBrowser, PHONE } from "./helpers/browser";
import { waitForHydration } from "./helpers/hydration";

/** The staff dashboard as dev:e2e-admin: changes show on the public site on the next request and land in the logs. */
const SCREENS = [
  "/rt-dashboard",
  "/rt-dashboard/users",
  "/rt-dashboard/media",
  "/rt-dashboard/campaign",
  "/rt-dashboard/seo",
  "/rt-dashboard/logs",
  "/rt-dashboard/analytics",
  "/rt-dashboard/videos",
  "/rt-dashboard/pictures",
];
const tag = crypto.randomBytes(3).toString("hex");
const CAMPAIGN = `Rescue Parade ${tag}`;
const SEO_TITLE = `Gallery of Young Rescuers ${tag}`;

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await openBrowser();
  await acceptCookies(context);
  page = await context.newPage();
  await devSignIn(page, "e2e-admin");
});
afterAll(async () => context?.close());

/** Waits for the toast a change shows (sonner renders it in a live region). */
async function toast(text: string | RegExp) {
  await page.getByText(text).first().waitFor({ state: "visible", timeout: 10_000 });
}

/** Toggles a switch from the keyboard (its input is visually hidden inside the drawn track, as React Aria renders it). */
async function press(control: Locator) {
  await control.focus();
  await page.keyboard.press("Space");
}

async function carouselTitles(country: string): Promise<string> {
  await page.goto(`/?country=${country}`);
  await page.locator("main").waitFor();
  return page.locator("main").innerText();
}

describe("dashboard as an administrator", () => {
  for (const path of SCREENS) {
    it(`${path} renders in the dashboard frame with no axe violations`, async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.locator("h1").count()).toBe(1);
      expect(await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link").count()).toBe(9);
      expect(await page.locator("footer").innerText()).toContain(
        "Changes are reflected on the public site immediately",
      );
      expect(await page.locator('footer a[href^="mailto:"]').count()).toBe(1);
      await expectNoAxeViolations(page);
    });
  }

  it("fits every screen on a phone: wide tables scroll inside their frame, the page never scrolls sideways", async () => {
    const phone = await openBrowser({ viewport: PHONE });
    await acceptCookies(phone);
    const tab = await phone.newPage();
    await devSignIn(tab, "e2e-admin");
    for (const path of SCREENS) {
      await tab.goto(path);
      await tab.locator("h1").waitFor();
      const { scrollWidth, innerWidth } = await tab.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, path).toBeLessThanOrEqual(innerWidth);
    }
    await phone.close();
  });

  it("creates a campaign (banner uploaded in the dialog) that the home carousel shows in its region only", async () => {
    await page.goto("/rt-dashboard/campaign");
    await page.getByRole("button", { name: "New campaign" }).click();
    const dialog = page.getByRole("dialog", { name: "New campaign" });
    await dialog.getByRole("textbox", { name: "Title" }).fill(CAMPAIGN);
    await dialog.getByRole("textbox", { name: "Description" }).fill("Meet the rescue team on parade!");
    await dialog.getByRole("textbox", { name: "Country" }).fill("JP");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Upload a new banner" }).click();
    const upload = page.getByRole("dialog", { name: "Upload a picture" });
    const png = await sharp({ create: { width: 576, height: 324, channels: 3, background: "#ffd23f" } })
      .png()
      .toBuffer();
    await upload.getByLabel("Picture").setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: png });
    await upload.getByRole("button", { name: "Upload" }).click();
    await toast("Uploaded successfully.");
    await expect
      .poll(() => dialog.getByRole("textbox", { name: "Banner" }).inputValue())
      .toMatch(/^\/media\/[0-9a-f]+\.png$/);
    await dialog.getByRole("button", { name: "Create" }).click();
    await toast("Campaign created.");
    // Created goes first.
    await expect.poll(() => page.locator("tbody tr").first().innerText()).toContain(CAMPAIGN);

    expect(await carouselTitles("JP")).toContain(CAMPAIGN);
    expect(await carouselTitles("US")).not.toContain(CAMPAIGN);
  });

  it("previews the carousel for a country and language, then deactivates the campaign: struck through and gone from the site", async () => {
    await page.goto("/rt-dashboard/campaign?pc=JP&pl=en");
    expect(await page.getByRole("region", { name: "Home carousel preview" }).innerText()).toContain(CAMPAIGN);
    await press(page.getByRole("switch", { name: `Active: ${CAMPAIGN}` }));
    await toast("The campaign is deactivated.");
    await expect
      .poll(async () => page.locator("tbody tr", { hasText: CAMPAIGN }).locator("[class*=struck]").count())
      .toBe(1);
    expect(await carouselTitles("JP")).not.toContain(CAMPAIGN);
  });

  it("filters a gallery coloring out, and the gallery no longer shows it", async () => {
    await page.goto("/play/gallery");
    const thumb = await page.locator("main article img").first().getAttribute("src");
    expect(thumb).toMatch(/^\/media\//);
    await page.goto("/rt-dashboard/media?type=coloring");
    const card = page.locator("li", { has: page.locator(`img[src="${thumb}"]`) });
    await press(card.getByRole("switch", { name: "Shown on the site" }));
    await toast("Filtered out: it no longer shows on the site.");
    await page.goto("/play/gallery");
    await page.locator("main article").first().waitFor();
    expect(await page.locator(`main img[src="${thumb}"]`).count()).toBe(0);
  });

  it("changes a page's SEO title, which that page's <title> shows on the next request (live snippet preview)", async () => {
    await page.goto("/rt-dashboard/seo");
    await page.getByRole("button", { name: /^Edit \/play\/gallery/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Title" }).fill(SEO_TITLE);
    expect(await dialog.getByRole("region", { name: "Search result preview" }).innerText()).toContain(SEO_TITLE);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Save" }).click();
    await toast("Saved.");
    await page.goto("/play/gallery");
    expect(await page.title()).toBe(SEO_TITLE);
    // Moving on inside the app, the next page has its own title (not the gallery's entry), and back again.
    await waitForHydration(page);
    const dataResponse = page.waitForResponse((r) => new URL(r.url()).pathname === "/play.data");
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Play", exact: true })
      .click();
    await page.waitForURL(/\/play$/);
    // A client-side navigation's data is as personal as the page: no shared cache keeps it.
    expect((await dataResponse).headers()["cache-control"]).toBe("private, no-cache");
    await expect.poll(() => page.title()).not.toBe(SEO_TITLE);
    expect(await page.title()).toContain("Play");
    await page.goBack();
    await expect.poll(() => page.title()).toBe(SEO_TITLE);
  });

  it("finds every one of these changes in the activity logs and the CSV export", async () => {
    await page.goto("/rt-dashboard/logs");
    const table = await page.locator("table").innerText();
    for (const action of ["media.upload", "campaign.create", "campaign.update", "media.update", "seo.update"])
      expect(table).toContain(action);
    expect(table).toContain(CAMPAIGN);
    expect(table).toContain(SEO_TITLE);
    await page.goto("/rt-dashboard/logs?action=campaign");
    const filtered = await page.locator("tbody").innerText();
    expect(filtered).toContain("campaign.create");
    expect(filtered).not.toContain("seo.update");
    const csv = await (await page.request.get("/api/admin/logs.csv")).text();
    expect(csv).toContain(CAMPAIGN);
    // Staff are named by their list name (issue 28), as everywhere, and by their id.
    const me = (
      (await (await page.request.get("/api/fetch-user")).json()) as { user: { id: string; displayName: string } }
    ).user;
    expect(csv).toContain(`${me.id},${me.displayName},`);
  });
});

describe("moving between the public site and the dashboard", () => {
  it("brings the dashboard's own translations along without a reload, and leaves them out of public pages", async () => {
    const browser = await openBrowser();
    await acceptCookies(browser);
    const tab = await browser.newPage();
    await devSignIn(tab, "e2e-admin");
    const home = await tab.goto("/ko");
    // The account corner loads on its own: wait until its Dashboard link is hydrated, or the click reloads the page.
    await waitForHydration(tab, "header a[href='/rt-dashboard']");
    // Public pages do not carry the dashboard's text (about 10 KB per page).
    expect(await home?.text()).not.toContain("진행 중인 캠페인");
    await tab.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await tab.getByRole("link", { name: "대시보드" }).click();
    await tab.waitForURL(/\/rt-dashboard$/);
    await expect.poll(() => tab.locator("main").innerText()).toContain("진행 중인 캠페인");
    expect(await tab.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await tab.getByRole("link", { name: "사이트로 돌아가기" }).click();
    await expect.poll(() => tab.getByRole("heading", { level: 1, name: "야호! 구조대가 왔어요!" }).count()).toBe(1);
    expect(await tab.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await browser.close();
  });
});

describe("dashboard guard", () => {
  it("a visitor gets the sign-in screen (401) and no dashboard; a manager gets no users or logs (403 inside the frame)", async () => {
    const visitor = await openBrowser();
    await acceptCookies(visitor);
    const anon = await visitor.newPage();
    const response = await anon.goto("/rt-dashboard/campaign");
    expect(response?.status()).toBe(401);
    expect(await anon.getByRole("heading", { name: "Staff sign-in" }).count()).toBe(1);
    expect(await anon.getByRole("navigation", { name: "Dashboard" }).count()).toBe(0);
    expect(await anon.content()).not.toContain("Campaign Management</h1>");
    await anon.keyboard.press("Escape");
    await expectNoAxeViolations(anon);
    // Signing in from the login dialog comes back to the dashboard screen the visitor asked for.
    await anon.goto("/rt-dashboard/seo?from=guard");
    await anon.getByRole("link", { name: "Dev sign-in" }).click();
    await anon.getByLabel(/name/i).fill("e2e-admin");
    await Promise.all([
      anon.waitForURL(/\/rt-dashboard\/seo\?from=guard$/),
      anon.getByRole("button", { name: /sign in/i }).click(),
    ]);
    await expect.poll(() => anon.getByRole("heading", { level: 1, name: "SEO Entries" }).count()).toBe(1);

    const manager = await visitor.newPage();
    await devSignIn(manager, "e2e-manager");
    await manager.goto("/rt-dashboard");
    const nav = manager.getByRole("navigation", { name: "Dashboard" });
    // Each entry's name, without the count of uploads waiting that Media shows when other tests left some (issue 28).
    const entries = (await nav.getByRole("link").allInnerTexts()).map((text) => text.split("\n")[0]!.trim());
    expect(entries).toEqual([
      "Dashboard",
      "Media Management",
      "Pictures",
      "Video Library",
      "Campaign Management",
      "SEO Entries",
      "Analytics",
    ]);
    const users = await manager.goto("/rt-dashboard/users");
    expect(users?.status()).toBe(403);
    expect(await manager.getByRole("heading", { name: "Staff only" }).count()).toBe(1);
    expect(await manager.locator("table").count()).toBe(0);
    await expectNoAxeViolations(manager);
    await visitor.close();
  });
});
