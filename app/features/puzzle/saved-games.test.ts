import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createPuzzle, fitBoard, savePuzzle } from "~/games/puzzle/index.ts";
import { gameKey, loadGame, loadLastGame, loadPrefs, saveGame, saveLastGame, savePrefs } from "./saved-games";

/** A localStorage of the browser's shape, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, String(v)),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
  };
}

let store: Storage;
beforeEach(() => {
  store = memoryStorage();
  Object.assign(globalThis, { window: { localStorage: store } });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, "window");
});

const game = () =>
  savePuzzle(
    createPuzzle({
      seed: 7,
      pieceCount: 6,
      imageWidth: 800,
      imageHeight: 600,
      layout: fitBoard({ x: 0, y: 0, width: 900, height: 700 }, 800, 600, 6),
    }),
    0,
  );

describe("the puzzle's saved games in localStorage", () => {
  it("a saved game, the last game and the preferences read back as written", () => {
    const key = gameKey("/art/puzzles/poli.webp", 6);
    saveGame(key, game());
    expect(loadGame(key)).toEqual(JSON.parse(JSON.stringify(game())));
    saveLastGame({ pageKey: "poli", pieces: 6 });
    expect(loadLastGame()).toEqual({ pageKey: "poli", pieces: 6 });
    savePrefs({ ghost: false, muted: true, showTime: true });
    expect(loadPrefs()).toEqual({ ghost: false, muted: true, showTime: true });
  });

  it("nothing stored: no game, no last game, the default preferences (picture shown, sound on, clock hidden)", () => {
    expect(loadGame(gameKey("/x.webp", 4))).toBeNull();
    expect(loadLastGame()).toBeNull();
    expect(loadPrefs()).toEqual({ ghost: true, muted: false, showTime: false });
  });

  it("whatever else is under the keys (another version, damage) reads as nothing, or as the defaults where it does not fit", () => {
    const key = gameKey("/art/puzzles/poli.webp", 6);
    for (const junk of [
      "{",
      "null",
      "42",
      '"text"',
      '{"savedAt":1}',
      '{"savedAt":1,"game":{"version":2}}',
      JSON.stringify({ savedAt: 1, game: { ...game(), pieces: "x" } }),
    ]) {
      store.setItem(key, junk);
      expect(loadGame(key), junk).toBeNull();
    }
    store.setItem("rescue-puzzle:last", '{"pageKey":7,"pieces":"six"}');
    expect(loadLastGame()).toBeNull();
    store.setItem("rescue-puzzle:prefs", '{"ghost":"no","muted":true,"showTime":1}');
    expect(loadPrefs()).toEqual({ ghost: true, muted: true, showTime: false });
  });

  it("keeps only the 12 most recent games", () => {
    const keys = Array.from({ length: 14 }, (_, i) => gameKey(`/art/p${i}.webp`, 6));
    for (const [i, key] of keys.entries()) store.setItem(key, JSON.stringify({ savedAt: i, game: game() }));
    saveGame(keys[0]!, game()); // now the newest
    const kept = keys.filter((k) => store.getItem(k) !== null);
    expect(kept).toHaveLength(12);
    expect(kept).toContain(keys[0]);
    expect(kept).not.toContain(keys[1]);
    expect(kept).not.toContain(keys[2]);
  });
});
