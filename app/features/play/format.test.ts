import { describe, expect, it } from "vitest";
import { LOCALES } from "~/shared/locales";
import { formatBytes } from "./format";

// Issue 14: "15 kB" wrapped as "15 / kB" on the play page. The number and its unit are joined by non-breaking spaces.
describe("formatBytes", () => {
  it("never leaves a breakable space between a size and its unit, in any language", () => {
    for (const locale of LOCALES) {
      for (const bytes of [900, 15 * 1024, 3.4 * 1024 * 1024]) {
        const text = formatBytes(bytes, locale);
        expect(text, `${locale} ${bytes}`).not.toMatch(/[ \t\n\u2009]/);
        expect(text, `${locale} ${bytes}`).toMatch(/\d/);
      }
    }
  });

  it("reads as kB below a megabyte and MB above", () => {
    expect(formatBytes(15 * 1024, "en")).toBe("15\u00a0kB");
    expect(formatBytes(3.4 * 1024 * 1024, "en")).toBe("3.4\u00a0MB");
  });
});
