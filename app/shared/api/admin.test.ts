import { describe, expect, it } from "vitest";
import {
  campaignChanges,
  campaignCreateSchema,
  campaignInstant,
  campaignUpdateSchema,
  dashboardRole,
  datesInOrder,
  isSafeLink,
  regionSchema,
  seoCreateSchema,
} from "./admin";
import { gradeMayUse, isStaff } from "../roles";

describe("isSafeLink (DESIGN §4.10: https:// or site-relative)", () => {
  it.each([
    ["", true],
    ["/play/gallery", true],
    ["/poliworld/event/x?y=1#z", true],
    ["https://example.org/a", true],
    ["HTTPS://EXAMPLE.ORG", true],
    ["javascript:alert(1)", false],
    ["JAVASCRIPT:alert(1)", false],
    [" javascript:alert(1)", false],
    ["java\tscript:alert(1)", false],
    ["data:text/html,x", false],
    ["http://example.org", false],
    ["//evil.example", false],
    ["/\\evil.example", false],
    ["https://", false],
    ["vbscript:x", false],
    ["mailto:a@b.c", false],
    ["play/gallery", false],
  ])("%j → %s", (value, ok) => expect(isSafeLink(value)).toBe(ok));
});

describe("campaign dates", () => {
  it("a day means its first instant as a start and its last as an end", () => {
    expect(campaignInstant("2026-05-01", "start").toISOString()).toBe("2026-05-01T00:00:00.000Z");
    expect(campaignInstant("2026-05-01", "end").toISOString()).toBe("2026-05-01T23:59:59.999Z");
    expect(campaignInstant("2026-05-01T12:00:00.000Z", "end").toISOString()).toBe("2026-05-01T12:00:00.000Z");
    expect(datesInOrder("2026-05-01", "2026-05-01")).toBe(true);
    expect(datesInOrder("2026-05-02", "2026-05-01")).toBe(false);
  });

  it("create refuses impossible days and an end before the start; update refuses an empty change (spec §5)", () => {
    const good = { title: "T", bannerUrl: "/b.png", startDate: "2026-01-01", endDate: "2026-01-02" };
    expect(campaignCreateSchema.safeParse(good).success).toBe(true);
    expect(campaignCreateSchema.safeParse({ ...good, startDate: "2026-02-29" }).success).toBe(false);
    expect(campaignCreateSchema.safeParse({ ...good, startDate: "2026-01-03" }).success).toBe(false);
    expect(campaignUpdateSchema.safeParse({}).success).toBe(false);
    expect(campaignUpdateSchema.safeParse({ activated: false }).success).toBe(true);
  });

  it("campaignChanges gives only changed fields, or null when nothing changed", () => {
    const base = {
      region: "KR",
      channel: "ko" as const,
      title: "A",
      description: "",
      targetUrl: "",
      bannerUrl: "/b",
      startDate: "2026-01-01",
      endDate: "2026-01-31",
      activated: true,
    };
    expect(campaignChanges(base, { ...base })).toBeNull();
    expect(campaignChanges(base, { ...base, region: "JP", activated: false })).toEqual({
      region: "JP",
      activated: false,
    });
    expect(campaignChanges({ ...base, endDate: "2026-01-31T23:59:59.999Z" }, base)).toBeNull();
  });
});

describe("audience and SEO fields", () => {
  it("region is a two-letter code (upper-cased) or *", () => {
    expect(regionSchema.parse(" kr ")).toBe("KR");
    expect(regionSchema.parse("*")).toBe("*");
    expect(regionSchema.safeParse("KOR").success).toBe(false);
  });

  it("SEO title ≤ 70, description ≤ 160, path from /", () => {
    expect(seoCreateSchema.safeParse({ path: "/", title: "t".repeat(70), description: "d".repeat(160) }).success).toBe(
      true,
    );
    expect(seoCreateSchema.safeParse({ path: "/", title: "t".repeat(71) }).success).toBe(false);
    expect(seoCreateSchema.safeParse({ path: "/", description: "d".repeat(161) }).success).toBe(false);
    expect(seoCreateSchema.safeParse({ path: "apps" }).success).toBe(false);
  });
});

describe("dashboard roles (DESIGN §4.1)", () => {
  it("users and logs are for admins; the rest for managers too", () => {
    expect(dashboardRole("/rt-dashboard/users")).toBe("admin");
    expect(dashboardRole("/rt-dashboard/logs/")).toBe("admin");
    expect(dashboardRole("/rt-dashboard/media")).toBe("staff");
    expect(gradeMayUse("manager", "staff")).toBe(true);
    expect(gradeMayUse("manager", "admin")).toBe(false);
    expect(gradeMayUse("blocked", "staff")).toBe(false);
    expect(gradeMayUse("user", "staff")).toBe(false);
    expect(gradeMayUse("admin", "admin")).toBe(true);
    expect(gradeMayUse(null, "staff")).toBe(false);
    expect(["user", "manager", "admin", "blocked", null, "Admin"].map(isStaff)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
