import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  FONTSOURCE_LATIN,
  FONT_DIR,
  LATIN_CORE,
  LATIN_REST,
  SOURCE_FILE,
  codePoints,
  parseUnicodeRange,
  unicodeRange,
} from "./font-ranges";

const globalCss = fs.readFileSync(path.resolve("app/features/frame/global.css"), "utf8");

/** The unicode-range global.css declares for the @font-face whose src names `file`. */
function declaredRange(file: string): string {
  const face = globalCss.split("@font-face").find((block) => block.includes(file));
  if (!face) throw new Error(`no @font-face for ${file}`);
  const value = face.slice(
    face.indexOf("unicode-range:") + "unicode-range:".length,
    face.indexOf(";", face.indexOf("unicode-range:")),
  );
  return value.replace(/\s+/g, " ").trim();
}

describe("the brand font's Latin split", () => {
  it("covers Fontsource's Latin range exactly once between the core and the rest", () => {
    const core = new Set(codePoints(LATIN_CORE));
    const rest = codePoints(LATIN_REST);
    expect(rest.filter((point) => core.has(point))).toEqual([]);
    expect([...core, ...rest].sort((a, b) => a - b)).toEqual(codePoints(FONTSOURCE_LATIN).sort((a, b) => a - b));
  });

  it("is declared in global.css with the same ranges as the files were cut with", () => {
    expect(declaredRange("nunito-latin-core-wght.woff2")).toBe(unicodeRange(LATIN_CORE));
    expect(declaredRange("nunito-latin-rest-wght.woff2")).toBe(unicodeRange(LATIN_REST));
  });

  it("keeps every character of the site's own texts in the core, so they never fetch the rest", () => {
    const latin = new Set(codePoints(FONTSOURCE_LATIN));
    const core = new Set(codePoints(LATIN_CORE));
    const localesDir = path.resolve("app/locales");
    const used = new Set<number>();
    for (const area of fs.readdirSync(localesDir))
      for (const file of fs.readdirSync(path.join(localesDir, area)))
        for (const character of fs.readFileSync(path.join(localesDir, area, file), "utf8"))
          used.add(character.codePointAt(0)!);
    const outside = [...used].filter((point) => latin.has(point) && !core.has(point));
    expect(outside.map((point) => String.fromCodePoint(point))).toEqual([]);
  });

  it("was cut from the Fontsource file installed now (npm run fonts after updating @fontsource-variable/nunito)", () => {
    const recorded = JSON.parse(fs.readFileSync(path.join(FONT_DIR, "source.json"), "utf8")) as { sha256: string };
    expect(crypto.createHash("sha256").update(fs.readFileSync(SOURCE_FILE)).digest("hex")).toBe(recorded.sha256);
  });

  it("reads a CSS unicode-range", () => {
    expect(parseUnicodeRange("U+0000-00FF,U+0131, u+2000-206F")).toEqual([
      [0x0000, 0x00ff],
      [0x0131, 0x0131],
      [0x2000, 0x206f],
    ]);
  });
});
