import {
  EARLY_PATH_LIMIT,
  EARLY_POINT_ATTRIBUTE,
  EARLY_POINTS_GLOBAL,
  type EarlyPoint,
  type SurfacePoint,
} from "~/shared/early-taps";

type PointWindow = Window & { [EARLY_POINTS_GLOBAL]?: EarlyPoint[] };

/** Where `event` is on `surface`, as fractions of its box; null for a surface with no size. */
function pointOn(surface: Element, event: PointerEvent): SurfacePoint | null {
  const box = surface.getBoundingClientRect();
  if (!box.width || !box.height) return null;
  return { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height };
}

/**
 * Keeps each press on a marked surface (the coloring sheet) with where it landed on it, and the way the finger moved
 * while down (a brush line, up to EARLY_PATH_LIMIT moves), for as long as the surface carries its mark (until its own
 * input handling is there, which can be after hydration), for the surface to replay (ui/early-points.ts). From the
 * press, not the click: a tap whose finger lifts after the surface started listening would otherwise be lost between
 * the two.
 */
export function recordEarlyPoints(target: PointWindow): void {
  const points: EarlyPoint[] = [];
  target[EARLY_POINTS_GLOBAL] = points;
  let down: (EarlyPoint & { pointerId: number }) | null = null;
  target.addEventListener(
    "pointerdown",
    (event) => {
      down = null;
      const pressed = event.target as Element | null;
      if (!event.isTrusted || !event.isPrimary || event.button !== 0 || !pressed?.closest) return;
      const surface = pressed.closest(`[${EARLY_POINT_ATTRIBUTE}]`);
      const at = surface && pointOn(surface, event);
      if (!surface || !at) return;
      down = { target: surface, ...at, path: [], pointerId: event.pointerId };
      points.push(down);
    },
    true,
  );
  target.addEventListener(
    "pointermove",
    (event) => {
      if (!down || event.pointerId !== down.pointerId || !down.target.hasAttribute(EARLY_POINT_ATTRIBUTE)) return;
      if (down.path.length >= EARLY_PATH_LIMIT) return;
      const at = pointOn(down.target, event);
      if (at) down.path.push(at);
    },
    { capture: true, passive: true },
  );
  const lift = (event: PointerEvent) => {
    if (down && event.pointerId === down.pointerId) down = null;
  };
  target.addEventListener("pointerup", lift, true);
  target.addEventListener("pointercancel", lift, true);
}
