import { EARLY_POINTS_GLOBAL, type EarlyPoint } from "~/shared/early-taps";

type EarlyPointWindow = Window & { [EARLY_POINTS_GLOBAL]?: EarlyPoint[] | null };

let earlyPoints: EarlyPoint[] = [];

/**
 * Called with takeEarlyTaps, just before React starts listening: the taps the page's loader recorded on marked
 * surfaces (data-early-point) are kept here, and the loader records no more.
 */
export function collectEarlyPoints(): void {
  const w = window as EarlyPointWindow;
  earlyPoints = w[EARLY_POINTS_GLOBAL] ?? [];
  w[EARLY_POINTS_GLOBAL] = null;
}

/** Where `surface` was tapped before the page's script ran (fractions of its box, in order), handed out once. */
export function takeEarlyPoints(surface: Element): { x: number; y: number }[] {
  const mine = earlyPoints.filter((p) => p.target === surface);
  earlyPoints = earlyPoints.filter((p) => p.target !== surface);
  return mine.map(({ x, y }) => ({ x, y }));
}
