import type { ImgHTMLAttributes } from "react";
import { preload } from "react-dom";
import { pictureSources, singleVariant, type VariantManifest } from "~/shared/image-variants";
import styles from "./responsive-picture.module.css";

// Written by `npm run build` (scripts/images/build-variants.ts); absent before the first build, then pictures are plain.
const generated = import.meta.glob<VariantManifest>("./image-variants.generated.json", {
  eager: true,
  import: "default",
});
const manifest: VariantManifest = Object.values(generated)[0] ?? {};

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "fetchPriority" | "alt">;

export interface ResponsivePictureProps extends ImgProps {
  src: string;
  alt: string;
  /** The width the picture takes in the layout, as for <img sizes> (e.g. "(min-width: 900px) 340px, 90vw"). */
  sizes: string;
  /** The page's largest paint: loaded at once with high priority, and preloaded from the head. */
  priority?: boolean;
  /** For uploads, whose size the page may not know: the widest variant worth offering (default: the width attribute). */
  maxWidth?: number;
}

/**
 * A raster picture in AVIF and WebP at the sizes it is shown (issue 15), with the original as the fallback. The
 * format comes from <source type>, never from the Accept header, so a shared cache holds one answer per address.
 * Below the fold by default (lazy, async decoding); `priority` for the largest paint. SVGs and other sites' pictures
 * pass through as a plain <img>.
 */
export function ResponsivePicture({
  src,
  sizes,
  priority,
  maxWidth,
  width,
  height,
  loading,
  decoding,
  ...img
}: ResponsivePictureProps) {
  const found = pictureSources(src, manifest, maxWidth ?? (typeof width === "number" ? width : undefined));
  const best = found?.sources[0];
  if (priority && best)
    preload(src, { as: "image", imageSrcSet: best.srcSet, imageSizes: sizes, fetchPriority: "high", type: best.type });
  const element = (
    <img
      {...img}
      src={src}
      width={width ?? found?.intrinsic?.width}
      height={height ?? found?.intrinsic?.height}
      loading={loading ?? (priority ? "eager" : "lazy")}
      decoding={decoding ?? (priority ? undefined : "async")}
      fetchPriority={priority ? "high" : undefined}
    />
  );
  if (!found) return element;
  return (
    <picture className={styles.picture}>
      {found.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {element}
    </picture>
  );
}

/** The variant of `src` for a place without srcset (a <video poster>) that is `cssWidth` CSS pixels wide on this screen. */
export function variantFor(src: string, cssWidth: number): string {
  const ratio = typeof window === "undefined" ? 1 : window.devicePixelRatio || 1;
  return singleVariant(src, manifest, Math.round(cssWidth * ratio));
}

/** The variant of `src` at least `pixels` wide, the same on the server and in every browser (no hydration difference). */
export function variantAt(src: string, pixels: number): string {
  return singleVariant(src, manifest, pixels);
}
