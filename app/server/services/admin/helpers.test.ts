import { describe, expect, it } from "vitest";
import { lastDays } from "./analytics";
import { keyidFromTitle } from "../campaigns";
import { csvCell } from "./logs";
import { likePattern } from "./paging";

describe("admin service helpers", () => {
  it("keyidFromTitle: an ASCII slug plus a short suffix, 'event' for other scripts", () => {
    expect(keyidFromTitle("Café Rescue Day!")).toMatch(/^cafe-rescue-day-[0-9a-f]{6}$/);
    expect(keyidFromTitle("구조대 축제")).toMatch(/^event-[0-9a-f]{6}$/);
    expect(keyidFromTitle("A".repeat(100)).length).toBeLessThanOrEqual(47);
    expect(keyidFromTitle("x")).not.toBe(keyidFromTitle("x"));
  });

  it("csvCell quotes and defuses spreadsheet formulas", () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });

  it("lastDays lists UTC days oldest first, ending today", () => {
    expect(lastDays(3, new Date("2026-03-01T05:00:00Z"))).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
  });

  it("likePattern takes % and _ literally", () => {
    expect(likePattern("50%_off")).toBe("%50\\%\\_off%");
  });
});
