// Progress in localStorage, one entry per picture and piece count, so a reload resumes the puzzle.
// Only the last few games are kept: a child trying every picture must not fill the storage.
import type { SavedPuzzle } from "~/games/puzzle/index.ts";

const PREFIX = "rescue-puzzle:v1:";
const LAST = "rescue-puzzle:last";
const PREFS = "rescue-puzzle:prefs";
const KEEP = 12;

interface Entry {
  savedAt: number;
  game: SavedPuzzle;
}

export interface LastGame {
  pageKey: string;
  pieces: number;
}

export interface PuzzlePrefs {
  ghost: boolean;
  muted: boolean;
  /** The clock is hidden unless a grown-up asks for it: young children play, they don't race. */
  showTime: boolean;
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

export function loadGame(key: string): SavedPuzzle | null {
  const entry = readJson(key) as Entry | null;
  return entry && typeof entry === "object" && "game" in entry ? entry.game : null;
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
    const entry = readJson(key) as Entry | null;
    entries.push({ key, savedAt: typeof entry?.savedAt === "number" ? entry.savedAt : 0 });
  }
  entries.sort((a, b) => b.savedAt - a.savedAt);
  for (const { key } of entries.slice(KEEP)) forgetGame(key);
}

/** The game played last, so /play/apps/puzzle can resume it. */
export function loadLastGame(): LastGame | null {
  const last = readJson(LAST) as LastGame | null;
  return last && typeof last.pageKey === "string" && typeof last.pieces === "number" ? last : null;
}

export function saveLastGame(last: LastGame | null): void {
  if (last) writeJson(LAST, last);
  else forgetGame(LAST);
}

export function loadPrefs(): PuzzlePrefs {
  const prefs = readJson(PREFS) as Partial<PuzzlePrefs> | null;
  // the faint picture on the board helps young children: on until they turn it off
  return { ghost: prefs?.ghost ?? true, muted: prefs?.muted ?? false, showTime: prefs?.showTime === true };
}

export function savePrefs(prefs: PuzzlePrefs): void {
  writeJson(PREFS, prefs);
}
