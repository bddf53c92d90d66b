import { describe, expect, it } from "vitest";
import { clampPageIndex, pageCount, pageWindow } from "./page-window";

describe("pagination window", () => {
  it("counts pages of 12, with at least one page", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });

  it("clamps the page index between the first and the last page", () => {
    expect(clampPageIndex(-3, 4)).toBe(0);
    expect(clampPageIndex(9, 4)).toBe(3);
    expect(clampPageIndex(Number.NaN, 4)).toBe(0);
    expect(clampPageIndex(2, 0)).toBe(0);
  });

  it("shows up to 5 page numbers centred on the current page", () => {
    expect(pageWindow(0, 1)).toEqual([0]);
    expect(pageWindow(1, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(0, 10)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 10)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(42, 10)).toEqual([5, 6, 7, 8, 9]);
  });
});
