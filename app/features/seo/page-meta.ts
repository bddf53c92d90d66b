import type { MetaDescriptor } from "react-router";
import type { SeoEntry } from "~/shared/api/site";
import { SITE_NAME } from "~/shared/constants";
import { localizedUrl } from "~/shared/localized-url";
import { LOCALES, LOCALE_TAGS, isLocale, type Locale } from "~/shared/locales";

interface RootMetaData {
  locale: Locale;
  messages: Record<string, string>;
  publicUrl: string;
}

/** The public frame's route loads the SEO entry of the page being shown (routes/public/layout.tsx). */
const PUBLIC_LAYOUT_ID = "routes/public/layout";

interface MetaArgs {
  location: { pathname: string; search: string };
  matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>;
}

export interface PageMetaOptions {
  /** Translation key or, with `raw`, plain text. */
  title: string;
  description?: string;
  raw?: boolean;
  image?: string;
  type?: "website" | "video.other" | "article";
  /** Extra JSON-LD objects; a function gets the translator and the canonical URL of the page. */
  jsonLd?: Record<string, unknown>[] | ((tr: (key: string) => string, canonical: string) => Record<string, unknown>[]);
  noindex?: boolean;
  /** The page this one repeats (e.g. a puzzle at a piece count → the puzzle page): canonical and alternates point there. */
  canonicalPath?: string;
}

function matchData<T>(matches: MetaArgs["matches"], id: string): T | undefined {
  const match = matches.find((m) => m?.id === id);
  return (match?.loaderData ?? match?.data) as T | undefined;
}

/**
 * Title, description, canonical, hreflang alternates (8 locales + x-default), Open Graph, Twitter and JSON-LD
 * for one page; an SEO entry from the dashboard for this path overrides title, description, image and noindex.
 */
export function pageMeta({ location, matches }: MetaArgs, options: PageMetaOptions): MetaDescriptor[] {
  const root = matchData<RootMetaData>(matches, "root");
  if (!root) return [{ title: SITE_NAME }];
  const tr = (key: string) => (options.raw ? key : (root.messages[key] ?? key));
  const siteName = root.messages["Site Name"] ?? SITE_NAME;
  const seo = matchData<{ seo: SeoEntry | null }>(matches, PUBLIC_LAYOUT_ID)?.seo ?? null;
  const baseTitle = tr(options.title);
  const title = seo?.title || (baseTitle === siteName ? siteName : `${baseTitle} | ${siteName}`);
  const description =
    seo?.description || (options.description ? tr(options.description) : (root.messages["Site Description"] ?? ""));
  const image = new URL(seo?.image || options.image || "/art/og-default.png", root.publicUrl).href;
  const hasLang = new URLSearchParams(location.search).has("lang");
  const isHome = location.pathname === "/" || isLocale(location.pathname.slice(1));
  const pathname = options.canonicalPath ?? location.pathname;
  const canonical = localizedUrl(
    root.publicUrl,
    pathname,
    isHome && location.pathname !== "/" ? root.locale : hasLang ? root.locale : null,
  );
  const noindex = seo?.noindex || options.noindex;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...LOCALES.map((l) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: LOCALE_TAGS[l],
      href: localizedUrl(root.publicUrl, pathname, l),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: localizedUrl(root.publicUrl, pathname, null) },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:locale", content: LOCALE_TAGS[root.locale].replace(/-/g, "_") },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...(seo?.keywords ? [{ name: "keywords", content: seo.keywords }] : []),
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: siteName,
        url: root.publicUrl,
        logo: `${root.publicUrl}/art/logo.svg`,
      },
    },
    ...(typeof options.jsonLd === "function"
      ? options.jsonLd((key) => root.messages[key] ?? key, canonical)
      : (options.jsonLd ?? [])
    ).map((data) => ({ "script:ld+json": { "@context": "https://schema.org", ...data } })),
  ];
  return tags;
}
