import { useCallback, useSyncExternalStore } from "react";
import { DEFAULT_EMOTICON, EMOTICONS } from "~/shared/constants";

const KEY = "latestEmoticon";
const listeners = new Set<() => void>();

function read(): string {
  try {
    const stored = localStorage.getItem(KEY);
    return stored && EMOTICONS.includes(stored) ? stored : DEFAULT_EMOTICON;
  } catch {
    return DEFAULT_EMOTICON;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The latest emoticon this visitor chose (spec §4), kept in localStorage; p1 until one is chosen. */
export function useLatestEmoticon(): [string, (name: string) => void] {
  const latest = useSyncExternalStore(subscribe, read, () => DEFAULT_EMOTICON);
  const remember = useCallback((name: string) => {
    try {
      localStorage.setItem(KEY, name);
    } catch {
      /* private mode: remembered for this page only */
    }
    for (const listener of listeners) listener();
  }, []);
  return [latest, remember];
}
