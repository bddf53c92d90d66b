import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import sharp from "sharp";
import {
  labelRegions,
  packRegions,
  toLineLayer,
  REGION_TAG_BYTES,
  type Layer,
  type RegionLabels,
} from "~/games/coloring/index.ts";
import { DEFAULT_LINE_THRESHOLD } from "~/games/coloring/regions.ts";
import { checkDecodeBudget, withDecodeSlot } from "./decode-budget";
import { ImageRejected, MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, sniffImage } from "./process-image";

// Staff line art for a new coloring page (issue 31): SVG or a picture, rasterised here (an SVG is never stored or
// served), checked for gaps, and turned into the same precomputed region file the built-in pages ship
// (scripts/art/build-coloring-regions.ts), with the engine's own labelling.

/** The size every coloring page is drawn at (app/features/coloring/line-art.ts PAGE_SIZE). */
export const LINE_ART_SIZE = 1024;
/** A puzzle picture is cut from a 4:3 picture, as the built-in scenes (content/puzzles.ts). */
export const PUZZLE_WIDTH = 1200;
export const PUZZLE_HEIGHT = 900;
/** A shape smaller than this (a pupil's glint, a speck inside a thick stroke) is not one a child is asked to fill. */
const MIN_SHAPE_PIXELS = 200;
/** One closed shape covering more than this share of the sheet is a flood: a frame whose drawing has gaps. */
export const MAX_SHAPE_SHARE = 0.8;
/** A page needs at least this many closed shapes that do not touch the sheet's edge. */
export const MIN_CLOSED_SHAPES = 3;

export class LineArtRejected extends ImageRejected {
  constructor(
    message: string,
    /** The regions as a child would meet them (a PNG data URL), the flooding one in red. */
    readonly regionsPreview: string | null = null,
  ) {
    super(message, 422);
  }
}

/** Whether the bytes are an SVG document (text starting with an XML declaration, a comment or `<svg`). */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 2048)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  return (head.startsWith("<?xml") || head.startsWith("<svg") || head.startsWith("<!--")) && head.includes("<svg");
}

/**
 * Refuses what an SVG could use to reach outside itself or run code. librsvg (under sharp) loads nothing external
 * from a buffer already; this is the second lock, and it keeps the rules plain: shapes, paths, text and gradients only.
 */
export function checkSvgSafety(svg: string): void {
  const text = svg.toLowerCase();
  const refused = ["<!doctype", "<!entity", "<script", "<foreignobject", "<image", "<iframe", "<embed", "<object"];
  for (const marker of refused)
    if (text.includes(marker))
      throw new ImageRejected(
        "This SVG uses something not allowed here (scripts, embedded pictures or documents).",
        415,
      );
  // Every reference must stay inside the file: href="#…", url(#…).
  for (const attribute of ['href="', "href='"]) {
    for (let at = text.indexOf(attribute); at >= 0; at = text.indexOf(attribute, at + 1)) {
      if (text[at + attribute.length] !== "#")
        throw new ImageRejected("This SVG links to another file; only links inside the drawing (#…) are allowed.", 415);
    }
  }
  for (let at = text.indexOf("url("); at >= 0; at = text.indexOf("url(", at + 1)) {
    const inside = text
      .slice(at + 4)
      .trimStart()
      .replace(/^["']/, "");
    if (!inside.startsWith("#"))
      throw new ImageRejected("This SVG links to another file; only links inside the drawing (#…) are allowed.", 415);
  }
  if (text.includes("@import")) throw new ImageRejected("This SVG imports a style sheet, which is not allowed.", 415);
}

/** An SVG upload rasterised to a PNG whose longer side is `side` px (the size limits of every upload hold). */
export async function rasteriseSvg(bytes: Buffer, side: number): Promise<Buffer> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ImageRejected("The picture is larger than 5 MB.", 413);
  checkSvgSafety(bytes.toString("utf8"));
  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes, { density: 72 }).metadata();
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw new ImageRejected("The SVG could not be read.");
  }
  if (!width || !height) throw new ImageRejected("The SVG has no size (width and height, or a viewBox).");
  // Drawn at the size it is used at, not scaled up from a small default (blurred lines would blur the shapes).
  const density = Math.min(2400, Math.max(1, (72 * side) / Math.max(width, height)));
  try {
    return await sharp(bytes, { density, limitInputPixels: MAX_UPLOAD_PIXELS })
      .resize({ width: side, height: side, fit: "inside" })
      .flatten({ background: "#ffffff" })
      .png()
      .toBuffer();
  } catch {
    throw new ImageRejected("The SVG could not be drawn.");
  }
}

/**
 * The upload, checked against every upload's limits (size, type by content, decode budget), handed to `draw` inside a
 * decode slot: an SVG is rasterised first (never kept), PNG, JPEG and WebP pass as they are.
 */
export async function withUploadedPicture<T>(bytes: Buffer, side: number, draw: (picture: Buffer) => Promise<T>) {
  if (bytes.length === 0) throw new ImageRejected("The file is empty.");
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ImageRejected("The picture is larger than 5 MB.", 413);
  if (sniffImage(bytes)) {
    try {
      checkDecodeBudget(await sharp(bytes, { limitInputPixels: false }).metadata());
    } catch (error) {
      throw error instanceof ImageRejected ? error : new ImageRejected("The picture could not be read.");
    }
  } else if (!looksLikeSvg(bytes))
    throw new ImageRejected("Only SVG, PNG, JPEG or WebP pictures can be uploaded.", 415);
  return withDecodeSlot(async () => {
    const picture = sniffImage(bytes) ? bytes : await rasteriseSvg(bytes, side);
    try {
      return await draw(picture);
    } catch (error) {
      throw error instanceof ImageRejected ? error : new ImageRejected("The picture is damaged or incomplete.");
    }
  });
}

