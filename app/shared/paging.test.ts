import { describe, expect, it } from "vitest";
import { dashboardPagingSchema, pageIndexSchema, rowsPerPageSchema } from "./api/paging";
import {
  clampPage,
  clampPageIndex,
  dashboardPagingFromQuery,
  MAX_PAGE_INDEX,
  pageCount,
  pageIndexFromQuery,
} from "./paging";

const query = (text: string) => new URLSearchParams(text);

describe("paging (spec §5, DESIGN §4.13)", () => {
  it("counts pages, with at least one page", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });

  it("clamps a page index between the first and the last page", () => {
    expect(clampPageIndex(-3, 4)).toBe(0);
    expect(clampPageIndex(9, 4)).toBe(3);
    expect(clampPageIndex(Number.NaN, 4)).toBe(0);
    expect(clampPageIndex(2, 0)).toBe(0);
    expect(clampPage(5, 25, 12)).toBe(2);
    expect(clampPage(1, 24, 12)).toBe(1);
    expect(clampPage(2, 24, 12)).toBe(1);
    expect(clampPage(3, 0, 12)).toBe(0);
  });

  it("an API query's page: from 0 up to the bound, 400 beyond or when not a whole number", () => {
    expect(pageIndexSchema.parse(undefined)).toBe(0);
    expect(pageIndexSchema.parse("0")).toBe(0);
    expect(pageIndexSchema.parse(String(MAX_PAGE_INDEX))).toBe(MAX_PAGE_INDEX);
    for (const bad of [String(MAX_PAGE_INDEX + 1), "-1", "1.5", "two"])
      expect(pageIndexSchema.safeParse(bad).success, bad).toBe(false);
  });

  it("rows per page: 1 to the list's maximum; dashboards only 10, 25 or 50", () => {
    const rows = rowsPerPageSchema(48, 12);
    expect(rows.parse(undefined)).toBe(12);
    expect(rows.parse("1")).toBe(1);
    expect(rows.parse("48")).toBe(48);
    for (const bad of ["0", "49"]) expect(rows.safeParse(bad).success, bad).toBe(false);
    expect(dashboardPagingSchema.parse({})).toEqual({ page: 0, rowsPerPage: 25 });
    expect(dashboardPagingSchema.parse({ page: "3", rowsPerPage: "50" })).toEqual({ page: 3, rowsPerPage: 50 });
    expect(dashboardPagingSchema.safeParse({ rowsPerPage: "20" }).success).toBe(false);
  });

  it("a screen's ?page= never fails: junk reads as the first page, a huge number as the bound (the list clamps it)", () => {
    expect(pageIndexFromQuery(query(""))).toBe(0);
    expect(pageIndexFromQuery(query("page=3"))).toBe(3);
    for (const junk of ["-2", "2.5", "abc", "", "1e400", "0x10"])
      expect(pageIndexFromQuery(query(`page=${junk}`)), junk).toBe(0);
    expect(pageIndexFromQuery(query("page=99999999999"))).toBe(MAX_PAGE_INDEX);
    expect(dashboardPagingFromQuery(query("page=2&rowsPerPage=20"))).toEqual({ page: 2, rowsPerPage: 25 });
    expect(dashboardPagingFromQuery(query("rowsPerPage=10"))).toEqual({ page: 0, rowsPerPage: 10 });
  });
});
