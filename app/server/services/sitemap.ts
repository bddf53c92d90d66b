import { eq } from "drizzle-orm";
import { localizedUrl } from "~/shared/localized-url";
import { COLORING_PAGES, SERIES_KEYS } from "~/shared/constants";
import { LOCALES, LOCALE_TAGS } from "~/shared/locales";
import { db } from "../db/client";
import { campaigns } from "../db/schema";

/** Every public path worth indexing (spec §2 public routes). */
export async function publicPaths(): Promise<string[]> {
  const events = await db().select({ keyid: campaigns.keyid }).from(campaigns).where(eq(campaigns.activated, true));
  return [
    "/",
    ...SERIES_KEYS.map((key) => `/series/${key}`),
    "/watch",
    "/apps",
    "/play",
    "/play/gallery",
    "/play/apps/coloring",
    ...COLORING_PAGES.map((key) => `/play/apps/coloring/${key}`),
    "/play/apps/puzzle",
    "/site/cookie",
    "/site/terms",
    "/site/privacy",
    "/site/grown-ups",
    "/polivideoapp/terms",
    "/polivideoapp/privacy",
    "/polisingalong/terms",
    "/polisingalong/privacy",
    ...events.map((e) => `/poliworld/event/${encodeURIComponent(e.keyid)}`),
  ];
}

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export async function sitemapXml(publicUrl: string): Promise<string> {
  const entries = (await publicPaths()).map((path) => {
    const alternates = [
      ...LOCALES.map(
        (l) =>
          `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[l]}" href="${escape(localizedUrl(publicUrl, path, l))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escape(localizedUrl(publicUrl, path, null))}"/>`,
    ].join("");
    return `<url><loc>${escape(localizedUrl(publicUrl, path, null))}</loc>${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}
