import { describe, expect, it } from "vitest";
import { videoSearchQuerySchema } from "./videos";
import { DEFAULT_SEARCH_ORDER, orderForSearch, orderForState } from "~/shared/video-search";

describe("search order rules (spec §4, §5)", () => {
  it("starts with date", () => {
    expect(DEFAULT_SEARCH_ORDER).toBe("date");
  });

  it("keeps the three valid orders everywhere", () => {
    for (const order of ["date", "viewCount", "rating"]) {
      expect(orderForSearch(order)).toBe(order);
      expect(orderForState(order)).toBe(order);
    }
  });

  it("turns an invalid order into viewCount when searching and into date when stored", () => {
    for (const bad of ["relevance", "title", "DATE", "viewcount", 42, {}]) {
      expect(orderForSearch(bad)).toBe("viewCount");
      expect(orderForState(bad)).toBe("date");
    }
  });

  it("searches by date when no order is given", () => {
    expect(orderForSearch(undefined)).toBe("date");
    expect(orderForSearch("")).toBe("date");
    expect(orderForState(undefined)).toBe("date");
  });

  it("applies the searching rule to the API's query", () => {
    expect(videoSearchQuerySchema.parse({ order: "relevance" }).order).toBe("viewCount");
    expect(videoSearchQuerySchema.parse({}).order).toBe("date");
    expect(videoSearchQuerySchema.parse({ term: "  poli ", order: "rating" })).toEqual({
      term: "poli",
      order: "rating",
    });
    expect(videoSearchQuerySchema.safeParse({ term: "x".repeat(101) }).success).toBe(false);
  });
});
