import type { EntryContext } from "react-router";

/**
 * The page's stylesheets as a `Link: <…>; rel=preload; as=style` response header, in the order `<Links />` writes
 * them. The browser starts them when the headers arrive, before it parses the head, where React places the
 * framework's module preloads ahead of the stylesheets (react-dom hoists `<link rel="modulepreload">`; a stylesheet
 * without a `precedence` stays where `<Links />` is). With the stylesheets first the page paints sooner on a slow
 * phone, while the scripts it hydrates with are still loading (issue 30; `node bench/first-load.ts` measures it).
 */
export function stylesheetPreloadHeader(context: EntryContext): string | null {
  const { manifest, staticHandlerContext } = context;
  const { matches, errors } = staticHandlerContext;
  // As <Links /> does: a page that failed renders the routes down to the one whose error boundary shows the error.
  const failed = errors ? matches.findIndex((match) => errors[match.route.id] !== undefined) : -1;
  const hrefs = new Set<string>();
  for (const match of failed >= 0 ? matches.slice(0, failed + 1) : matches) {
    for (const href of manifest.routes[match.route.id]?.css ?? []) hrefs.add(href.split("#")[0]);
  }
  if (hrefs.size === 0) return null;
  return [...hrefs].map((href) => `<${encodeURI(href)}>; rel=preload; as=style`).join(", ");
}
