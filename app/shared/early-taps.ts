/**
 * Until a page's modules have run, React does not listen, and a tap on a control that needs script would be lost (on
 * a phone on a slow network that is seconds after the page is on screen). A small inline script at the start of the
 * body (shared/early-input/, rendered by root.tsx) records such taps under these globals: entry.client takes the
 * controls just before React starts listening and replays them once the page has hydrated
 * (features/frame/early-taps.ts); a marked surface takes the presses on it when it starts listening itself
 * (ui/early-points.ts). Taps after that are React's own (it replays those on parts it has not hydrated yet).
 */
export const EARLY_TAPS_GLOBAL = "__earlyTaps";
/** Presses on a surface marked with EARLY_POINT_ATTRIBUTE (the coloring sheet), kept with where they landed on it. */
export const EARLY_POINTS_GLOBAL = "__earlyPoints";
export const EARLY_POINT_ATTRIBUTE = "data-early-point";

/** The most moves kept of one early press (a few seconds of a finger drawing). */
export const EARLY_PATH_LIMIT = 600;

/** A point on a marked surface, as fractions of the surface's box (0–1 from its top left). */
export interface SurfacePoint {
  x: number;
  y: number;
}

/** A press on a marked surface: where it landed, and where the finger went while it stayed down (in order). */
export interface EarlyPoint extends SurfacePoint {
  target: Element;
  path: SurfacePoint[];
}
