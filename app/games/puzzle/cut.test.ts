import { describe, expect, it } from "vitest";
import { cutPuzzle, type Cut, type PieceShape } from "./cut.ts";
import type { Point } from "./geometry.ts";
import { PIECE_OPTIONS, chooseGrid } from "./grid.ts";
import { flattenPath } from "./path.ts";

interface Side {
  kind: "flat" | "curved";
  points: Point[];
}

/** Splits a piece's drawn outline (what the player sees) into its four sides at the corners. */
function sidesOf(piece: PieceShape): { top: Side; right: Side; bottom: Side; left: Side } {
  const { x, y, width, height } = piece.cell;
  const corners = [
    { x: x + width, y },
    { x: x + width, y: y + height },
    { x, y: y + height },
    { x, y },
  ];
  const [first, ...rest] = piece.outline;
  expect(first).toEqual({ type: "moveTo", x, y });
  const sides: Side[] = [];
  let points: Point[] = [{ x, y }];
  let kinds = new Set<string>();
  for (const c of rest) {
    if (c.type === "closePath") break;
    if (c.type === "lineTo") points.push({ x: c.x, y: c.y });
    else if (c.type === "bezierCurveTo")
      points.push({ x: c.cp1x, y: c.cp1y }, { x: c.cp2x, y: c.cp2y }, { x: c.x, y: c.y });
    else throw new Error("unexpected moveTo inside an outline");
    kinds.add(c.type);
    const corner = corners[sides.length];
    if (corner && c.x === corner.x && c.y === corner.y) {
      expect(kinds.size).toBe(1); // a side is all straight or all curves
      sides.push({ kind: kinds.has("lineTo") ? "flat" : "curved", points });
      points = [corner];
      kinds = new Set();
    }
  }
  expect(sides).toHaveLength(4);
  const [top, right, bottom, left] = sides as [Side, Side, Side, Side];
  return { top, right, bottom, left };
}

function at(cut: Cut, row: number, col: number): PieceShape {
  const piece = cut.pieces[row * cut.cols + col];
  if (!piece) throw new Error(`no piece at ${row},${col}`);
  return piece;
}

/** The point of a curved side farthest from the straight line between its ends. */
function bulge(side: Side): { point: Point; distance: number } {
  const a = side.points[0] as Point;
  const b = side.points[side.points.length - 1] as Point;
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const cmds = [{ type: "moveTo" as const, ...a }];
  const curve = [];
  for (let i = 1; i + 2 < side.points.length; i += 3) {
    const [c1, c2, to] = [side.points[i], side.points[i + 1], side.points[i + 2]] as [Point, Point, Point];
    curve.push({ type: "bezierCurveTo" as const, cp1x: c1.x, cp1y: c1.y, cp2x: c2.x, cp2y: c2.y, x: to.x, y: to.y });
  }
  let best = { point: a, distance: 0 };
  for (const p of flattenPath([...cmds, ...curve], 40)) {
    const d = Math.abs((b.x - a.x) * (a.y - p.y) - (a.x - p.x) * (b.y - a.y)) / len;
    if (d > best.distance) best = { point: p, distance: d };
  }
  return best;
}

function strictlyInside(piece: PieceShape, p: Point): boolean {
  const { x, y, width, height } = piece.cell;
  return p.x > x && p.x < x + width && p.y > y && p.y < y + height;
}

const aspects = [
  [800, 600],
  [600, 800],
  [1920, 1080],
  [500, 500],
] as const;

