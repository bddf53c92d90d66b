// Integration tests through the router: a Request goes through React Router's own request handler with the app's
// real route tree (app/routes.ts), so route middleware (the guards of DESIGN §4.1), loaders, actions, resource routes,
// `.data` requests and the site's steps around the router (router-steps.ts: the JSON error shaping, the database
// outage answer) all run as in production, through the same siteRequestHandler the server uses. What sits in Express
// in front of it (the CSRF origin check, body limits) and the page cache (signed-out pages only) are not here: the
// fault and e2e tests cover them against the built server.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { RouterContextProvider, type ServerBuild } from "react-router";
import routeConfig from "~/routes";
import { requestInfoContext } from "~/server/http/request-context";
import { siteRequestHandler } from "~/server/http/router-steps";
import { makeRequest, type RequestOptions } from "./route-args";

type ServerRoute = NonNullable<ServerBuild["routes"][string]>;
type RouteModule = ServerRoute["module"];

/** Every module under app/, loaded on demand the way the build's chunks are. */
const APP_MODULES = import.meta.glob<RouteModule>([
  "../../app/root.tsx",
  "../../app/entry.server.tsx",
  "../../app/routes/**/*.{ts,tsx}",
]);

async function appModule(file: string): Promise<RouteModule> {
  const load = APP_MODULES[`../../app/${file}`];
  if (!load) throw new Error(`tests/helpers/router.ts: no module app/${file}`);
  return load();
}

/** React Router's default route id: the file's path under app/ without its extension. */
const defaultId = (file: string) => file.replace(/\.[^./]+$/, "");

async function flatten(entries: RouteConfigEntry[], parentId: string, into: Record<string, ServerRoute>) {
  for (const entry of entries) {
    const id = entry.id ?? defaultId(entry.file);
    into[id] = {
      id,
      parentId,
      path: entry.path,
      index: entry.index,
      caseSensitive: entry.caseSensitive,
      module: await appModule(entry.file),
    };
    if (entry.children) await flatten(entry.children, id, into);
  }
}

/** A route the test adds to the real tree, e.g. a probe under a guarded layout that has no check of its own. */
export interface ExtraRoute {
  id: string;
  parentId: string;
  path: string;
  /** A resource route's handlers (no component). */
  module: Pick<RouteModule, "loader" | "action">;
}

/** The manifest the document renderer reads; the client files it names do not exist (nothing here loads them). */
function assetsFor(routes: Record<string, ServerRoute>): ServerBuild["assets"] {
  const manifestRoutes = Object.fromEntries(
    Object.values(routes).map((route): [string, ServerBuild["assets"]["routes"][string]] => [
      route.id,
      {
        id: route.id,
        parentId: route.parentId,
        path: route.path,
        index: route.index,
        caseSensitive: route.caseSensitive,
        hasAction: Boolean(route.module.action),
        hasLoader: Boolean(route.module.loader),
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: Boolean(route.module.ErrorBoundary),
        module: `/test-assets/${route.id}.js`,
        imports: [],
        css: [],
        clientActionModule: undefined,
        clientLoaderModule: undefined,
        clientMiddlewareModule: undefined,
        hydrateFallbackModule: undefined,
      },
    ]),
  );
  return {
    entry: { module: "/test-assets/entry.client.js", imports: [] },
    routes: manifestRoutes,
    url: "/test-assets/manifest.js",
    version: "test",
    hmr: undefined,
    sri: undefined,
  };
}

/** The app's server build, assembled from the same route config and modules the bundler uses. */
export async function testServerBuild(extraRoutes: ExtraRoute[] = []): Promise<ServerBuild> {
  const routes: Record<string, ServerRoute> = {
    root: {
      id: "root",
      parentId: undefined,
      path: "",
      index: undefined,
      caseSensitive: undefined,
      module: await appModule("root.tsx"),
    },
  };
  await flatten(routeConfig, "root", routes);
  for (const extra of extraRoutes)
    routes[extra.id] = { ...extra, module: extra.module as RouteModule, index: undefined, caseSensitive: undefined };
  return {
    entry: { module: (await appModule("entry.server.tsx")) as unknown as ServerBuild["entry"]["module"] },
    routes,
    assets: assetsFor(routes),
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
    allowedActionOrigins: false,
  };
}

export type RouterFetch = (pathname: string, options?: RequestOptions) => Promise<Response>;

/**
 * A function that sends a request for `pathname` through the router and the site's steps around it, as the Express
 * layer does (a fresh load context per request). Build it once per test file: it loads every route module.
 */
export async function routerFetch(extraRoutes: ExtraRoute[] = []): Promise<RouterFetch> {
  const handle = siteRequestHandler({ build: await testServerBuild(extraRoutes), mode: "production" });
  let sequence = 0;
  return async (pathname, options = {}) => {
    const request = makeRequest(pathname, options);
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { requestId: `router-test-${(sequence += 1)}`, nonce: "", ip: "127.0.0.1" });
    return handle(request, context);
  };
}
