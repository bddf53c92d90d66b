import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { canonicalRequestPath } from "./canonical-path";

type RouteEntry = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

const trees = new WeakMap<object, RouteObject[]>();

/** The build's flat route manifest as the nested tree matchRoutes wants (made once per build). */
function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const cached = trees.get(routes);
  if (cached) return cached;
  const entries = Object.values(routes) as RouteEntry[];
  const build = (parentId: string | undefined): RouteObject[] =>
    entries
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: build(route.id) },
      );
  const tree = build(undefined);
  trees.set(routes, tree);
  return tree;
}

/**
 * A bounded metric label for a request the router answers (issue 29: labels made from raw paths grew the /metrics
 * scrape from 87 KB to 10.5 MB under requests to random paths): the matched route's pattern, as `page:/series/:seriesKey`
 * or `api:/api/admin/media/:id`; a path only the pages' catch-all matches (or that cannot be decoded) is `not-found`.
 * The set of labels is the set of routes in app/routes.ts, whatever the paths requested (and measureRequests labels
 * every 404 `not-found` in any case).
 */
export function routeLabel(routes: ServerBuild["routes"], url: string): string {
  const path = canonicalRequestPath(url);
  if (path === null) return "not-found";
  const matches = matchRoutes(routeTree(routes), path);
  const deepest = matches?.at(-1);
  if (!matches || !deepest || deepest.route.path === "*") return "not-found";
  const pattern = `/${matches
    .map((match) => match.route.path ?? "")
    .filter(Boolean)
    .join("/")}`.replace(/\/+/g, "/");
  return `${pattern === "/api" || pattern.startsWith("/api/") ? "api" : "page"}:${pattern}`;
}
