import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { routeLabel } from "./route-label";

/** The shape of the build's manifest for a few routes of app/routes.ts (root, a layout, pages, API, catch-alls). */
const routes = {
  root: { id: "root", path: "" },
  "routes/public/layout": { id: "routes/public/layout", parentId: "root" },
  home: { id: "home", parentId: "routes/public/layout", index: true },
  "routes/public/series": { id: "routes/public/series", parentId: "routes/public/layout", path: "series/:seriesKey" },
  "routes/public/not-found": { id: "routes/public/not-found", parentId: "routes/public/layout", path: "*" },
  "routes/api/admin-media-item": { id: "routes/api/admin-media-item", parentId: "root", path: "api/admin/media/:id" },
  "routes/api/not-found": { id: "routes/api/not-found", parentId: "root", path: "api/*" },
} as unknown as ServerBuild["routes"];

describe("routeLabel", () => {
  it("labels by the matched route's pattern, never the path", () => {
    expect(routeLabel(routes, "/")).toBe("page:/");
    expect(routeLabel(routes, "/series/season5?utm_source=x")).toBe("page:/series/:seriesKey");
    expect(routeLabel(routes, "/SERIES/%73eason1/")).toBe("page:/series/:seriesKey");
    expect(routeLabel(routes, "/api/admin/media/42")).toBe("api:/api/admin/media/:id");
  });

  it("gives the paths only a catch-all matches that catch-all's one label", () => {
    const labels = new Set(
      ["/x1", "/no/such/page", "/api/x2", "/api/admin/nothing", "/%E0%A4%A"].map((url) => routeLabel(routes, url)),
    );
    expect([...labels].sort()).toEqual(["api:/api/*", "not-found"]);
  });
});
