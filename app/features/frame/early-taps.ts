import { useEffect } from "react";
import { EARLY_TAPS_GLOBAL } from "~/shared/early-taps";

type EarlyTapWindow = Window & { [EARLY_TAPS_GLOBAL]?: HTMLElement[] | null };

/** The controls tapped before the page's script ran; no more are recorded after this (React listens from now on). */
export function takeEarlyTaps(): HTMLElement[] {
  const w = window as EarlyTapWindow;
  const taps = w[EARLY_TAPS_GLOBAL] ?? [];
  w[EARLY_TAPS_GLOBAL] = null;
  return taps;
}

let replayed = false;

/**
 * Once the page has hydrated, taps again, in order, the controls tapped before that are still on the page. From a
 * task of its own: a control inside a Suspense boundary that has not hydrated yet (the character section's, the
 * account corner's) is hydrated by React at the click, but only outside React's own commit; a click from inside
 * this effect would be dropped.
 */
export function EarlyTapReplay({ taps }: { taps: HTMLElement[] }): null {
  useEffect(() => {
    if (replayed) return;
    replayed = true;
    setTimeout(() => {
      for (const control of taps) if (control.isConnected) control.click();
    }, 0);
  }, [taps]);
  return null;
}