describe("cutPuzzle", () => {
  for (const count of PIECE_OPTIONS) {
    for (const [width, height] of aspects) {
      it(`${count} pieces on ${width}×${height}: neighbours fit exactly, border is flat`, () => {
        const { rows, cols } = chooseGrid(count, width, height);
        const cut = cutPuzzle({ seed: 1234 + count, rows, cols, width, height });
        expect(cut.pieces).toHaveLength(count);
        const size = Math.min(cut.pieceWidth, cut.pieceHeight);

        for (let r = 0; r < rows; r++) {
          for (let c = 0; c < cols; c++) {
            const piece = at(cut, r, c);
            const sides = sidesOf(piece);
            // border sides: one straight line along the picture's edge
            if (r === 0)
              expect(sides.top).toEqual({
                kind: "flat",
                points: [
                  { x: piece.cell.x, y: 0 },
                  { x: piece.cell.x + piece.cell.width, y: 0 },
                ],
              });
            if (r === rows - 1) expect(sides.bottom.kind).toBe("flat");
            if (r === rows - 1) for (const p of sides.bottom.points) expect(p.y).toBe(height);
            if (c === 0) expect(sides.left.kind).toBe("flat");
            if (c === 0) for (const p of sides.left.points) expect(p.x).toBe(0);
            if (c === cols - 1) expect(sides.right.kind).toBe("flat");
            if (c === cols - 1) for (const p of sides.right.points) expect(p.x).toBe(width);

            const pairs: [PieceShape, Side, Side][] = [];
            if (c + 1 < cols) pairs.push([at(cut, r, c + 1), sides.right, sidesOf(at(cut, r, c + 1)).left]);
            if (r + 1 < rows) pairs.push([at(cut, r + 1, c), sides.bottom, sidesOf(at(cut, r + 1, c)).top]);
            for (const [neighbour, mine, theirs] of pairs) {
              expect(mine.kind).toBe("curved");
              // the very same curve, walked the other way: no gap, no overlap
              expect(theirs.points).toEqual([...mine.points].reverse());
              // a real tab: sticks out by a good fraction of a piece, into exactly one of the two
              const { point, distance } = bulge(mine);
              expect(distance).toBeGreaterThan(0.15 * size);
              expect(distance).toBeLessThan(0.4 * size);
              expect(strictlyInside(piece, point) !== strictlyInside(neighbour, point)).toBe(true);
            }
          }
        }
      });
    }
  }

  it("bounding boxes include the tab overhang", () => {
    const cut = cutPuzzle({ seed: 99, rows: 3, cols: 4, width: 800, height: 600 });
    let overhanging = 0;
    for (const piece of cut.pieces) {
      const b = piece.bounds;
      for (const p of flattenPath(piece.outline, 50)) {
        expect(p.x).toBeGreaterThanOrEqual(b.x - 1e-9);
        expect(p.x).toBeLessThanOrEqual(b.x + b.width + 1e-9);
        expect(p.y).toBeGreaterThanOrEqual(b.y - 1e-9);
        expect(p.y).toBeLessThanOrEqual(b.y + b.height + 1e-9);
      }
      if (b.width > piece.cell.width + 1 || b.height > piece.cell.height + 1) overhanging++;
    }
    expect(overhanging).toBeGreaterThan(cut.pieces.length / 2);
  });

  it("the same seed cuts the same pieces; another seed cuts different ones", () => {
    const opts = { rows: 4, cols: 4, width: 640, height: 640 };
    const a = cutPuzzle({ seed: 1, ...opts });
    expect(cutPuzzle({ seed: 1, ...opts }).pieces.map((p) => p.outline)).toEqual(a.pieces.map((p) => p.outline));
    const b = cutPuzzle({ seed: 2, ...opts });
    expect(b.pieces.map((p) => p.outline)).not.toEqual(a.pieces.map((p) => p.outline));
  });

  it("a seed gives the same shapes at any size (resume on another screen)", () => {
    const small = cutPuzzle({ seed: 5, rows: 3, cols: 4, width: 400, height: 300 });
    const large = cutPuzzle({ seed: 5, rows: 3, cols: 4, width: 800, height: 600 });
    const scale = (cmds: PieceShape["outline"]) =>
      flattenPath(cmds).map((p) => ({ x: +(p.x * 2).toFixed(6), y: +(p.y * 2).toFixed(6) }));
    const round = (cmds: PieceShape["outline"]) =>
      flattenPath(cmds).map((p) => ({ x: +p.x.toFixed(6), y: +p.y.toFixed(6) }));
    expect(small.pieces.map((p) => scale(p.outline))).toEqual(large.pieces.map((p) => round(p.outline)));
  });
});
