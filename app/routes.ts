import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { LOCALES } from "./shared/locales";

// The route map of spec §2. Every module loads on demand (one chunk per route).
export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx", { id: "home" }),
    ...LOCALES.map((locale) => route(locale, "routes/public/home.tsx", { id: `home-${locale}` })),
    route("series/:seriesKey", "routes/public/series.tsx"),
    route("watch/:videoId?", "routes/watch/watch.tsx"),
    route("apps", "routes/public/apps.tsx"),
    route("play", "routes/play/play-home.tsx"),
    route("play/gallery", "routes/play/gallery.tsx"),
    route("play/apps/coloring/:pageKey?", "routes/play/coloring.tsx"),
    route("play/apps/puzzle", "routes/play/puzzle.tsx", { id: "puzzle-default" }),
    route("play/apps/puzzle/:pageKey/:pieces", "routes/play/puzzle.tsx", { id: "puzzle-pieces" }),
    route("site/:doc", "routes/public/legal.tsx", { id: "legal-site" }),
    route("polivideoapp/:doc", "routes/public/legal.tsx", { id: "legal-videoapp" }),
    route("polisingalong/:doc", "routes/public/legal.tsx", { id: "legal-singalong" }),
    route("user/*", "routes/account/user.tsx"),
    route("logged", "routes/account/logged.tsx"),
    route("redirect", "routes/account/redirect.tsx"),
    route("poliworld/event/:keyid", "routes/public/event.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("auth/dev", "routes/account/auth-dev.tsx"),
  route("auth/:provider", "routes/account/auth-start.tsx"),
  ...prefix("rt-dashboard", [
    layout("routes/dashboard/layout.tsx", [
      index("routes/dashboard/main.tsx"),
      route("users", "routes/dashboard/users.tsx"),
      route("media", "routes/dashboard/media.tsx"),
      route("campaign", "routes/dashboard/campaign.tsx"),
      route("seo", "routes/dashboard/seo.tsx"),
      route("logs", "routes/dashboard/logs.tsx"),
      route("analytics", "routes/dashboard/analytics.tsx"),
    ]),
  ]),
  route("sitemap.xml", "routes/public/sitemap.ts"),
  route("robots.txt", "routes/public/robots.ts"),
  ...prefix("api", [
    route("site-info/:locale", "routes/api/site-info.ts"),
    route("analytics", "routes/api/analytics.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),
] satisfies RouteConfig;
