import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 14: the English text mixed British and American spellings ("Colour"/"Color"). The site writes American
 * English everywhere a visitor reads it: every area's en.json and the seeded demo campaigns.
 */
const BRITISH =
  /\b(colour\w*|favourite\w*|centre\w*|grey\w*|behaviour\w*|honour\w*|neighbour\w*|theatre\w*|licence)\b/gi;
const britishOnly = (text: string) => [...text.matchAll(BRITISH)].map((m) => m[0]);

function englishTexts(): { file: string; text: string }[] {
  const locales = path.resolve("app/locales");
  const files = fs
    .readdirSync(locales)
    .map((area) => path.join(locales, area, "en.json"))
    .filter((file) => fs.existsSync(file));
  const texts = files.flatMap((file) =>
    Object.values(JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>).map((text) => ({ file, text })),
  );
  return [
    ...texts,
    {
      file: "content/demo/campaigns.ts",
      text: fs.readFileSync(path.resolve("content/demo/campaigns.ts"), "utf8").split("ko:")[0],
    },
  ];
}

describe("English spelling", () => {
  it("uses American spellings in every English text a visitor sees", () => {
    const found = englishTexts().flatMap(({ file, text }) =>
      britishOnly(text).map((word) => `${path.relative(process.cwd(), file)}: ${word}`),
    );
    expect(found).toEqual([]);
  });

  it("would catch the British forms", () => {
    expect(britishOnly("Colour a picture, pick a grey, visit the centre. Color is fine.")).toEqual([
      "Colour",
      "grey",
      "centre",
    ]);
  });
});
