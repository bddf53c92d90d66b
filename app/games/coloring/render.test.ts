import { describe, expect, it } from "vitest";
import { ColoringPage } from "./coloring-page.ts";
import { createLayer, type Layer } from "./layer.ts";
import { PALETTE, isHexColor, parseHexColor } from "./palette.ts";
import { composite, drawToContext, type Context2DLike, type ImageDataLike } from "./render.ts";

const rgbaAt = (layer: Layer, x: number, y: number) =>
  Array.from(layer.data.subarray((y * layer.width + x) * 4, (y * layer.width + x) * 4 + 4));

function setPixel(layer: Layer, x: number, y: number, rgba: number[]): void {
  layer.data.set(rgba, (y * layer.width + x) * 4);
}

// Compile-time check: a real canvas context is accepted where the engine wants a Context2DLike.
export const acceptsRealContext = (ctx: CanvasRenderingContext2D): Context2DLike => ctx;

describe("composite", () => {
  it("puts paint on white paper and the line art on top", () => {
    const paint = createLayer(3, 1);
    const lines = createLayer(3, 1);
    setPixel(paint, 0, 0, [255, 0, 0, 255]);
    setPixel(paint, 1, 0, [255, 0, 0, 255]);
    setPixel(lines, 1, 0, [0, 0, 0, 255]);
    setPixel(lines, 2, 0, [0, 0, 0, 128]);
    const out = composite(paint, lines);
    expect(rgbaAt(out, 0, 0)).toEqual([255, 0, 0, 255]);
    expect(rgbaAt(out, 1, 0)).toEqual([0, 0, 0, 255]);
    expect(rgbaAt(out, 2, 0)).toEqual([127, 127, 127, 255]);
  });

  it("can keep the paper transparent", () => {
    const paint = createLayer(2, 1);
    const lines = createLayer(2, 1);
    setPixel(paint, 0, 0, [0, 0, 255, 255]);
    const out = composite(paint, lines, { background: null });
    expect(rgbaAt(out, 0, 0)).toEqual([0, 0, 255, 255]);
    expect(rgbaAt(out, 1, 0)).toEqual([0, 0, 0, 0]);
  });
});

describe("drawToContext", () => {
  function fakeContext() {
    const puts: { image: ImageDataLike; x: number; y: number }[] = [];
    const ctx: Context2DLike = {
      createImageData: (width, height) => ({ width, height, data: new Uint8ClampedArray(width * height * 4) }),
      putImageData: (image, x, y) => void puts.push({ image, x, y }),
    };
    return { ctx, puts };
  }

  it("draws the whole page first, then only what changed", () => {
    const page = new ColoringPage({ width: 64, height: 32 });
    const { ctx, puts } = fakeContext();
    drawToContext(ctx, page.strokes, page.lines, page.takeDirtyRect());
    expect(puts[0]).toMatchObject({ x: 0, y: 0, image: { width: 64, height: 32 } });

    page.beginStroke({ x: 10, y: 10 }, { color: "#ff0000", size: 4 });
    page.endStroke();
    const dirty = page.takeDirtyRect();
    expect(dirty!.width).toBeLessThan(16);
    drawToContext(ctx, page.strokes, page.lines, dirty);
    const { image, x, y } = puts[1];
    expect(image.width).toBe(dirty!.width);
    expect(rgbaAt(image as Layer, 10 - x, 10 - y)).toEqual([255, 0, 0, 255]);
    expect(page.takeDirtyRect()).toBeNull();
  });
});

describe("palette", () => {
  it("offers 16 distinct valid colours", () => {
    expect(PALETTE).toHaveLength(16);
    expect(new Set(PALETTE.map((c) => c.hex)).size).toBe(16);
    expect(new Set(PALETTE.map((c) => c.id)).size).toBe(16);
    expect(PALETTE.every((c) => isHexColor(c.hex))).toBe(true);
  });

  it("parses custom colours and refuses anything else", () => {
    expect(parseHexColor("#008ED0")).toEqual({ r: 0, g: 142, b: 208, a: 255 });
    expect(parseHexColor("#f80")).toEqual({ r: 255, g: 136, b: 0, a: 255 });
    expect(() => parseHexColor("red")).toThrow(TypeError);
    expect(() => parseHexColor("#12345")).toThrow(TypeError);
  });
});
