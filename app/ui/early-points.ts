import { EARLY_POINT_ATTRIBUTE, EARLY_POINTS_GLOBAL, type EarlyPoint } from "~/shared/early-taps";

type EarlyPointWindow = Window & { [EARLY_POINTS_GLOBAL]?: EarlyPoint[] };

/**
 * Where `surface` was pressed before it listened itself, and where each press moved while the finger stayed down
 * (fractions of its box, in order). The early-input script (shared/early-input/) records presses on a surface while
 * it carries the data-early-point mark, which can be well after hydration; call this in the same task that attaches
 * the surface's own listeners: it takes the mark away, so no press is lost or counted twice. A press still down then
 * ends at its last point recorded here (the rest of that line is not drawn).
 */
export function takeEarlyPoints(surface: Element): Omit<EarlyPoint, "target">[] {
  surface.removeAttribute(EARLY_POINT_ATTRIBUTE);
  const points = (window as EarlyPointWindow)[EARLY_POINTS_GLOBAL] ?? [];
  const mine = points.filter((p) => p.target === surface);
  // In place: the early-input script keeps this array.
  points.splice(0, points.length, ...points.filter((p) => p.target !== surface));
  return mine.map(({ x, y, path }) => ({ x, y, path }));
}
