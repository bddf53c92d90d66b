/**
 * Responsive picture variants (issue 15): the widths and formats a raster picture is offered in, and their addresses.
 * Shared by the build script (scripts/images/build-variants.ts), the upload variant route
 * (app/server/http/image-variants.ts) and <ResponsivePicture>, so the three always agree on what exists.
 */

/** The only widths ever produced: a fixed list, so nobody can ask the server for arbitrary resizes. Steps ≤ 2×. */
export const VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** One fixed picture of public/: its size and the first 10 hex digits of its content hash. */
export interface StaticVariantEntry {
  w: number;
  h: number;
  v: string;
}
/** Site path of the original (`/art/puzzles/scene01.jpg`) → its entry; written by the build. */
export type VariantManifest = Record<string, StaticVariantEntry>;

/** Where the build writes fixed pictures' variants, below public/ (and so build/client/). */
export const STATIC_VARIANT_PREFIX = "/_img";
/** Where uploads' variants are answered, below the uploads' own /media/. */
export const UPLOAD_VARIANT_PREFIX = "/media/_v";

/** The widths offered for a picture `sourceWidth` wide: the fixed steps below it, then the source width (≤ 1280). */
export function variantWidths(sourceWidth: number): number[] {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];
  const cap = Math.min(Math.round(sourceWidth), largest);
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < cap);
  widths.push(cap);
  return widths;
}

/** `/art/puzzles/scene01.jpg` at 640 as AVIF → `/_img/art/puzzles/scene01.<hash>.640.avif` (content-addressed: immutable). */
export function staticVariantPath(
  sourcePath: string,
  entry: StaticVariantEntry,
  width: number,
  format: VariantFormat,
): string {
  const base = sourcePath.replace(/\.[a-z0-9]+$/i, "");
  return `${STATIC_VARIANT_PREFIX}${base}.${entry.v}.${width}.${format}`;
}

/** Where uploads' variants are kept in the store: one folder per picture below this one, removed with it. */
export const UPLOAD_VARIANTS_FOLDER = "variants";
export const uploadVariantFolder = (key: string) => `${UPLOAD_VARIANTS_FOLDER}/${key}`;

/** An uploaded picture (`/media/<key>`) at `width` in `format`. */
export function uploadVariantPath(key: string, width: number, format: VariantFormat): string {
  return `${UPLOAD_VARIANT_PREFIX}/${width}/${key}.${format}`;
}

/**
 * The pictures of public/ shown in pages whose variants the build makes: puzzle pictures, coloring and download
 * previews, video posters. Not the downloads themselves, the share picture or the loops' stills (never in a page).
 */
export function isStaticVariantSource(sitePath: string): boolean {
  if (/^\/video\/[a-z0-9-]+\/poster\.jpg$/.test(sitePath)) return true;
  return /^\/(art\/puzzles|coloring\/preview|downloads\/previews)\/[^/]+\.(jpe?g|png|webp)$/i.test(sitePath);
}

export interface PictureSources {
  /** One entry per format, best first. */
  sources: { type: `image/${VariantFormat}`; srcSet: string }[];
  /** The picture's own size where known (the fixed art), for width/height when the caller gives none. */
  intrinsic?: { width: number; height: number };
}

/** For uploads only allowed widths: those below `maxWidth` and the first at or above it (the server never enlarges). */
export function uploadWidths(maxWidth?: number): number[] {
  if (!maxWidth) return [...VARIANT_WIDTHS];
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < maxWidth);
  const next = VARIANT_WIDTHS.find((w) => w >= maxWidth);
  if (next) widths.push(next);
  return widths;
}

const UPLOAD = /^\/media\/([a-z0-9][a-z0-9._-]*\.(?:png|jpe?g|webp))$/;

interface Variants {
  widths: number[];
  address(width: number, format: VariantFormat): string;
  intrinsic?: { width: number; height: number };
}

/** The widths `src` is offered at and where each lies, or null where there are none (see pictureSources). */
function variantsOf(src: string, manifest: VariantManifest, maxWidth?: number): Variants | null {
  const match = /^(https?:\/\/[^/]+)?(\/[^?#]*)$/i.exec(src);
  if (!match) return null;
  const origin = match[1] ?? "";
  const sitePath = match[2];
  const entry = manifest[sitePath];
  if (entry) {
    return {
      widths: variantWidths(entry.w),
      address: (width, format) => `${origin}${staticVariantPath(sitePath, entry, width, format)}`,
      intrinsic: { width: entry.w, height: entry.h },
    };
  }
  const upload = UPLOAD.exec(sitePath);
  if (!upload) return null;
  return {
    widths: uploadWidths(maxWidth),
    address: (width, format) => `${origin}${uploadVariantPath(upload[1], width, format)}`,
  };
}

/**
 * The <source> sets for `src`, or null where there are none (SVG, another site's picture, a picture the build did not
 * see). An absolute address keeps its origin (CDN_URL in front of /video/…); `maxWidth` caps uploads, whose size the
 * page may not know (default: every allowed width; the server never enlarges).
 */
export function pictureSources(src: string, manifest: VariantManifest, maxWidth?: number): PictureSources | null {
  const variants = variantsOf(src, manifest, maxWidth);
  if (!variants) return null;
  const sources = VARIANT_FORMATS.map((format) => ({
    type: `image/${format}` as const,
    srcSet: variants.widths.map((w) => `${variants.address(w, format)} ${w}w`).join(", "),
  }));
  return variants.intrinsic ? { sources, intrinsic: variants.intrinsic } : { sources };
}

/**
 * One address for a place that takes no srcset (a <video poster>): the WebP variant (every browser that plays the
 * site's videos shows WebP) of the narrowest width covering `pixels` device pixels, else the widest; `src` itself
 * where there are no variants.
 */
export function singleVariant(src: string, manifest: VariantManifest, pixels: number): string {
  const variants = variantsOf(src, manifest);
  if (!variants) return src;
  const width = variants.widths.find((w) => w >= pixels) ?? variants.widths[variants.widths.length - 1];
  return variants.address(width, "webp");
}
