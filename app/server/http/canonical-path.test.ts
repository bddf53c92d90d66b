import { describe, expect, it } from "vitest";
import { canonicalPath, canonicalRequestPath, isUnder, lenientCanonicalPath } from "./canonical-path";

describe("canonicalPath: the path the router matched, for every guard", () => {
  it("folds the spellings of one page into one path (issue 17)", () => {
    for (const raw of [
      "/rt-dashboard/users",
      "/rt-dashboard/USERS",
      "/RT-Dashboard/Users/",
      "/rt-dashboard/%75sers",
      "/rt-dashboard/%55SERS",
      "/rt-dashboard/Users.data",
      "/rt-dashboard/./users",
      "/rt-dashboard/x/../users",
      "/rt-dashboard//users",
      "/rt-dashboard\\users",
    ]) {
      expect(canonicalPath(raw), raw).toBe("/rt-dashboard/users");
    }
    expect(canonicalPath("/%61pi/admin/seo")).toBe("/api/admin/seo");
    expect(canonicalPath("/_.data")).toBe("/");
    expect(canonicalPath("/../../etc")).toBe("/etc");
  });

  it("refuses to guess at a malformed percent-encoding", () => {
    expect(canonicalPath("/%E0%A4%A")).toBeNull();
    expect(canonicalPath("/api/%")).toBeNull();
    expect(lenientCanonicalPath("/media/%ZZ.png")).toBe("/media/%zz.png");
    expect(isUnder(null, "/api")).toBe(false);
  });

  it("isUnder matches whole segments only", () => {
    expect(isUnder("/api", "/api")).toBe(true);
    expect(isUnder("/api/x", "/api")).toBe(true);
    expect(isUnder("/apix", "/api")).toBe(false);
  });

  it("reads the path of a full URL or of an Express originalUrl, never the query", () => {
    expect(canonicalRequestPath("http://localhost/rt-dashboard/Logs?x=/../users")).toBe("/rt-dashboard/logs");
    expect(canonicalRequestPath("/API/cotd?a=b")).toBe("/api/cotd");
  });
});
