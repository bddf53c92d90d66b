import { describe, expect, it } from "vitest";
import { metricsAccess } from "./metrics";

const TOKEN = "scrape-me-please-0123";

describe("metricsAccess", () => {
  it("asks for the token when one is configured", () => {
    expect(metricsAccess({ production: true, metricsToken: TOKEN }, `Bearer ${TOKEN}`)).toBe("allow");
    expect(metricsAccess({ production: true, metricsToken: TOKEN }, "Bearer wrong-token-wrong-token")).toBe("unauthorized");
    expect(metricsAccess({ production: false, metricsToken: TOKEN }, undefined)).toBe("unauthorized");
    expect(metricsAccess({ production: true, metricsToken: TOKEN }, TOKEN)).toBe("unauthorized");
  });

  it("hides the endpoint in production without a token, and leaves it open in development", () => {
    expect(metricsAccess({ production: true }, undefined)).toBe("hidden");
    expect(metricsAccess({ production: false }, undefined)).toBe("allow");
  });
});
