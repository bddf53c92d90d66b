// The built-in puzzle pictures: 24 scenes of the rescue team drawn for this project by
// scripts/art/build-puzzles.ts and puzzle-scenes.ts (public/art/puzzles/sceneNN.svg, rasterised to sceneNN.jpg 1200×900
// and sceneNN-thumb.webp). Their titles in the 8 locales live in the art's index.json.
import index from "../public/art/puzzles/index.json";
import type { Locale } from "../app/shared/locales";

export const PUZZLE_SCENE_KEYS = [
  "scene01",
  "scene02",
  "scene03",
  "scene04",
  "scene05",
  "scene06",
  "scene07",
  "scene08",
  "scene09",
  "scene10",
  "scene11",
  "scene12",
  "scene13",
  "scene14",
  "scene15",
  "scene16",
  "scene17",
  "scene18",
  "scene19",
  "scene20",
  "scene21",
  "scene22",
  "scene23",
  "scene24",
] as const;
export type PuzzleSceneKey = (typeof PUZZLE_SCENE_KEYS)[number];

export interface PuzzleScene {
  key: PuzzleSceneKey;
  title: Record<Locale, string>;
}

const titles = new Map(
  (index as { key: string; title: Record<Locale, string> }[]).map((entry) => [entry.key, entry.title]),
);

export const PUZZLE_SCENES: readonly PuzzleScene[] = PUZZLE_SCENE_KEYS.map((key) => ({
  key,
  title: titles.get(key) ?? ({} as Record<Locale, string>),
}));

/** The rasterised pictures are 4:3. */
export const SCENE_WIDTH = 1200;
export const SCENE_HEIGHT = 900;

export function isPuzzleSceneKey(value: string | undefined): value is PuzzleSceneKey {
  return (PUZZLE_SCENE_KEYS as readonly string[]).includes(value ?? "");
}

export function sceneTitle(key: string, locale: Locale): string {
  const title = titles.get(key);
  return title?.[locale] ?? title?.en ?? key;
}

export function sceneImage(key: string): string {
  return `/art/puzzles/${key}.jpg`;
}

export function sceneThumbnail(key: string): string {
  return `/art/puzzles/${key}-thumb.webp`;
}
