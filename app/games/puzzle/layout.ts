// Where the board goes in the play area, and the tray slots around it. Pieces keep the board's
// scale on the tray, so the board must leave enough room around it for every piece.
import type { Rect } from './geometry.ts';
import { chooseGrid } from './grid.ts';
import type { Layout } from './puzzle.ts';

/** A tab sticks out at most ~0.33 of the smaller cell side (see edge-shape.ts), on each side. */
const MAX_TAB = 0.34;

/** Tray packing to try, densest last, with the smallest board (fraction of the play area) each
 * is worth: a bigger board with slightly overlapping tray pieces beats a tiny tidy one. */
const PACKINGS = [
  { spacing: 1, minFill: 0.5 },
  { spacing: 0.85, minFill: 0.45 },
  { spacing: 0.7, minFill: 0.4 },
];

/**
 * The largest board of the picture's aspect, centred in the play area, that leaves room on the
 * tray around it for all `pieceCount` pieces (at board scale). Falls back to a board of 40% of the
 * play area, where scatterPieces() then lets some pieces overlap the board.
 */
export function fitBoard(playArea: Rect, imageWidth: number, imageHeight: number, pieceCount: number): Layout {
  const { rows, cols } = chooseGrid(pieceCount, imageWidth, imageHeight);
  for (const { spacing, minFill } of PACKINGS) {
    for (let fill = 0.9; fill >= minFill; fill -= 0.01) {
      const layout = centredBoard(playArea, imageWidth, imageHeight, fill);
      const { width, height } = layout.board;
      const m = Math.min(width / cols, height / rows);
      const slotW = width / cols + 2 * MAX_TAB * m;
      const slotH = height / rows + 2 * MAX_TAB * m;
      if (traySlots(playArea, layout.board, slotW, slotH, spacing).length >= pieceCount) return layout;
    }
  }
  return centredBoard(playArea, imageWidth, imageHeight, 0.4);
}

/** Largest board of the picture's aspect within `fill` of the play area's width and height. */
export function centredBoard(playArea: Rect, imageWidth: number, imageHeight: number, fill: number): Layout {
  const scale = Math.min((playArea.width * fill) / imageWidth, (playArea.height * fill) / imageHeight);
  const width = imageWidth * scale;
  const height = imageHeight * scale;
  const board = { x: playArea.x + (playArea.width - width) / 2, y: playArea.y + (playArea.height - height) / 2, width, height };
  return { playArea, board };
}

/**
 * Slots of w × h around the board: the bands above and below it (full width) and left and right
 * of it, each packed on its own so no slot is lost straddling a band edge. With spacing < 1
 * neighbouring slots overlap (pieces' tabs may cover each other) but never the board.
 */
export function traySlots(area: Rect, board: Rect, w: number, h: number, spacing: number): Rect[] {
  const top = board.y - area.y;
  const bottom = area.y + area.height - (board.y + board.height);
  const left = board.x - area.x;
  const right = area.x + area.width - (board.x + board.width);
  const bands: Rect[] = [
    { x: area.x, y: area.y, width: area.width, height: top },
    { x: area.x, y: board.y + board.height, width: area.width, height: bottom },
    { x: area.x, y: board.y, width: left, height: board.height },
    { x: board.x + board.width, y: board.y, width: right, height: board.height },
  ];
  return bands.flatMap((band) => packBand(band, w, h, spacing));
}

function packBand(band: Rect, w: number, h: number, spacing: number): Rect[] {
  if (band.width < w || band.height < h) return [];
  const stepX = w * spacing;
  const stepY = h * spacing;
  const cols = Math.floor((band.width - w) / stepX + 1e-9) + 1;
  const rows = Math.floor((band.height - h) / stepY + 1e-9) + 1;
  // centre the packed grid in its band so the spare margin is shared
  const x0 = band.x + (band.width - (w + (cols - 1) * stepX)) / 2;
  const y0 = band.y + (band.height - (h + (rows - 1) * stepY)) / 2;
  const slots: Rect[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) slots.push({ x: x0 + c * stepX, y: y0 + r * stepY, width: w, height: h });
  }
  return slots;
}
