// Cuts a picture into jigsaw pieces: every interior edge gets its own random tab or blank,
// border edges stay flat. Everything is in board coordinates: the board spans
// (0, 0)–(width, height); a piece's cell is its rectangle without tabs.
import type { Point, Rect } from "./geometry.ts";
import { edgeCommands, flatEdge, reverseEdge, tabEdge, type EdgePath } from "./edge-shape.ts";
import { flattenPath, pathBounds, type PathCommand } from "./path.ts";
import { deriveRng } from "./random.ts";

export interface PieceEdges {
  /** Clockwise, each starting where the previous one ended: top L→R, right T→B, bottom R→L, left B→T. */
  top: EdgePath;
  right: EdgePath;
  bottom: EdgePath;
  left: EdgePath;
}

export interface PieceShape {
  /** row * cols + col */
  id: number;
  row: number;
  col: number;
  /** The cell without tabs, in board coordinates. */
  cell: Rect;
  edges: PieceEdges;
  /** Closed outline in board coordinates (piece in its correct place). */
  outline: PathCommand[];
  /** Bounding box of the outline in board coordinates, tab overhang included. */
  bounds: Rect;
  /** Flattened outline relative to the cell's top-left corner, for hit tests at any position. */
  polygon: Point[];
}

export interface Cut {
  seed: number;
  rows: number;
  cols: number;
  width: number;
  height: number;
  pieceWidth: number;
  pieceHeight: number;
  pieces: PieceShape[];
}

export interface CutOptions {
  seed: number;
  rows: number;
  cols: number;
  width: number;
  height: number;
}

export function cutPuzzle({ seed, rows, cols, width, height }: CutOptions): Cut {
  const rng = deriveRng(seed, "cut");
  // Corner coordinates come from these arrays only, so neighbours share bit-identical corners.
  const xs = Array.from({ length: cols + 1 }, (_, c) => (c * width) / cols);
  const ys = Array.from({ length: rows + 1 }, (_, r) => (r * height) / rows);
  const corner = (r: number, c: number): Point => ({ x: xs[c] as number, y: ys[r] as number });
  const size = Math.min(width / cols, height / rows);

  // horizontal[r][c]: the edge on top of row r (r = 1..rows-1), drawn left → right
  const horizontal: EdgePath[][] = [];
  for (let r = 1; r < rows; r++) {
    const row: EdgePath[] = [];
    for (let c = 0; c < cols; c++) row[c] = tabEdge(corner(r, c), corner(r, c + 1), size, rng);
    horizontal[r] = row;
  }
  // vertical[r][c]: the edge left of column c (c = 1..cols-1), drawn top → bottom
  const vertical: EdgePath[][] = [];
  for (let r = 0; r < rows; r++) {
    const row: EdgePath[] = [];
    for (let c = 1; c < cols; c++) row[c] = tabEdge(corner(r, c), corner(r + 1, c), size, rng);
    vertical[r] = row;
  }
  const h = (r: number, c: number) => (horizontal[r] as EdgePath[])[c] as EdgePath;
  const v = (r: number, c: number) => (vertical[r] as EdgePath[])[c] as EdgePath;

  const pieces: PieceShape[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const tl = corner(r, c);
      const tr = corner(r, c + 1);
      const br = corner(r + 1, c + 1);
      const bl = corner(r + 1, c);
      const edges: PieceEdges = {
        top: r === 0 ? flatEdge(tl, tr) : h(r, c),
        right: c === cols - 1 ? flatEdge(tr, br) : v(r, c + 1),
        bottom: r === rows - 1 ? flatEdge(br, bl) : reverseEdge(h(r + 1, c)),
        left: c === 0 ? flatEdge(bl, tl) : reverseEdge(v(r, c)),
      };
      const outline: PathCommand[] = [
        { type: "moveTo", x: tl.x, y: tl.y },
        ...edgeCommands(edges.top),
        ...edgeCommands(edges.right),
        ...edgeCommands(edges.bottom),
        ...edgeCommands(edges.left),
        { type: "closePath" },
      ];
      const cell = { x: tl.x, y: tl.y, width: br.x - tl.x, height: br.y - tl.y };
      pieces.push({
        id: r * cols + c,
        row: r,
        col: c,
        cell,
        edges,
        outline,
        bounds: pathBounds(outline),
        polygon: flattenPath(outline).map((p) => ({ x: p.x - cell.x, y: p.y - cell.y })),
      });
    }
  }
  return { seed, rows, cols, width, height, pieceWidth: width / cols, pieceHeight: height / rows, pieces };
}
