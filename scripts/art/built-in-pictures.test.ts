// The built-in pictures a child can play with (issue 31 item 5): at least 24 puzzle scenes and 20
// drawn coloring pages, each with its files on disk and a real title in every site language.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PUZZLE_SCENES, PUZZLE_SCENE_KEYS, sceneTitle } from "../../content/puzzles.ts";
import { COLORING_PAGES } from "../../app/shared/constants.ts";
import { LOCALES } from "../../app/shared/locales.ts";
import { REGION_FILES } from "../../app/features/coloring/region-files.ts";

const ROOT = join(import.meta.dirname, "../..");
const PUBLIC = join(ROOT, "public");
const texts = (area: string) =>
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      JSON.parse(readFileSync(join(ROOT, "app/locales", area, `${locale}.json`), "utf8")) as Record<string, string>,
    ]),
  );
const playTexts = texts("play");
const coloringTexts = texts("coloring");

describe("built-in puzzle pictures", () => {
  it("has at least 24 scenes with unique keys, in the order of the art's index", () => {
    expect(PUZZLE_SCENE_KEYS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(PUZZLE_SCENE_KEYS).size).toBe(PUZZLE_SCENE_KEYS.length);
    const index = JSON.parse(readFileSync(join(PUBLIC, "art/puzzles/index.json"), "utf8")) as { key: string }[];
    expect(index.map((entry) => entry.key)).toEqual([...PUZZLE_SCENE_KEYS]);
  });

  it("serves every scene as a picture and a thumbnail", () => {
    for (const key of PUZZLE_SCENE_KEYS) {
      expect(existsSync(join(PUBLIC, `art/puzzles/${key}.jpg`)), key).toBe(true);
      expect(existsSync(join(PUBLIC, `art/puzzles/${key}-thumb.webp`)), key).toBe(true);
    }
  });

  it("titles every scene in all 8 languages, translated rather than copied, and unique per language", () => {
    for (const locale of LOCALES) {
      const titles = PUZZLE_SCENES.map((scene) => scene.title[locale]);
      for (const [i, title] of titles.entries())
        expect(title?.trim(), `${PUZZLE_SCENE_KEYS[i]} ${locale}`).toBeTruthy();
      expect(new Set(titles).size, locale).toBe(titles.length);
      if (locale !== "en" && locale !== "id")
        for (const scene of PUZZLE_SCENES)
          expect(scene.title[locale], `${scene.key} ${locale}`).not.toBe(scene.title.en);
    }
    expect(sceneTitle("scene24", "ko")).toBe("열기구 여행");
  });
});

describe("built-in coloring pages", () => {
  const drawn = COLORING_PAGES.filter((page) => page !== "blank");

  it("has at least 20 drawn pages plus the blank one, with unique keys", () => {
    expect(drawn.length).toBeGreaterThanOrEqual(20);
    expect(COLORING_PAGES).toContain("blank");
    expect(new Set(COLORING_PAGES).size).toBe(COLORING_PAGES.length);
  });

  it("has line art, a preview and precomputed regions for every drawn page", () => {
    for (const page of COLORING_PAGES) {
      expect(existsSync(join(PUBLIC, `art/coloring/${page}.svg`)), page).toBe(true);
      expect(existsSync(join(PUBLIC, `coloring/preview/${page}.png`)), page).toBe(true);
    }
    for (const page of drawn) expect(existsSync(join(PUBLIC, REGION_FILES[page] ?? "missing")), page).toBe(true);
  });

  it("titles every page in all 8 languages, on /play and in the coloring app", () => {
    for (const locale of LOCALES) {
      for (const page of COLORING_PAGES) {
        expect(playTexts[locale][`Play Page ${page}`]?.trim(), `${page} ${locale}`).toBeTruthy();
        expect(coloringTexts[locale][`Coloring Page ${page}`]?.trim(), `${page} ${locale}`).toBeTruthy();
      }
    }
  });
});
