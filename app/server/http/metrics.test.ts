import { describe, expect, it } from "vitest";
import { metricRoute, metricsAccess } from "./metrics";

const TOKEN = "scrape-me-please-0123";

describe("metricsAccess", () => {
  it("asks for the token when one is configured", () => {
    expect(metricsAccess({ production: true, metricsToken: TOKEN }, `Bearer ${TOKEN}`)).toBe("allow");
    expect(metricsAccess({ production: true, metricsToken: TOKEN }, "Bearer wrong-token-wrong-token")).toBe(
      "unauthorized",
    );
    expect(metricsAccess({ production: false, metricsToken: TOKEN }, undefined)).toBe("unauthorized");
    expect(metricsAccess({ production: true, metricsToken: TOKEN }, TOKEN)).toBe("unauthorized");
  });

  it("hides the endpoint in production without a token, and leaves it open in development", () => {
    expect(metricsAccess({ production: true }, undefined)).toBe("hidden");
    expect(metricsAccess({ production: false }, undefined)).toBe("allow");
  });
});

describe("metricRoute", () => {
  it("uses the router's route label, a fixed name before the router, and not-found for every 404", () => {
    expect(metricRoute("/series/season5", 200, "page:/series/:seriesKey")).toBe("page:/series/:seriesKey");
    expect(metricRoute("/no-such-page-123", 404, "not-found")).toBe("not-found");
    expect(metricRoute("/assets/nope-123.js", 404, undefined)).toBe("not-found");
    expect(metricRoute("/media/0123abcd.png", 200, undefined)).toBe("media");
    expect(metricRoute("/assets/entry-abc.js", 200, undefined)).toBe("static");
    expect(metricRoute("/healthz", 200, undefined)).toBe("/healthz");
  });
});
