import { describe, expect, it } from "vitest";
import { tagPage } from "../services/content-tags";
import { createCountryVariants } from "./country-variant";
import { createPageCache } from "./page-cache";
import { tagHeaders } from "./surrogate-keys";

const html = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-cache" };

/** A render that reads what `tags` name (as the services do while a page renders), after `delayMs`. */
const renderShowing =
  (body: string, tags: string[], delayMs = 0) =>
  async () => {
    tagPage(...tags);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return new Response(body, { headers: html });
  };

describe("pages tagged with what they show", () => {
  it("forgets only the pages carrying a changed tag", async () => {
    const pages = createPageCache({ ttlSeconds: 60 });
    await pages.fill("gallery-0", renderShowing("g0", ["gallery", "coloring:1"]), "n");
    await pages.fill("gallery-1", renderShowing("g1", ["gallery", "coloring:2"]), "n");
    await pages.fill("series", renderShowing("s", ["series:season5"]), "n");
    expect((await pages.get("gallery-0"))?.tags).toEqual(["site", "gallery", "coloring:1"]);

    expect(pages.invalidate(["coloring:2"])).toBe(1);
    expect(await pages.get("gallery-1")).toBeNull();
    expect((await pages.get("gallery-0"))?.body.toString()).toBe("g0");

    expect(pages.invalidate(["gallery", "campaigns:FR"])).toBe(1);
    expect(await pages.get("gallery-0")).toBeNull();
    expect((await pages.get("series"))?.body.toString()).toBe("s");

    // A change that cannot say what it touched (null), or `site`, forgets every page.
    await pages.fill("gallery-0", renderShowing("g0", ["gallery"]), "n");
    expect(pages.invalidate(null)).toBe(2);
    expect(await pages.get("series")).toBeNull();
    await pages.fill("series", renderShowing("s", ["series:season5"]), "n");
    expect(pages.invalidate(["site"])).toBe(1);
  });

  it("does not keep a page whose content changed while it rendered, and keeps one whose content did not", async () => {
    const pages = createPageCache({ ttlSeconds: 60 });
    const touched = pages.fill("gallery", renderShowing("old gallery", ["gallery"], 30), "n");
    const untouched = pages.fill("series", renderShowing("series", ["series:season5"], 30), "n");
    await new Promise((resolve) => setTimeout(resolve, 5));
    pages.invalidate(["gallery"]);
    const [served] = await Promise.all([touched, untouched]);
    // Served to the request that rendered it, but not kept for the next one.
    expect("page" in served && served.page.body.toString()).toBe("old gallery");
    expect(await pages.get("gallery")).toBeNull();
    expect((await pages.get("series"))?.body.toString()).toBe("series");
    // A render that starts after the change is kept.
    await pages.fill("gallery", renderShowing("new gallery", ["gallery"]), "n");
    expect((await pages.get("gallery"))?.body.toString()).toBe("new gallery");
  });

  it("keys a visitor's country by its variant: China, Korea and campaign regions apart, every other country together", () => {
    const variants = createCountryVariants();
    const pages = createPageCache({ ttlSeconds: 60, countryVariant: variants.variant });
    const key = (country: string) =>
      pages.keyFor(new Request("http://site.test/", { headers: { "cf-ipcountry": country } }));
    expect([key("CN"), key("kr"), key("FR"), key("DE"), key("")]).toEqual([
      "en|CN|0|/",
      "en|KR|0|/",
      "en||0|/",
      "en||0|/",
      "en||0|/",
    ]);
    variants.setCampaignRegions(["*", "fr"]);
    expect([key("FR"), key("DE"), key("CN")]).toEqual(["en|FR|0|/", "en||0|/", "en|CN|0|/"]);
  });
});

describe("tag headers for a CDN", () => {
  it("names the tags space-separated for Fastly and comma-separated for Cloudflare", () => {
    expect(tagHeaders(["site", "gallery", "coloring:3"])).toEqual({
      "Surrogate-Key": "site gallery coloring:3",
      "Cache-Tag": "site,gallery,coloring:3",
    });
  });

  it("keeps within the CDNs' 16 KB, coarse tags first", () => {
    const many = [...Array.from({ length: 2_000 }, (_, i) => `coloring:${i}`), "gallery"];
    const sent = tagHeaders(many)["Surrogate-Key"];
    expect(sent.length).toBeLessThanOrEqual(15_000);
    expect(sent.startsWith("gallery coloring:0 ")).toBe(true);
  });
});
