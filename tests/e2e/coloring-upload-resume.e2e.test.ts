import type { BrowserContext, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptCookies, expectNoAxeViolations, openBrowser, PHONE } from "./helpers/browser";
import { pixel, readyCanvas } from "./helpers/coloring";

/**
 * Issue 31 item 6, the way to the gallery: a signed-out child taps Upload, signs in, and comes back to an upload that
 * carries on by itself; the picture shows at once in the gallery (to the child only, until a grown-up approves it)
 * and on My page, from the child's own canvas while the server's copy is not there yet, never as an empty tile.
 */
let child: BrowserContext;
let stranger: BrowserContext;

beforeAll(async () => {
  child = await openBrowser({ viewport: PHONE, hasTouch: true });
  stranger = await openBrowser({ viewport: PHONE });
  await acceptCookies(child);
  await acceptCookies(stranger);
});
afterAll(async () => {
  await child?.close();
  await stranger?.close();
});

/** The tile's local picture: a JPEG drawn from the canvas, painted behind the server's copy. */
const localPreview = (tile: Locator) =>
  tile.locator("[data-local-preview]").evaluate((el) => getComputedStyle(el).backgroundImage);

describe("upload after signing in", () => {
  let uploaded: { id: number; thumbnailUrl: string };

  it("resumes the upload by itself when the child comes back signed in", async () => {
    const page = await child.newPage();
    await page.goto("/play/apps/coloring/beach");
    const box = await readyCanvas(page);
    await page.touchscreen.tap(box.x + box.width * 0.15, box.y + box.height * 0.3);
    await expect.poll(() => pixel(page, 0.15, 0.3)).toEqual([229, 57, 53, 255]);

    await page.getByRole("button", { name: "Upload" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in" });
    await dialog.waitFor();
    await dialog.getByRole("link", { name: "Dev sign-in" }).click();
    await page.waitForURL((url) => url.pathname === "/auth/dev");
    await page.getByLabel(/name/i).fill("e2e-resume-child");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/upload/coloring"), { timeout: 30_000 }),
      page.getByRole("button", { name: /sign in/i }).click(),
    ]);
    expect(response.status()).toBe(201);
    expect(new URL(page.url()).pathname).toBe("/play/apps/coloring/beach");
    uploaded = (await response.json()).coloring;
    await page.getByText("Uploaded successfully.").waitFor();
    // The drawing that went up is the one the child made before signing in.
    expect(await pixel(page, 0.15, 0.3)).toEqual([229, 57, 53, 255]);
    // Once: opening the app again does not upload again.
    let again = 0;
    page.on("request", (r) => void (r.url().endsWith("/api/upload/coloring") && again++));
    await page.reload();
    await readyCanvas(page);
    await page.waitForTimeout(1000);
    expect(again).toBe(0);
    await page.close();
  });

  it("shows it first in the child's gallery, from the canvas while the server's copy is not there, to no one else", async () => {
    const page = await child.newPage();
    // The server's copy is not ready yet (a slow storage or CDN): the tile must still show the picture.
    await page.route(`**${uploaded.thumbnailUrl}*`, (route) => route.abort());
    await page.goto("/play/gallery");
    const first = page.locator("main article").first();
    await expect.poll(() => first.innerText()).toContain("Waiting for a grown-up");
    expect(await localPreview(first)).toMatch(/^url\("data:image\/jpeg;base64,/);
    const size = await first.locator("[data-local-preview]").boundingBox();
    expect(size?.width).toBeGreaterThan(100);
    expect(size?.height).toBeGreaterThan(100);
    await page.unroute(`**${uploaded.thumbnailUrl}*`);
    await expectNoAxeViolations(page);

    // Pre-moderation is kept: the public list and another visitor's gallery do not have it.
    const listed = (await (await page.request.get("/api/colorings")).json()) as { colorings: { id: number }[] };
    expect(listed.colorings.map((c) => c.id)).not.toContain(uploaded.id);
    const other = await stranger.newPage();
    await other.goto("/play/gallery");
    await other.locator("main article").first().waitFor();
    expect(await other.getByText("Waiting for a grown-up").count()).toBe(0);
    expect(await other.locator(`img[src="${uploaded.thumbnailUrl}"]`).count()).toBe(0);
    await other.close();
    await page.close();
  });

  it("shows it on My page with the local picture behind the server's copy", async () => {
    const page = await child.newPage();
    await page.route(`**${uploaded.thumbnailUrl}*`, (route) => route.abort());
    await page.goto("/user");
    const tile = page.locator("li", { has: page.locator(`img[src="${uploaded.thumbnailUrl}"]`) });
    await expect.poll(() => tile.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => localPreview(tile)).toMatch(/^url\("data:image\/jpeg;base64,/);
    expect(await tile.innerText()).toContain("Waiting for review");
    await page.close();
  });
});

describe("download buttons on phones", () => {
  // Russian has the longest labels: a squeezed arrow would show there first.
  for (const [viewport, lang] of [
    [{ width: 320, height: 568 }, "en"],
    [{ width: 320, height: 568 }, "ru"],
    [{ width: 390, height: 844 }, "en"],
  ] as const) {
    it(`keep their 20×20 arrow at ${viewport.width} px wide (${lang})`, async () => {
      const context = await openBrowser({ viewport });
      await acceptCookies(context);
      const page = await context.newPage();
      await page.goto(`/play?lang=${lang}`);
      const links = page.locator("a[download]");
      expect(await links.count()).toBeGreaterThan(0);
      const boxes = await links.evaluateAll((as) =>
        as.map((a) => {
          const icon = a.querySelector("svg")?.getBoundingClientRect();
          const link = a.getBoundingClientRect();
          return { icon: icon && { w: icon.width, h: icon.height }, link: { w: link.width, h: link.height } };
        }),
      );
      for (const { icon, link } of boxes) {
        expect(icon).toEqual({ w: 20, h: 20 });
        expect(link.h).toBeGreaterThanOrEqual(44);
        expect(link.w).toBeGreaterThanOrEqual(44);
      }
      await context.close();
    });
  }
});
