import { EARLY_POINT_ATTRIBUTE, EARLY_POINTS_GLOBAL, type EarlyPoint } from "~/shared/early-taps";

type EarlyPointWindow = Window & { [EARLY_POINTS_GLOBAL]?: EarlyPoint[] };

/**
 * Where `surface` was tapped before it listened itself (fractions of its box, in order). The page's loader records
 * taps on a surface while it carries the data-early-point mark, which can be well after hydration; call this in the
 * same task that attaches the surface's own listeners: it takes the mark away, so no tap is lost or counted twice.
 */
export function takeEarlyPoints(surface: Element): { x: number; y: number }[] {
  surface.removeAttribute(EARLY_POINT_ATTRIBUTE);
  const points = (window as EarlyPointWindow)[EARLY_POINTS_GLOBAL] ?? [];
  const mine = points.filter((p) => p.target === surface);
  // In place: the loader keeps this array.
  points.splice(0, points.length, ...points.filter((p) => p.target !== surface));
  return mine.map(({ x, y }) => ({ x, y }));
}
