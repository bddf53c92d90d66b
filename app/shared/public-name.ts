// A user's public name (DESIGN §4.3, issue 28): never typed, always picked from these word lists, e.g. "Brave
// Helicopter 42". Stored and sent as a key, `<adjective>-<noun>-<number>` ("brave-helicopter-42"), and rendered in
// the viewer's language through the translation keys `Name Adjective <key>`, `Name Noun <key>` and the word order of
// `Public Name`. Zod-free, so the profile dialog imports it without the API contract.

/** Gentle, positive words only. Russian forms are masculine, to agree with every noun below. */
export const NAME_ADJECTIVES = [
  "brave",
  "kind",
  "happy",
  "clever",
  "gentle",
  "cheerful",
  "friendly",
  "helpful",
  "speedy",
  "sunny",
  "shiny",
  "calm",
  "careful",
  "strong",
  "lucky",
  "jolly",
] as const;
/** Rescue vehicles and friendly animals; every one is a masculine noun in Russian. */
export const NAME_NOUNS = [
  "helicopter",
  "plane",
  "boat",
  "train",
  "bus",
  "tractor",
  "digger",
  "towtruck",
  "bear",
  "bunny",
  "penguin",
  "dolphin",
  "hedgehog",
  "kitten",
  "puppy",
  "duckling",
] as const;
export const NAME_NUMBER_MAX = 99;

export type NameAdjective = (typeof NAME_ADJECTIVES)[number];
export type NameNoun = (typeof NAME_NOUNS)[number];
export interface PublicNameParts {
  adjective: NameAdjective;
  noun: NameNoun;
  /** 1 … NAME_NUMBER_MAX */
  number: number;
}

const KEY = /^([a-z]+)-([a-z]+)-([1-9][0-9]?)$/;

/** The parts of a public-name key, or null when it is not one made from the lists. */
export function parsePublicName(value: unknown): PublicNameParts | null {
  if (typeof value !== "string") return null;
  const match = KEY.exec(value);
  if (!match) return null;
  const [, adjective, noun, digits] = match;
  if (!(NAME_ADJECTIVES as readonly string[]).includes(adjective) || !(NAME_NOUNS as readonly string[]).includes(noun))
    return null;
  return { adjective: adjective as NameAdjective, noun: noun as NameNoun, number: Number(digits) };
}

export function publicNameKey(parts: PublicNameParts): string {
  return `${parts.adjective}-${parts.noun}-${parts.number}`;
}

/** A random integer in [0, n), from the platform's cryptographic generator (Node and browsers alike). */
function randomBelow(n: number): number {
  const [value] = globalThis.crypto.getRandomValues(new Uint32Array(1));
  return value % n;
}

/** A new random name (each account at creation; the "new random name" buttons). */
export function randomPublicName(): PublicNameParts {
  return {
    adjective: NAME_ADJECTIVES[randomBelow(NAME_ADJECTIVES.length)],
    noun: NAME_NOUNS[randomBelow(NAME_NOUNS.length)],
    number: randomBelow(NAME_NUMBER_MAX) + 1,
  };
}

/**
 * The stored name when it is a valid key, else a name derived from `seed` (the user id), so a row holding anything
 * else (written by hand, an older version) still shows a list name and never its text.
 */
export function safePublicName(stored: unknown, seed: string): PublicNameParts {
  const parsed = parsePublicName(stored);
  if (parsed) return parsed;
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619) >>> 0;
  return {
    adjective: NAME_ADJECTIVES[hash % NAME_ADJECTIVES.length],
    noun: NAME_NOUNS[(hash >>> 8) % NAME_NOUNS.length],
    number: ((hash >>> 16) % NAME_NUMBER_MAX) + 1,
  };
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

export const adjectiveLabelKey = (adjective: NameAdjective) => `Name Adjective ${adjective}`;
export const nounLabelKey = (noun: NameNoun) => `Name Noun ${noun}`;

/** The name in a language, with that language's word order (`Public Name`: Indonesian puts the noun first). */
export function publicNameText(parts: PublicNameParts, t: Translate): string {
  return t("Public Name", {
    adjective: t(adjectiveLabelKey(parts.adjective)),
    noun: t(nounLabelKey(parts.noun)),
    number: parts.number,
  });
}

/**
 * The SQL expression of the `users.public_name` default: every row the database creates (and every row that existed
 * when the column was added) gets a random name from the same lists.
 */
export function publicNameSqlDefault(): string {
  const pick = (words: readonly string[]) =>
    `(ARRAY[${words.map((w) => `'${w}'`).join(",")}])[floor(random() * ${words.length})::int + 1]`;
  return `(${pick(NAME_ADJECTIVES)} || '-' || ${pick(NAME_NOUNS)} || '-' || (floor(random() * ${NAME_NUMBER_MAX})::int + 1)::text)`;
}
