// Offline coloring sheets: one coloring page's line art on A4 portrait (millimetre units), with the
// badge, the page's name and a crayon-marked line to write one's own name. No other words, so a
// sheet works in every language.
import { escapeXml, loadArt, placeArt, svgDocument } from "./art.ts";

export const SHEET_NAMES: Record<string, string> = {
  rescue_team: "RESCUE TEAM",
  poli: "POLI",
  roy: "ROY",
  amber: "AMBER",
  helly: "HELLY",
  mark: "MARK",
  cleany: "CLEANY",
  posty: "POSTY",
};

/** A crayon pointing right, outlined only: children may colour it too. */
export function crayon(x: number, y: number, length: number): string {
  const h = length / 5;
  return `<g fill="#fff" stroke="#000" stroke-width="0.6" stroke-linejoin="round"><path d="M${x} ${y - h / 2}H${x + length * 0.72}L${x + length} ${y}L${x + length * 0.72} ${y + h / 2}H${x}Z"/><path d="M${x + length * 0.15} ${y - h / 2}V${y + h / 2}M${x + length * 0.6} ${y - h / 2}V${y + h / 2}" fill="none"/></g>`;
}

export function coloringSheetSvg(page: string): string {
  const W = 210;
  const H = 297;
  const art = loadArt(`coloring/${page}.svg`);
  const badge = loadArt("logo-mark.svg");
  const name = escapeXml(SHEET_NAMES[page] ?? page.toUpperCase());
  const body = [
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<rect x="8" y="8" width="${W - 16}" height="${H - 16}" rx="6" fill="none" stroke="#000" stroke-width="0.8"/>`,
    placeArt(badge, 14, 13, 20, 20),
    `<text x="38" y="27.5" font-family="Helvetica" font-weight="bold" font-size="12" fill="#000">${name}</text>`,
    placeArt(art, 12, 44, 186, 186),
    crayon(20, 254, 22),
    `<path d="M46 258H190" stroke="#000" stroke-width="0.6"/>`,
  ].join("");
  return svgDocument(W, H, body, "mm");
}
