import type { CDPSession, Page } from "playwright-core";
import { expect } from "vitest";

/** Shared steps of the coloring e2e files. */
export type Rgba = [number, number, number, number];

/** Waits until the page is placed and ready to paint; returns the sheet's box on screen. */
export async function readyCanvas(page: Page) {
  const sheet = page.locator("[data-placed]");
  await sheet.waitFor();
  await expect.poll(() => page.locator("[data-ready]").count(), { timeout: 15_000 }).toBe(1);
  return (await sheet.boundingBox())!;
}

/**
 * The paint as seen at a point given as fractions of the page: the brush-line layer where it is painted, else the
 * fill layer under it (both canvases are the 1024² page; unpainted is transparent).
 */
export const pixel = (page: Page, fx: number, fy: number) =>
  page.evaluate(
    ([x, y]) => {
      const read = (layer: string) => {
        const canvas = document.querySelector<HTMLCanvasElement>(`canvas[data-layer="${layer}"]`)!;
        return [...canvas.getContext("2d")!.getImageData(Math.round(x * 1024), Math.round(y * 1024), 1, 1).data];
      };
      const stroke = read("strokes");
      return (stroke[3] > 0 ? stroke : read("fills")) as [number, number, number, number];
    },
    [fx, fy],
  );

/** A one-finger drag through the browser's touch input, so the canvas gets touch pointer events. */
export async function touchDrag(cdp: CDPSession, points: { x: number; y: number }[]) {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [points[0]] });
  for (const point of points.slice(1))
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** React Aria radios keep the input visually hidden inside their label: the tap lands on the label's content. */
export const choose = (page: Page, name: string) =>
  page.getByRole("radio", { name, exact: true }).check({ force: true });
