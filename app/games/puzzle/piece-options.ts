// The piece counts offered to players (spec: piece options), in a module of their own: the puzzle-of-the-day cards on
// the home and play pages need the list, not the engine (importing it through index.ts put ~14 KB of the engine, in a
// file of its own, on the home page's first load).
export const PIECE_OPTIONS = [4, 6, 9, 12, 16, 20, 25] as const;
export type PieceCount = (typeof PIECE_OPTIONS)[number];
