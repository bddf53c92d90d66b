import { describe, expect, it } from "vitest";
import { pageWindow } from "./page-window";

describe("pagination window", () => {
  it("shows up to 5 page numbers centred on the current page", () => {
    expect(pageWindow(0, 1)).toEqual([0]);
    expect(pageWindow(1, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(0, 10)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 10)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(42, 10)).toEqual([5, 6, 7, 8, 9]);
  });
});
