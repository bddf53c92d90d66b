import { describe, expect, it } from "vitest";
import {
  VARIANT_WIDTHS,
  isStaticVariantSource,
  pictureSources,
  singleVariant,
  uploadWidths,
  variantWidths,
  type VariantManifest,
} from "./image-variants";

const manifest: VariantManifest = { "/art/puzzles/scene01.jpg": { w: 1200, h: 900, v: "0eb015beb9" } };

describe("picture variants (issue 15)", () => {
  it("offers the fixed widths below the picture's own, then its own width, never more than 1280", () => {
    expect(variantWidths(1200)).toEqual([160, 320, 480, 640, 960, 1200]);
    expect(variantWidths(512)).toEqual([160, 320, 480, 512]);
    expect(variantWidths(4000)).toEqual([...VARIANT_WIDTHS]);
    expect(variantWidths(100)).toEqual([100]);
  });

  it("asks uploads only for allowed widths: those below the cap and the first at or above it", () => {
    expect(uploadWidths(400)).toEqual([160, 320, 480]);
    expect(uploadWidths(480)).toEqual([160, 320, 480]);
    expect(uploadWidths()).toEqual([...VARIANT_WIDTHS]);
    for (const w of uploadWidths(777)) expect(VARIANT_WIDTHS).toContain(w);
  });

  it("builds AVIF then WebP sets for a fixed picture, content-addressed, keeping a CDN origin", () => {
    const found = pictureSources("https://cdn.example/art/puzzles/scene01.jpg", manifest);
    expect(found?.intrinsic).toEqual({ width: 1200, height: 900 });
    expect(found?.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(found?.sources[0].srcSet.split(", ")[2]).toBe(
      "https://cdn.example/_img/art/puzzles/scene01.0eb015beb9.480.avif 480w",
    );
    expect(pictureSources("/art/puzzles/scene01.jpg", manifest)?.sources[1].srcSet).toMatch(
      /^\/_img\/art\/puzzles\/scene01\.0eb015beb9\.160\.webp 160w/,
    );
  });

  it("builds sets for uploads through the variant route, and none for SVGs, other sites or unknown pictures", () => {
    expect(pictureSources("/media/abc.png", manifest, 400)?.sources[0].srcSet).toBe(
      "/media/_v/160/abc.png.avif 160w, /media/_v/320/abc.png.avif 320w, /media/_v/480/abc.png.avif 480w",
    );
    expect(pictureSources("/art/logo.svg", manifest)).toBeNull();
    expect(pictureSources("https://i.ytimg.com/vi/x/hqdefault.jpg", manifest)).toBeNull();
    expect(pictureSources("/art/puzzles/unknown.jpg", manifest)).toBeNull();
    expect(pictureSources("/media/../secret.png", manifest)).toBeNull();
  });

  it("gives a <video poster> one WebP address covering the player's device pixels: at the boundary, above, past the widest", () => {
    expect(singleVariant("/art/puzzles/scene01.jpg", manifest, 640)).toBe(
      "/_img/art/puzzles/scene01.0eb015beb9.640.webp",
    );
    expect(singleVariant("/art/puzzles/scene01.jpg", manifest, 641)).toBe(
      "/_img/art/puzzles/scene01.0eb015beb9.960.webp",
    );
    expect(singleVariant("/art/puzzles/scene01.jpg", manifest, 3000)).toBe(
      "/_img/art/puzzles/scene01.0eb015beb9.1200.webp",
    );
    expect(singleVariant("/media/abc.png", manifest, 300)).toBe("/media/_v/320/abc.png.webp");
    expect(singleVariant("https://i.ytimg.com/vi/x/hqdefault.jpg", manifest, 300)).toBe(
      "https://i.ytimg.com/vi/x/hqdefault.jpg",
    );
  });

  it("makes variants of the pictures pages show, not of the downloads or the share picture", () => {
    expect(isStaticVariantSource("/art/puzzles/scene01.jpg")).toBe(true);
    expect(isStaticVariantSource("/video/demo-s1e01/poster.jpg")).toBe(true);
    expect(isStaticVariantSource("/coloring/preview/poli.png")).toBe(true);
    expect(isStaticVariantSource("/downloads/previews/paper-craft-poli.webp")).toBe(true);
    expect(isStaticVariantSource("/downloads/wallpapers/poli-1080x1920.png")).toBe(false);
    expect(isStaticVariantSource("/art/og-default.png")).toBe(false);
    expect(isStaticVariantSource("/video/loops/season1.jpg")).toBe(false);
  });
});
