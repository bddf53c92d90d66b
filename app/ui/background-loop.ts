/**
 * The background loop's state, free of React so it can be unit-tested: the poster shows first; the video starts
 * only after the page has loaded, and never by itself under reduced motion or Save-Data (DESIGN §4.19).
 */
export type LoopState = "poster" | "starting" | "playing" | "paused";

export type LoopEvent =
  /** The page finished loading and the browser is idle: time to start (if allowed). */
  | { type: "idle"; allowed: boolean }
  /** The video shows frames. */
  | { type: "playing" }
  /** The visitor pressed the pause/play button. */
  | { type: "toggle" }
  /** The browser refused to play (autoplay blocked, decoding failed). */
  | { type: "refused" };

export function autoplayAllowed(env: { reducedMotion: boolean; saveData: boolean }): boolean {
  return !env.reducedMotion && !env.saveData;
}

export function nextLoopState(state: LoopState, event: LoopEvent): LoopState {
  switch (event.type) {
    case "idle":
      return state === "poster" && event.allowed ? "starting" : state;
    case "playing":
      return state === "starting" ? "playing" : state;
    case "toggle":
      return state === "playing" || state === "starting" ? "paused" : "starting";
    case "refused":
      return state === "starting" ? "paused" : state;
  }
}

/** Whether the button offers to pause (the loop moves or is about to) or to play. */
export function showsPause(state: LoopState): boolean {
  return state === "playing" || state === "starting";
}

/**
 * A pause pressed on any background loop holds for the rest of the visit (issue 32): the next page's loop stays on
 * its poster, with the play button, until the visitor presses play again (WCAG 2.2.2). Kept in sessionStorage, so a
 * new visit starts with moving pictures again; a storage that throws just forgets.
 */
export const LOOPS_PAUSED_KEY = "background-loops-paused";

type SessionStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function loopsPaused(storage: SessionStore | undefined): boolean {
  try {
    return storage?.getItem(LOOPS_PAUSED_KEY) === "1";
  } catch {
    return false;
  }
}

export function rememberLoopsPaused(storage: SessionStore | undefined, paused: boolean): void {
  try {
    if (paused) storage?.setItem(LOOPS_PAUSED_KEY, "1");
    else storage?.removeItem(LOOPS_PAUSED_KEY);
  } catch {
    // No storage: the next page's loop plays again.
  }
}
