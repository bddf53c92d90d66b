import type { TFunction } from "i18next";

const CHARACTER_KEYS: Record<string, string> = {
  p: "Reaction Poli",
  r: "Reaction Roy",
  a: "Reaction Amber",
  h: "Reaction Helly",
};
const MOOD_KEYS = [
  "Reaction Happy",
  "Reaction Laugh",
  "Reaction Love",
  "Reaction Wow",
  "Reaction Sad",
  "Reaction Cool",
];

/** "Poli: happy" (translated) for `p1`: the text alternative of an emoticon. */
export function emoticonLabel(t: TFunction, name: string): string {
  const character = CHARACTER_KEYS[name[0]];
  const mood = MOOD_KEYS[Number(name.slice(1)) - 1];
  if (!character || !mood) return name;
  return t("Reaction Emoticon Name", { character: t(character), mood: t(mood) });
}
