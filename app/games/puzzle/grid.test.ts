import { describe, expect, it } from "vitest";
import { PIECE_OPTIONS, chooseGrid, randomPieceCount } from "./grid.ts";
import { mulberry32 } from "./random.ts";

describe("chooseGrid", () => {
  it("offers the piece counts of the spec", () => {
    expect(PIECE_OPTIONS).toEqual([4, 6, 9, 12, 16, 20, 25]);
  });

  it("lays pieces out to suit a 4:3 picture", () => {
    expect(chooseGrid(4, 800, 600)).toEqual({ rows: 2, cols: 2 });
    expect(chooseGrid(6, 800, 600)).toEqual({ rows: 2, cols: 3 });
    expect(chooseGrid(9, 800, 600)).toEqual({ rows: 3, cols: 3 });
    expect(chooseGrid(12, 800, 600)).toEqual({ rows: 3, cols: 4 });
    expect(chooseGrid(16, 800, 600)).toEqual({ rows: 4, cols: 4 });
    expect(chooseGrid(20, 800, 600)).toEqual({ rows: 4, cols: 5 });
    expect(chooseGrid(25, 800, 600)).toEqual({ rows: 5, cols: 5 });
  });

  it("turns the grid for a portrait picture", () => {
    expect(chooseGrid(6, 600, 800)).toEqual({ rows: 3, cols: 2 });
    expect(chooseGrid(12, 600, 800)).toEqual({ rows: 4, cols: 3 });
    expect(chooseGrid(20, 600, 800)).toEqual({ rows: 5, cols: 4 });
  });

  it("keeps cells close to square for every count and aspect", () => {
    for (const count of PIECE_OPTIONS) {
      for (const [w, h] of [
        [4, 3],
        [3, 4],
        [16, 9],
        [9, 16],
        [1, 1],
      ] as const) {
        const { rows, cols } = chooseGrid(count, w, h);
        expect(rows * cols).toBe(count);
        expect(Math.min(rows, cols)).toBeGreaterThanOrEqual(2);
        const cellAspect = w / cols / (h / rows);
        expect(cellAspect).toBeGreaterThan(0.4);
        expect(cellAspect).toBeLessThan(2.5);
      }
    }
  });
});

describe("randomPieceCount", () => {
  it("is one of the options and repeats for the same seed", () => {
    const a = Array.from(
      { length: 20 },
      (
        (rng) => () =>
          randomPieceCount(rng)
      )(mulberry32(7)),
    );
    const b = Array.from(
      { length: 20 },
      (
        (rng) => () =>
          randomPieceCount(rng)
      )(mulberry32(7)),
    );
    expect(a).toEqual(b);
    for (const n of a) expect(PIECE_OPTIONS).toContain(n);
    expect(new Set(a).size).toBeGreaterThan(2);
  });
});
