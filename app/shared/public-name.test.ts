import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";
import {
  NAME_ADJECTIVES,
  NAME_NOUNS,
  adjectiveLabelKey,
  nounLabelKey,
  parsePublicName,
  publicNameKey,
  publicNameText,
  randomPublicName,
  safePublicName,
} from "./public-name";

const table = (locale: string) =>
  JSON.parse(fs.readFileSync(`public/locales/${locale}.json`, "utf8")) as Record<string, string>;
const translator =
  (messages: Record<string, string>) =>
  (key: string, values: Record<string, string | number> = {}) =>
    (messages[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));

describe("public names from word lists (issue 28)", () => {
  it("parses only keys made of list words and a number 1–99", () => {
    expect(parsePublicName("brave-helicopter-42")).toEqual({ adjective: "brave", noun: "helicopter", number: 42 });
    expect(parsePublicName("jolly-duckling-1")).toEqual({ adjective: "jolly", noun: "duckling", number: 1 });
    for (const bad of [
      "brave-helicopter-0",
      "brave-helicopter-100",
      "brave-helicopter-07",
      "Brave-helicopter-4",
      "brave-helicopter",
      "scary-helicopter-4",
      "brave-dragon-4",
      " brave-helicopter-4",
      "brave-helicopter-4 ",
      "Emma Park 010-2345-6789",
      "",
      null,
      42,
    ]) {
      expect(parsePublicName(bad), String(bad)).toBeNull();
    }
  });

  it("has 16 adjectives and 16 nouns, and random names always parse", () => {
    expect(new Set(NAME_ADJECTIVES).size).toBe(16);
    expect(new Set(NAME_NOUNS).size).toBe(16);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const parts = randomPublicName();
      expect(parsePublicName(publicNameKey(parts))).toEqual(parts);
      seen.add(parts.number);
    }
    expect(Math.min(...seen)).toBe(1);
    expect(Math.max(...seen)).toBe(99);
  });

  it("shows a list name derived from the id for a stored value that is not a key, never the value", () => {
    const a = safePublicName("Emma 12 Oak Street Leeds", "user-1");
    expect(a).toEqual(safePublicName("something else", "user-1"));
    expect(parsePublicName(publicNameKey(a))).toEqual(a);
    expect(safePublicName("kind-bear-3", "user-1")).toEqual({ adjective: "kind", noun: "bear", number: 3 });
  });

  it("translates every word into all 8 languages, in each language's word order", () => {
    for (const locale of LOCALES) {
      const messages = table(locale);
      for (const key of [...NAME_ADJECTIVES.map(adjectiveLabelKey), ...NAME_NOUNS.map(nounLabelKey), "Public Name"]) {
        expect(messages[key], `${locale}: ${key}`).toBeTruthy();
      }
      const words = new Set(NAME_NOUNS.map((noun) => messages[nounLabelKey(noun)]));
      expect(words.size, `${locale}: distinct nouns`).toBe(16);
      if (locale !== "en" && locale !== "id") {
        // Real translations, not English copies (Bus and Penguin are the same word in Indonesian).
        expect(
          NAME_ADJECTIVES.filter((a) => messages[adjectiveLabelKey(a)] === table("en")[adjectiveLabelKey(a)]),
          locale,
        ).toEqual([]);
      }
    }
    const name = { adjective: "brave", noun: "helicopter", number: 42 } as const;
    expect(publicNameText(name, translator(table("en")))).toBe("Brave Helicopter 42");
    expect(publicNameText(name, translator(table("id")))).toBe("Helikopter Berani 42");
    expect(publicNameText(name, translator(table("ru")))).toBe("Смелый вертолёт 42");
    expect(publicNameText(name, translator(table("ko")))).toBe("용감한 헬리콥터 42");
    expect(publicNameText(name, translator(table("zh-cn")))).toBe("勇敢的直升机42号");
  });

  it("uses masculine Russian adjectives (the nouns are all masculine)", () => {
    const ru = table("ru");
    for (const adjective of NAME_ADJECTIVES) expect(ru[adjectiveLabelKey(adjective)], adjective).toMatch(/(ый|ий|ой)$/);
  });
});
