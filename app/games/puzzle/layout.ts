// Where the board goes in the play area, and the tray beside it. The board's size depends only on the
// play area and the picture — never on the piece count — so a 4-piece board is as big as a 25-piece one.
// Upright screens put the tray below the board, wide ones beside it; the tray shrinks resting pieces
// (trayScale) until every piece has a slot of its own, so nothing in the tray overlaps, but never below a
// finger's size (MIN_TOUCH_PX): then the slots run on past the tray's end and the tray scrolls (tray-scroll.ts).
import type { Rect } from "./geometry.ts";
import { chooseGrid } from "./grid.ts";
import type { Layout } from "./puzzle.ts";

/** A tab sticks out at most ~0.33 of the smaller cell side (see edge-shape.ts), on each side. */
export const MAX_TAB = 0.34;
/** The board's share of the play area's long side at most: the rest is the tray. */
const BOARD_SHARE = 0.62;
/** Resting pieces are never drawn smaller than this fraction of their board size. */
export const MIN_TRAY_SCALE = 0.3;

/** A resting piece's cell is never smaller than this on its shorter side (CSS px): a finger's target. */
export const MIN_TOUCH_PX = 44;

/** Margin around the board and tray: a finger needs a little room at the screen's edge. */
function marginFor(area: Rect): number {
  return Math.max(6, Math.min(16, Math.min(area.width, area.height) * 0.025));
}

/**
 * The board as large as the picture's aspect allows, at the top (upright screens) or the left (wide
 * screens) of the play area, whichever gives the bigger board; the tray takes the rest.
 */
export function fitBoard(playArea: Rect, imageWidth: number, imageHeight: number, pieceCount: number): Layout {
  const m = marginFor(playArea);
  const innerW = Math.max(1, playArea.width - 2 * m);
  const innerH = Math.max(1, playArea.height - 2 * m);
  const fit = (w: number, h: number) => Math.min(w / imageWidth, h / imageHeight);
  const stacked = fit(innerW, (innerH - m) * BOARD_SHARE);
  const sideBySide = fit((innerW - m) * BOARD_SHARE, innerH);
  let board: Rect;
  let tray: Rect;
  if (stacked >= sideBySide) {
    const width = imageWidth * stacked;
    const height = imageHeight * stacked;
    board = { x: playArea.x + (playArea.width - width) / 2, y: playArea.y + m, width, height };
    const top = board.y + height + m;
    tray = { x: playArea.x + m, y: top, width: innerW, height: Math.max(0, playArea.y + playArea.height - m - top) };
  } else {
    const width = imageWidth * sideBySide;
    const height = imageHeight * sideBySide;
    board = { x: playArea.x + m, y: playArea.y + (playArea.height - height) / 2, width, height };
    const left = board.x + width + m;
    tray = { x: left, y: playArea.y + m, width: Math.max(0, playArea.x + playArea.width - m - left), height: innerH };
  }
  const { rows, cols } = chooseGrid(pieceCount, imageWidth, imageHeight);
  const cellW = board.width / cols;
  const cellH = board.height / rows;
  const tab = 2 * MAX_TAB * Math.min(cellW, cellH);
  const slotW = cellW + tab;
  const slotH = cellH + tab;
  // big enough for a finger (more pieces than fit then scroll), yet one slot always fits across the tray; the floor a
  // hair above 44 px, so that the cell drawn (cell × scale) is not a rounding error under it (43.999999999999986)
  const fingerScale = (MIN_TOUCH_PX / Math.min(cellW, cellH)) * (1 + 1e-9);
  const touchable = Math.max(fingerScale, trayScaleFor(tray, slotW, slotH, pieceCount));
  const trayScale = Math.min(1, touchable, tray.width / slotW, tray.height / slotH);
  return { playArea, board, tray, trayScale: Math.max(MIN_TRAY_SCALE, trayScale) };
}

/** Which way the tray scrolls when its pieces run past its end: along it, so sideways below the board. */
export function trayAxis(layout: Layout): "x" | "y" {
  return layout.tray.y >= layout.board.y + layout.board.height - 1e-6 ? "x" : "y";
}

/** The largest scale (≤ 1) at which `count` slots of w × h fit side by side in the tray. */
export function trayScaleFor(tray: Rect, w: number, h: number, count: number): number {
  for (let scale = 1; scale >= MIN_TRAY_SCALE; scale -= 0.02) {
    if (packBand(tray, w * scale, h * scale, 1).length >= count) return scale;
  }
  return MIN_TRAY_SCALE;
}

/**
 * Slots of w × h in the tray; at least `count` of them, running on past the tray's end along its axis (from
 * its start, so a half-shown piece at the edge says there is more) when the tray cannot hold that many. With
 * spacing < 1 neighbouring slots overlap (tabs may cover each other): only a last resort.
 */
export function traySlots(layout: Layout, w: number, h: number, spacing: number, count = 0): Rect[] {
  const band = layout.tray;
  const fits = packBand(band, w, h, spacing);
  if (fits.length === 0 || fits.length >= count) return fits;
  if (trayAxis(layout) === "x") {
    const rows = Math.floor((band.height - h) / (h * spacing) + 1e-9) + 1;
    const cols = Math.ceil(count / rows);
    return packBand({ ...band, width: w + (cols - 1) * w * spacing }, w, h, spacing);
  }
  const cols = Math.floor((band.width - w) / (w * spacing) + 1e-9) + 1;
  const rows = Math.ceil(count / cols);
  return packBand({ ...band, height: h + (rows - 1) * h * spacing }, w, h, spacing);
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
