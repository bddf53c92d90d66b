// Piece outlines as data: a list of canvas-style commands that can be replayed onto a
// CanvasRenderingContext2D, a Path2D, or turned into SVG path data, and flattened for hit tests.
import { cubicExtent, cubicPoint, type Point, type Rect } from "./geometry.ts";

export type PathCommand =
  | { type: "moveTo"; x: number; y: number }
  | { type: "lineTo"; x: number; y: number }
  | { type: "bezierCurveTo"; cp1x: number; cp1y: number; cp2x: number; cp2y: number; x: number; y: number }
  | { type: "closePath" };

/** What Path2D and CanvasRenderingContext2D both offer; tests pass a recording fake. */
export interface PathSink {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  bezierCurveTo(cp1x: number, cp1y: number, cp2x: number, cp2y: number, x: number, y: number): void;
  closePath(): void;
}

/** Replays commands onto a sink, shifted by (dx, dy) so one outline serves any position. */
export function tracePath(sink: PathSink, commands: readonly PathCommand[], dx = 0, dy = 0): void {
  for (const c of commands) {
    switch (c.type) {
      case "moveTo":
        sink.moveTo(c.x + dx, c.y + dy);
        break;
      case "lineTo":
        sink.lineTo(c.x + dx, c.y + dy);
        break;
      case "bezierCurveTo":
        sink.bezierCurveTo(c.cp1x + dx, c.cp1y + dy, c.cp2x + dx, c.cp2y + dy, c.x + dx, c.y + dy);
        break;
      case "closePath":
        sink.closePath();
        break;
    }
  }
}

/** SVG path data, e.g. for `new Path2D(d)` or an SVG <path> in a thin React shell. */
export function pathToSvg(commands: readonly PathCommand[], dx = 0, dy = 0): string {
  const r = (v: number) => Math.round(v * 100) / 100;
  return commands
    .map((c) => {
      switch (c.type) {
        case "moveTo":
          return `M${r(c.x + dx)} ${r(c.y + dy)}`;
        case "lineTo":
          return `L${r(c.x + dx)} ${r(c.y + dy)}`;
        case "bezierCurveTo":
          return `C${r(c.cp1x + dx)} ${r(c.cp1y + dy)} ${r(c.cp2x + dx)} ${r(c.cp2y + dy)} ${r(c.x + dx)} ${r(c.y + dy)}`;
        case "closePath":
          return "Z";
      }
    })
    .join("");
}

/** Polygon approximation for point-in-polygon hit tests (computed once per cut, not per frame). */
export function flattenPath(commands: readonly PathCommand[], stepsPerCurve = 12): Point[] {
  const points: Point[] = [];
  let x = 0;
  let y = 0;
  for (const c of commands) {
    if (c.type === "moveTo" || c.type === "lineTo") {
      x = c.x;
      y = c.y;
      points.push({ x, y });
    } else if (c.type === "bezierCurveTo") {
      for (let i = 1; i <= stepsPerCurve; i++) {
        const t = i / stepsPerCurve;
        points.push({ x: cubicPoint(x, c.cp1x, c.cp2x, c.x, t), y: cubicPoint(y, c.cp1y, c.cp2y, c.y, t) });
      }
      x = c.x;
      y = c.y;
    }
  }
  return points;
}

/** Tight bounds, tab overhang included. */
export function pathBounds(commands: readonly PathCommand[]): Rect {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let x = 0;
  let y = 0;
  const add = (lo: number, hi: number, lo2: number, hi2: number) => {
    minX = Math.min(minX, lo);
    maxX = Math.max(maxX, hi);
    minY = Math.min(minY, lo2);
    maxY = Math.max(maxY, hi2);
  };
  for (const c of commands) {
    if (c.type === "moveTo" || c.type === "lineTo") {
      x = c.x;
      y = c.y;
      add(x, x, y, y);
    } else if (c.type === "bezierCurveTo") {
      const [x0, x1] = cubicExtent(x, c.cp1x, c.cp2x, c.x);
      const [y0, y1] = cubicExtent(y, c.cp1y, c.cp2y, c.y);
      add(x0, x1, y0, y1);
      x = c.x;
      y = c.y;
    }
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}
