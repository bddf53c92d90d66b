import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, acceptCookies, expectNoAxeViolations, openBrowser } from "./helpers/browser";

const TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", pdf: "application/pdf" };

let context: BrowserContext;
beforeAll(async () => {
  context = await openBrowser({ viewport: DESKTOP });
  await acceptCookies(context);
});
afterAll(async () => context?.close());

describe("play home", () => {
  it("shows today's puzzle picture, the same one the preview API gives for today", async () => {
    const page = await context.newPage();
    await page.goto("/play");
    const today = page.getByTestId("potd-today");
    await expect
      .poll(() => today.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const src = await today.getAttribute("src");
    const date = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
    const api = await (await page.request.get(`/api/potd/preview/${date}`)).json();
    expect(src).toBe(api.image);
    expect(await today.getAttribute("alt")).toMatch(/^Today's puzzle picture: .+/);
    // one link per piece option, straight into today's puzzle
    const hrefs = await page
      .getByRole("link", { name: /^\d+ pieces$/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([4, 6, 9, 12, 16, 20, 25].map((n) => `/play/apps/puzzle/potd/${n}`));
    expect(await page.getByRole("heading", { name: "Tomorrow's puzzle" }).count()).toBe(1);
    await page.close();
  });

  it("lists the 21 coloring pages (20 drawn and the blank one) and the coloring of the day", async () => {
    const page = await context.newPage();
    await page.goto("/play");
    const links = await page
      .locator('a[href^="/play/apps/coloring/"]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    // Pages staff added (media-<id>: other test files publish some on this server) come after the built-in ones.
    const pages = links.filter((href) => !href?.startsWith("/play/apps/coloring/media-"));
    expect(links.slice(0, pages.length)).toEqual(pages);
    expect(pages).toEqual(
      [
        ...["rescue_team", "poli", "roy", "amber", "helly", "mark", "cleany", "posty", "cap", "schoolb"],
        ...[
          "garage",
          "beach",
          "snowday",
          "harbor",
          "airfield",
          "picnic",
          "crossing",
          "festival",
          "hospital",
          "mountain",
        ],
        "blank",
      ].map((p) => `/play/apps/coloring/${p}`),
    );
    expect(await page.getByRole("heading", { name: "Coloring of the day" }).count()).toBe(1);
    expect(await page.getByText(/^By /).count()).toBeGreaterThan(0); // the demo data has featured colorings
    await page.close();
  });

  it("offers 3 desktop and 4 phone wallpapers, 8 coloring sheets and 10 paper crafts, each answering 200 with its type", async () => {
    const page = await context.newPage();
    await page.goto("/play");
    const links = await page
      .locator("a[download]")
      .evaluateAll((as) =>
        as.map((a) => ({ href: a.getAttribute("href") ?? "", label: a.getAttribute("aria-label") ?? "" })),
      );
    expect(links).toHaveLength(3 + 4 + 8 + 10);
    expect(links.filter((l) => /1920x1080\.jpg$/.test(l.href))).toHaveLength(3);
    expect(links.filter((l) => /1080x1920\.png$/.test(l.href))).toHaveLength(4);
    expect(links.filter((l) => /coloring-sheets\/.+\.pdf$/.test(l.href))).toHaveLength(8);
    expect(links.filter((l) => /paper-crafts\/.+\.pdf$/.test(l.href))).toHaveLength(10);
    for (const { href, label } of links) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      const ext = href.split(".").pop() ?? "";
      expect(response.headers()["content-type"], href).toContain(TYPES[ext]);
      expect((await response.body()).length, href).toBeGreaterThan(1000);
      // the file type and size are part of the link's name
      expect(label, href).toMatch(new RegExp(`\\((JPEG|PNG|PDF), [\\d.,]+\\s?[kM]B\\)`));
    }
    await page.close();
  });

  it("passes axe on a phone and on a desktop", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      await page.goto("/play");
      await expectNoAxeViolations(page);
      await page.close();
    }
  });
});
