import type { EntryContext } from "react-router";

/**
 * The page's `Link` response header: what its first paint needs, then what it hydrates with, so the browser starts
 * both when the headers arrive and a phone's bandwidth goes to the paint first (issue 30).
 *
 * - Its stylesheets (`rel=preload; as=style`), in the order `<Links />` writes them. In the head, React places the
 *   framework's module preloads ahead of the stylesheets (react-dom hoists `<link rel="modulepreload">`; a stylesheet
 *   without a `precedence` stays where `<Links />` is), so without the header the scripts would be asked for first.
 * - `rendered`: what the render itself preloads, from React's `onHeaders` (entry.server.tsx): the first screen's
 *   `fetchPriority="high"` pictures and the fonts asked for with `preload()`, which React then leaves out of the
 *   HTML (a picture with a `srcSet`, and a `<link>` a route's `links()` returns, stay in the head). In the header they
 *   start with the headers rather than once the parser reaches the head. Measured on `/` (`node bench/first-load.ts`,
 *   throttled phone, 6 passes of 5 alternating): hydrated 3.78 → 3.35 s (median; earlier in 5 of 6 passes), largest
 *   paint 2.05 → 1.98 s (within the spread); Lighthouse's simulated largest paint did not move (it is bounded by the
 *   main thread's work before the paint, not the fetch).
 * - The modules `<Scripts />` preloads (`rel=modulepreload; fetchpriority=low`), the same files. `<Scripts />` gives
 *   its preloads no priority, so Chromium fetches them at High, level with the stylesheets, the font and the first
 *   pictures; asked for here at Low, they take what bandwidth those leave. The document's own `<link
 *   rel="modulepreload">` for the same address then finds the module already on its way (a module is fetched once
 *   per address), so nothing is fetched twice. Measured: hydration on a throttled phone unchanged (`node
 *   bench/first-load.ts`), Lighthouse's simulated first paint 2.3 s → 1.1 s (it counts a High-priority script as
 *   blocking the paint, GoogleChrome/lighthouse#17163).
 */
export function preloadLinkHeader(context: EntryContext, rendered?: string): string | null {
  const entries = [
    ...stylesheets(context).map((href) => `<${encodeURI(href)}>; rel=preload; as=style`),
    ...(rendered ? [rendered] : []),
    ...modules(context).map((href) => `<${encodeURI(href)}>; rel=modulepreload; fetchpriority=low`),
  ];
  return entries.length > 0 ? entries.join(", ") : null;
}

/** The stylesheets `<Links />` writes: a page that failed renders the routes down to the one whose boundary shows it. */
function stylesheets({ manifest, staticHandlerContext }: EntryContext): string[] {
  const { matches, errors } = staticHandlerContext;
  const failed = errors ? matches.findIndex((match) => errors[match.route.id] !== undefined) : -1;
  const hrefs = new Set<string>();
  for (const match of failed >= 0 ? matches.slice(0, failed + 1) : matches) {
    for (const href of manifest.routes[match.route.id]?.css ?? []) hrefs.add(href.split("#")[0]);
  }
  return [...hrefs];
}

/**
 * The modules `<Scripts />` preloads before hydration: the route manifest (when every route is in it from the start,
 * react-router.config.ts), the client entry and its imports, and for every matched route (a failed page included:
 * the client loads them all) its module, its client action, loader and hydrate-fallback modules, and their imports.
 */
function modules({ manifest, staticHandlerContext, routeDiscovery, ssr }: EntryContext): string[] {
  const hrefs = new Set<string>();
  if (!(routeDiscovery.mode === "lazy" && ssr)) hrefs.add(manifest.url);
  hrefs.add(manifest.entry.module);
  for (const href of manifest.entry.imports) hrefs.add(href);
  for (const match of staticHandlerContext.matches) {
    const route = manifest.routes[match.route.id];
    if (!route) continue;
    const { module, clientActionModule, clientLoaderModule, hydrateFallbackModule } = route;
    for (const href of [module, clientActionModule, clientLoaderModule, hydrateFallbackModule])
      if (href) hrefs.add(href);
    for (const href of route.imports ?? []) hrefs.add(href);
  }
  return [...hrefs];
}
