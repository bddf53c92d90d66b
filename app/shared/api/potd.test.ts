import { describe, expect, it } from "vitest";
import { potdDateSchema } from "./potd";
import { addDays, daysSinceEpoch, localIsoDate } from "~/shared/calendar";

describe("puzzle of the day dates", () => {
  it("accepts real calendar dates only", () => {
    for (const ok of ["2026-01-05", "2024-02-29", "1970-01-01", "2099-12-31"])
      expect(potdDateSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of [
      "2026-1-5",
      "2025-02-29",
      "2026-04-31",
      "2026-13-01",
      "26-01-05",
      "2026-01-05T00:00",
      "",
      "2026/01/05",
    ]) {
      expect(potdDateSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("counts days since 1970-01-01 and steps over month and year ends", () => {
    expect(daysSinceEpoch("1970-01-01")).toBe(0);
    expect(daysSinceEpoch("1970-01-13")).toBe(12);
    expect(daysSinceEpoch("2026-03-15")).toBe(20527);
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
  });

  it("writes the visitor's own date, not UTC's", () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});
