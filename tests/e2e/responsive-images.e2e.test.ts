// Issue 15: every raster picture on the public pages comes in a modern format at about the size it is shown.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, acceptCookies, baseURL, openBrowser } from "./helpers/browser";

interface Shown {
  src: string;
  natural: number;
  css: number;
}

/** Opens `path`, scrolls to the bottom so lazy pictures load, and answers what came and what is shown. */
async function visit(page: Page, path: string): Promise<{ types: Map<string, string>; shown: Shown[] }> {
  const types = new Map<string, string>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "image")
      types.set(response.url(), response.headers()["content-type"] ?? "");
  });
  await page.goto(path, { waitUntil: "networkidle" });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
  });
  await page.waitForLoadState("networkidle");
  const shown = await page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.naturalWidth > 0 && img.currentSrc && !/\.svg(\?|$)/.test(img.currentSrc))
      .map((img) => ({ src: img.currentSrc, natural: img.naturalWidth, css: img.getBoundingClientRect().width })),
  );
  return { types, shown };
}

describe("responsive modern images on a phone (390 × 844)", () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await openBrowser({ viewport: PHONE });
    await acceptCookies(context);
  });
  afterAll(async () => {
    await context.close();
  });

  it.each(["/", "/play", "/play/gallery", "/watch/demo-s5e01"])(
    "%s: every raster picture loaded (the video poster too) is AVIF or WebP, at most twice its shown width",
    async (path) => {
      const page = await context.newPage();
      const { types, shown } = await visit(page, path);
      const raster = [...types].filter(([, type]) => !type.includes("svg"));
      expect(raster.length, `raster pictures on ${path}`).toBeGreaterThan(0);
      expect(
        raster.filter(([, type]) => !/^image\/(avif|webp)/.test(type)),
        "pictures in an old format",
      ).toEqual([]);
      expect(shown.length).toBeGreaterThan(0);
      const oversized = shown.filter((img) => img.css > 0 && img.natural > 2 * img.css + 1);
      expect(oversized, "pictures more than twice as wide as shown").toEqual([]);
      // The site's own player takes one poster address: a WebP variant for the phone's width, not the 1280 px JPEG.
      const posters = await page
        .locator("video[poster]")
        .evaluateAll((videos) => videos.map((v) => v.getAttribute("poster")));
      for (const poster of posters) expect(poster).toMatch(/^\/_img\/video\/.+\.(320|480|640|960|1280)\.webp$/);
      if (path.startsWith("/watch/")) expect(posters).toHaveLength(1);
      await page.close();
    },
  );

  it("/play preloads its largest picture (the puzzle of the day) with high priority, in AVIF at the sizes it is shown", async () => {
    const html = await (await fetch(`${baseURL()}/play`)).text();
    const preloads = html.match(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/g) ?? [];
    const preload = preloads.find((link) => /imagesrcset/i.test(link)) ?? "";
    // The fallback JPEG is not preloaded besides (React leaves an <img> inside <picture> to its sources).
    expect(
      preloads.filter((link) => /href="\/art\/puzzles\/[^"]+\.jpg"/.test(link) && !/imagesrcset/i.test(link)),
    ).toEqual([]);
    expect(preload).toMatch(/imageSrcSet="[^"]*\/_img\/art\/puzzles\/scene\d+\.[0-9a-f]+\.640\.avif 640w/i);
    expect(preload).toMatch(/imageSizes="[^"]+"/i);
    expect(preload).toMatch(/fetchPriority="high"/i);
    const today = /<img[^>]*data-testid="potd-today"[^>]*>/.exec(html)?.[0] ?? "";
    expect(today).toMatch(/fetchPriority="high"/i);
    expect(today).not.toMatch(/loading="lazy"/);
    expect(today).toMatch(/width="1200" height="900"/);
  });

  it("fixed pictures' variants and uploads' variants are cached for a year", async () => {
    const html = await (await fetch(`${baseURL()}/play`)).text();
    const fixed = /\/_img\/[^" ,]+\.avif/.exec(html)?.[0];
    const upload = /\/media\/_v\/\d+\/[^" ,]+\.webp/.exec(html)?.[0];
    for (const address of [fixed, upload]) {
      expect(address).toBeTruthy();
      const response = await fetch(`${baseURL()}${address}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toMatch(/max-age=31536000.*immutable/);
    }
  });
});
