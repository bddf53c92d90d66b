/**
 * Until a public page's script has run, a tap on a control that needs it would be lost. The loader at the end of the
 * body (server/http/deferred-module-preloads.ts) records such taps under these globals: entry.client takes the
 * controls just before React starts listening and replays them once the page has hydrated
 * (features/frame/early-taps.ts); a marked surface takes the presses on it when it starts listening itself
 * (ui/early-points.ts).
 */
export const EARLY_TAPS_GLOBAL = "__earlyTaps";
/** Taps on a surface marked with EARLY_POINT_ATTRIBUTE (the coloring sheet), kept with where they landed on it. */
export const EARLY_POINTS_GLOBAL = "__earlyPoints";
export const EARLY_POINT_ATTRIBUTE = "data-early-point";

/** A tap on a marked surface: where it landed, as fractions of the surface's box (0–1 from its top left). */
export interface EarlyPoint {
  target: Element;
  x: number;
  y: number;
}
