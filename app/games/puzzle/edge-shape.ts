// One edge between two pieces. An edge is a list of points: flat edges are [start, end];
// tab/blank edges are start followed by (control1, control2, end) for each cubic Bézier.
// The two neighbours draw the very same list, one of them reversed, so the tab of one piece
// fits the blank of the other exactly.
import type { Point } from "./geometry.ts";
import { uniform, type Rng } from "./random.ts";
import type { PathCommand } from "./path.ts";

export interface EdgePath {
  /** false: a straight border edge; true: three cubic Béziers forming a tab or a blank. */
  curved: boolean;
  points: Point[];
}

export function flatEdge(start: Point, end: Point): EdgePath {
  return { curved: false, points: [start, end] };
}

/** The same curve walked the other way round (what the neighbouring piece draws). */
export function reverseEdge(edge: EdgePath): EdgePath {
  return { curved: edge.curved, points: [...edge.points].reverse() };
}

/**
 * A tab/blank from start to end. Positions along the edge are in units of the edge length;
 * heights off the edge use `size` (the smaller cell side) so tabs stay round on oblong cells.
 * Shape after the well-known Draradech jigsaw generator: a neck dipping in, a round head, and
 * small random shifts (jitter) of the shoulders, neck and head so no two edges look alike.
 * Draws exactly 7 numbers from rng whatever the size, so a seed gives the same cut at any scale.
 */
export function tabEdge(start: Point, end: Point, size: number, rng: Rng): EdgePath {
  const flip = rng() < 0.5 ? 1 : -1; // which of the two pieces gets the tab
  const t = uniform(rng, 0.085, 0.115); // tab size
  const j = 0.04; // jitter
  const a = uniform(rng, -j, j);
  const b = uniform(rng, -j, j);
  const c = uniform(rng, -j, j);
  const d = uniform(rng, -j, j);
  const e = uniform(rng, -j, j);

  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const length = Math.hypot(dx, dy);
  const ux = dx / length;
  const uy = dy / length;
  // normal: to the right of the direction of travel (down for a left→right edge)
  const nx = -uy;
  const ny = ux;
  // (along as a fraction of length plus an offset in `size` units, height in `size` units)
  const at = (alongFraction: number, alongOffset: number, height: number): Point => {
    const along = alongFraction * length + alongOffset * size;
    const off = height * size * flip;
    return { x: start.x + ux * along + nx * off, y: start.y + uy * along + ny * off };
  };

  return {
    curved: true,
    points: [
      start,
      at(0.2, 0, a),
      at(0.5, b + d, -t + c),
      at(0.5, -t + b, t + c),
      at(0.5, -2 * t + b - d, 3 * t + c),
      at(0.5, 2 * t + b - d, 3 * t + c),
      at(0.5, t + b, t + c),
      at(0.5, b + d, -t + c),
      at(0.8, 0, e),
      end,
    ],
  };
}

/** Path commands continuing from the edge's first point (which the caller has already reached). */
export function edgeCommands(edge: EdgePath): PathCommand[] {
  const p = edge.points;
  if (!edge.curved) {
    const end = p[p.length - 1] as Point;
    return [{ type: "lineTo", x: end.x, y: end.y }];
  }
  const commands: PathCommand[] = [];
  for (let i = 1; i + 2 < p.length; i += 3) {
    const c1 = p[i] as Point;
    const c2 = p[i + 1] as Point;
    const to = p[i + 2] as Point;
    commands.push({ type: "bezierCurveTo", cp1x: c1.x, cp1y: c1.y, cp2x: c2.x, cp2y: c2.y, x: to.x, y: to.y });
  }
  return commands;
}