/** Line art on a white square sheet of LINE_ART_SIZE², the whole drawing kept (letterboxed, not cropped). */
export async function lineArtSheet(picture: Buffer): Promise<Buffer> {
  return sharp(picture, { limitInputPixels: MAX_UPLOAD_PIXELS })
    .flatten({ background: "#ffffff" })
    .resize({ width: LINE_ART_SIZE, height: LINE_ART_SIZE, fit: "contain", background: "#ffffff" })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A puzzle picture at the built-in scenes' 4:3 size, cropped around its middle. */
export async function puzzleSheet(picture: Buffer): Promise<Buffer> {
  return sharp(picture, { limitInputPixels: MAX_UPLOAD_PIXELS })
    .rotate()
    .flatten({ background: "#ffffff" })
    .resize({ width: PUZZLE_WIDTH, height: PUZZLE_HEIGHT, fit: "cover", position: "attention" })
    .jpeg({ quality: 88 })
    .toBuffer();
}

export interface ShapeReport {
  /** Shapes a child can fill, not touching the sheet's edge. */
  closedShapes: number;
  /** The largest shape's region number (the paper around the drawing, usually). */
  largest: number;
  /** The largest closed shape (not touching the edge), its share of the sheet (0–1); -1 and 0 when there is none. */
  largestClosed: number;
  largestClosedShare: number;
}

/** Measures the shapes the engine found: their sizes (without line pixels) and which touch the sheet's edge. */
export function measureShapes(lines: Layer, labelled: RegionLabels): ShapeReport {
  const { width, height, labels, regionCount } = labelled;
  const sizes = new Int32Array(regionCount);
  const edge = new Uint8Array(regionCount);
  for (let i = 0, a = 3; i < labels.length; i++, a += 4) {
    const r = labels[i];
    if (r < 0) continue;
    if (lines.data[a] < DEFAULT_LINE_THRESHOLD) sizes[r]++;
    const x = i % width;
    if (x === 0 || x === width - 1 || i < width || i >= width * (height - 1)) edge[r] = 1;
  }
  let closedShapes = 0;
  let largest = -1;
  let largestClosed = -1;
  for (let r = 0; r < regionCount; r++) {
    if (!edge[r] && sizes[r] >= MIN_SHAPE_PIXELS) {
      closedShapes++;
      if (largestClosed < 0 || sizes[r] > sizes[largestClosed]) largestClosed = r;
    }
    if (largest < 0 || sizes[r] > sizes[largest]) largest = r;
  }
  const largestClosedShare = largestClosed < 0 ? 0 : sizes[largestClosed] / (width * height);
  return { closedShapes, largest, largestClosed, largestClosedShare };
}

/** Every shape in a colour of its own, the lines black, the flooding shape (if any) red: what staff check by eye. */
export async function regionsPreview(lines: Layer, labelled: RegionLabels, flood: number | null): Promise<string> {
  const { width, height, labels } = labelled;
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0, a = 3; i < labels.length; i++, a += 4) {
    const r = labels[i];
    const o = i * 3;
    if (lines.data[a] >= DEFAULT_LINE_THRESHOLD || r < 0) continue; // black line
    if (r === flood) {
      rgb[o] = 230;
      rgb[o + 1] = 40;
      rgb[o + 2] = 40;
    } else {
      // Soft, distinct colours (golden-angle hues) that never look like the red flood.
      const hue = (r * 137.508 + 60) % 300;
      const [cr, cg, cb] = hsl(hue + 30, 0.55, 0.75);
      rgb[o] = cr;
      rgb[o + 1] = cg;
      rgb[o + 2] = cb;
    }
  }
  const png = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .resize(512, 512)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

export interface ColoringRegions {
  /** The gzipped region file (region-pack.ts), as the built-in pages' files. */
  file: Buffer;
  shapes: ShapeReport;
  preview: string;
}

/**
 * The precomputed line layer and regions of a line-art sheet (a PNG of LINE_ART_SIZE²), refusing line art whose gaps
 * would let one tap flood the page (LineArtRejected, with the preview). The 8-byte tag is the sheet's own hash.
 */
export async function coloringRegions(sheet: Buffer): Promise<ColoringRegions> {
  const { data, info } = await sharp(sheet).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const lines = toLineLayer({
    width: info.width,
    height: info.height,
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
  });
  const labelled = labelRegions(lines);
  const shapes = measureShapes(lines, labelled);
  // The paper around a drawing may be any size; a closed shape covering most of the sheet is a frame whose drawing
  // leaks, and a sheet with hardly any closed shape is outlines with gaps: either way one tap floods the page.
  const framedFlood = shapes.largestClosedShare > MAX_SHAPE_SHARE;
  const tooFew = shapes.closedShapes < MIN_CLOSED_SHAPES;
  const flood = framedFlood ? shapes.largestClosed : tooFew ? shapes.largest : null;
  const preview = await regionsPreview(lines, labelled, flood);
  if (framedFlood)
    throw new LineArtRejected(
      `The line art has gaps: one tap would fill ${Math.round(shapes.largestClosedShare * 100)} % of the page (red in the preview). Close the outlines and upload it again.`,
      preview,
    );
  if (tooFew)
    throw new LineArtRejected(
      `The line art has gaps: only ${shapes.closedShapes} closed shapes to fill (at least ${MIN_CLOSED_SHAPES}), and paint would flood the rest of the page (red in the preview). Close the outlines, with dark lines on a white or transparent background.`,
      preview,
    );
  const tag = new Uint8Array(createHash("sha256").update(sheet).digest().subarray(0, REGION_TAG_BYTES));
  const file = gzipSync(packRegions(lines, labelled, tag), { level: 9 });
  return { file, shapes, preview };
}
