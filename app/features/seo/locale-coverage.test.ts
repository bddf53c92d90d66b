import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { LOCALES } from "~/shared/locales";

// The public site's text areas: every key in all 8 languages, with the same {{placeholders}}.
const AREAS = ["frame", "home", "series", "apps", "events", "gate"];
const read = (area: string, locale: string) =>
  JSON.parse(fs.readFileSync(path.resolve("app/locales", area, `${locale}.json`), "utf8")) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("public site translations", () => {
  for (const area of AREAS) {
    it(`${area}: every key translated in every locale`, () => {
      const en = read(area, "en");
      for (const locale of LOCALES) {
        const table = read(area, locale);
        expect(Object.keys(table).sort(), `${area}/${locale}`).toEqual(Object.keys(en).sort());
        for (const [key, value] of Object.entries(table)) {
          expect(value.trim(), `${area}/${locale} "${key}"`).not.toBe("");
          expect(placeholders(value), `${area}/${locale} "${key}"`).toEqual(placeholders(en[key]));
        }
      }
    });
  }

  it("keeps search descriptions within 160 characters", () => {
    for (const locale of LOCALES) {
      for (const [area, key] of [
        ["frame", "Site Description"],
        ["apps", "Apps Meta Desc"],
      ]) {
        expect(read(area, locale)[key].length, `${locale} ${key}`).toBeLessThanOrEqual(160);
      }
    }
  });

  it("translates with every locale code, including the lower-case Chinese ones", () => {
    for (const locale of LOCALES) {
      const i18n = createI18n(locale, read("gate", locale));
      expect(i18n.t("Gate Question", { a: 20, b: 22 }), locale).toBe(
        read("gate", locale)["Gate Question"].replace("{{a}}", "20").replace("{{b}}", "22"),
      );
    }
  });
});
