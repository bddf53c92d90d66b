// Issue 28: a short "For grown-ups" page in all 8 languages, listed in the sitemap.
import { describe, expect, it } from "vitest";
import * as legal from "~/routes/public/legal";
import * as sitemap from "~/routes/public/sitemap";
import { splitParagraph } from "~/features/frame/legal-document";
import { LOCALES } from "~/shared/locales";
import { call } from "../helpers/route-args";

const page = async (lang: string) =>
  (await call(legal.loader, `/site/grown-ups?lang=${lang}`, { params: { doc: "grown-ups" } })).json();

describe("/site/grown-ups", () => {
  it("says in every language what is kept, who sees it, and how to erase it, in six headed sections", async () => {
    const english = await page("en");
    expect(english.title).toBe("For grown-ups");
    expect(english.paragraphs.join(" ")).toMatch(/Delete account/);
    const titles = new Set<string>();
    for (const lang of LOCALES) {
      const doc = await page(lang);
      titles.add(doc.title);
      expect(doc.paragraphs, lang).toHaveLength(7);
      const sections = doc.paragraphs.map(splitParagraph).filter((s: { heading: string | null }) => s.heading);
      expect(
        sections.map((s: { number: string | null }) => s.number),
        lang,
      ).toEqual(["1", "2", "3", "4", "5", "6"]);
      expect(doc.paragraphs.join(" "), lang).toContain("privacy@poli-rescue.example");
      // Translated, not English copies.
      if (lang !== "en")
        expect(
          doc.paragraphs.filter((p: string) => english.paragraphs.includes(p)),
          lang,
        ).toEqual([]);
    }
    expect(titles.size).toBe(7); // zh-hk and zh-tw share 給家長
  });

  it("is in the sitemap", async () => {
    expect(await (await call(sitemap.loader, "/sitemap.xml")).text()).toContain(
      "<loc>http://localhost:3000/site/grown-ups</loc>",
    );
  });
});
