// Reads the project's SVG art and makes it nestable inside a composed page: the outer <svg> becomes a
// positioned <svg x y width height viewBox>, ids are prefixed so two pictures on one page never clash.
import fs from "node:fs";
import path from "node:path";

export const ART_DIR = path.resolve(import.meta.dirname, "../../public/art");

let counter = 0;

export interface Art {
  viewBox: string;
  width: number;
  height: number;
  body: string;
}

export function loadArt(relative: string): Art {
  const text = fs.readFileSync(path.join(ART_DIR, relative), "utf8");
  const open = text.match(/<svg\b[^>]*>/);
  if (!open) throw new Error(`${relative}: no <svg> element`);
  const viewBox = open[0].match(/viewBox="([^"]+)"/)?.[1];
  if (!viewBox) throw new Error(`${relative}: no viewBox`);
  const [, , width, height] = viewBox.split(/[\s,]+/).map(Number);
  const body = text
    .slice(text.indexOf(open[0]) + open[0].length, text.lastIndexOf("</svg>"))
    .replace(/<title>[\s\S]*?<\/title>/g, "");
  return { viewBox, width, height, body };
}

/** The art placed in the box (x, y, w, h), scaled to fit and centred; `mirror` flips it left–right. */
export function placeArt(
  art: Art,
  x: number,
  y: number,
  w: number,
  h: number,
  options: { mirror?: boolean; viewBox?: string } = {},
): string {
  const prefix = `a${++counter}-`;
  const body = art.body
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
  const inner = `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="${options.viewBox ?? art.viewBox}" preserveAspectRatio="xMidYMid meet">${body}</svg>`;
  if (!options.mirror) return inner;
  return `<g transform="translate(${2 * x + w} 0) scale(-1 1)">${inner}</g>`;
}

export function svgDocument(width: number, height: number, body: string, units = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}${units}" height="${height}${units}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c] ?? c);
}
