// How many pieces, and how to lay them out as rows × columns for a given picture.
import { PIECE_OPTIONS, type PieceCount } from "./piece-options.ts";
import { pick, type Rng } from "./random.ts";

export { PIECE_OPTIONS, type PieceCount };

export interface GridSize {
  rows: number;
  cols: number;
}

export function isPieceCount(value: unknown): value is PieceCount {
  return typeof value === "number" && (PIECE_OPTIONS as readonly number[]).includes(value);
}

/** The app starts with a random piece count; seeded so a test (or a shared link) can repeat it. */
export function randomPieceCount(rng: Rng): PieceCount {
  return pick(rng, PIECE_OPTIONS);
}

/**
 * Picks the factorisation rows × cols = count whose cells are closest to square for a picture
 * of width:height, because near-square cells give tabs that look right and are easy to grab.
 * At least 2 rows and 2 columns: a single strip of pieces is no fun for a child.
 * e.g. 12 on 4:3 → 3 rows × 4 cols; 20 on 4:3 → 4 × 5; 6 on 4:3 → 2 × 3, on 3:4 → 3 × 2.
 */
export function chooseGrid(count: number, width: number, height: number): GridSize {
  if (!(width > 0 && height > 0)) throw new Error(`picture size must be positive, got ${width}×${height}`);
  let best: GridSize | null = null;
  let bestScore = Infinity;
  for (let rows = 2; rows <= count / 2; rows++) {
    if (count % rows !== 0) continue;
    const cols = count / rows;
    // log distance treats 2:1 and 1:2 cells as equally bad
    const score = Math.abs(Math.log(width / cols / (height / rows)));
    // a tie (a square picture: 2×3 or 3×2) goes to more columns, as screens are mostly landscape
    if (score < bestScore - 1e-9 || (Math.abs(score - bestScore) <= 1e-9 && best !== null && cols > best.cols)) {
      best = { rows, cols };
      bestScore = score;
    }
  }
  if (!best) throw new Error(`cannot lay out ${count} pieces in at least 2 rows and 2 columns`);
  return best;
}
