// Progress in localStorage, one entry per picture and piece count, so a reload resumes the puzzle.
// Only the last few games are kept: a child trying every picture must not fill the storage.
import { isSavedPuzzle, type SavedPuzzle } from "~/games/puzzle/index.ts";

const PREFIX = "rescue-puzzle:v1:";
const LAST = "rescue-puzzle:last";
const PREFS = "rescue-puzzle:prefs";
const KEEP = 12;

// What a page reads back is checked: another version of the site, an extension or a child at the console may have
// written anything under these keys. Checked by hand, not with zod: the puzzle is a public page, which must not load
// it (tests/e2e/first-load-scripts). The game itself is checked by the engine's own guard (isSavedPuzzle).
type Entry = { savedAt: number; game: SavedPuzzle };

export interface LastGame {
  pageKey: string;
  pieces: number;
}

export interface PuzzlePrefs {
  /** The faint picture on the board helps young children: on until they turn it off. */
  ghost: boolean;
  muted: boolean;
  /** The clock is hidden unless a grown-up asks for it: young children play, they don't race. */
  showTime: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const flag = (value: unknown, fallback: boolean) => (typeof value === "boolean" ? value : fallback);

function readEntry(key: string): { savedAt: number; game: unknown } | null {
  const entry = readJson(key);
  if (!isRecord(entry)) return null;
  return {
    savedAt: typeof entry.savedAt === "number" && Number.isFinite(entry.savedAt) ? entry.savedAt : 0,
    game: entry.game,
  };
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // blocked (private mode, sandbox): play without saving
  }
}

function readJson(key: string): unknown {
  try {
    const text = storage()?.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    /* quota or blocked: progress is a nicety */
  }
}

export function gameKey(imageUrl: string, pieces: number): string {
  return `${PREFIX}${imageUrl}|${pieces}`;
}

/** The saved game under `key`, when it is one the engine can resume. */
export function loadGame(key: string): SavedPuzzle | null {
  const game = readEntry(key)?.game;
  return isSavedPuzzle(game) ? game : null;
}

export function saveGame(key: string, game: SavedPuzzle): void {
  writeJson(key, { savedAt: Date.now(), game } satisfies Entry);
  prune();
}

export function forgetGame(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    /* ignore */
  }
}

function prune(): void {
  const store = storage();
  if (!store) return;
  const entries: { key: string; savedAt: number }[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    entries.push({ key, savedAt: readEntry(key)?.savedAt ?? 0 });
  }
  entries.sort((a, b) => b.savedAt - a.savedAt);
  for (const { key } of entries.slice(KEEP)) forgetGame(key);
}

/** The game played last, so /play/apps/puzzle can resume it. */
export function loadLastGame(): LastGame | null {
  const last = readJson(LAST);
  return isRecord(last) && typeof last.pageKey === "string" && Number.isInteger(last.pieces)
    ? { pageKey: last.pageKey, pieces: last.pieces as number }
    : null;
}

export function saveLastGame(last: LastGame | null): void {
  if (last) writeJson(LAST, last);
  else forgetGame(LAST);
}

export function loadPrefs(): PuzzlePrefs {
  const prefs = readJson(PREFS);
  const stored = isRecord(prefs) ? prefs : {};
  return { ghost: flag(stored.ghost, true), muted: flag(stored.muted, false), showTime: flag(stored.showTime, false) };
}

export function savePrefs(prefs: PuzzlePrefs): void {
  writeJson(PREFS, prefs);
}
