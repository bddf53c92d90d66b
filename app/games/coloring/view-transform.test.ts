import { describe, expect, it } from "vitest";
import {
  MAX_ZOOM,
  MIN_ZOOM,
  createView,
  pagePoint,
  pageToScreen,
  panBy,
  pinchView,
  resizeView,
  screenPoint,
  screenToPage,
  startPinch,
  viewCssTransform,
  zoomAt,
  type View,
} from "./view-transform.ts";

// A phone in portrait showing a 1024×1024 page.
const phone = () => createView({ pageWidth: 1024, pageHeight: 1024, screenWidth: 360, screenHeight: 560 });

function expectRoundTrip(view: View): void {
  for (const [x, y] of [
    [0, 0],
    [180, 280],
    [359, 559],
    [17.25, 401.5],
  ]) {
    const back = pageToScreen(view, screenToPage(view, screenPoint(x, y)));
    expect(back.x).toBeCloseTo(x, 9);
    expect(back.y).toBeCloseTo(y, 9);
  }
  const p = pagePoint(512.5, 100.25);
  const again = screenToPage(view, pageToScreen(view, p));
  expect(again.x).toBeCloseTo(p.x, 9);
  expect(again.y).toBeCloseTo(p.y, 9);
}

describe("view transform", () => {
  it("fits and centres the page at zoom 1", () => {
    const view = phone();
    expect(view.zoom).toBe(1);
    expect(view.fit).toBeCloseTo(360 / 1024);
    expect(view.x).toBe(0);
    expect(view.y).toBeCloseTo((560 - 360) / 2);
    const centre = screenToPage(view, screenPoint(180, 280));
    expect(centre.x).toBeCloseTo(512);
    expect(centre.y).toBeCloseTo(512);
    expectRoundTrip(view);
  });

  it("round-trips screen and page points at any zoom and pan", () => {
    let view = zoomAt(phone(), screenPoint(100, 300), 3.3);
    expectRoundTrip(view);
    view = panBy(view, -50, 20);
    expectRoundTrip(view);
  });

  it("pinch-zooms around the fingers, keeping the page point under them", () => {
    const view = phone();
    const a0 = screenPoint(150, 260);
    const b0 = screenPoint(210, 300);
    const under = screenToPage(view, screenPoint(180, 280));
    const pinch = startPinch(view, a0, b0);
    const zoomed = pinchView(pinch, screenPoint(120, 240), screenPoint(240, 320));
    expect(zoomed.zoom).toBeCloseTo(2);
    const stillUnder = screenToPage(zoomed, screenPoint(180, 280));
    expect(stillUnder.x).toBeCloseTo(under.x, 6);
    expect(stillUnder.y).toBeCloseTo(under.y, 6);
    expectRoundTrip(zoomed);
  });

  it("pans with two fingers moving together", () => {
    const start = zoomAt(phone(), screenPoint(180, 280), 3);
    const pinch = startPinch(start, screenPoint(100, 200), screenPoint(200, 200));
    const moved = pinchView(pinch, screenPoint(130, 240), screenPoint(230, 240));
    expect(moved.zoom).toBeCloseTo(3);
    expect(moved.x - start.x).toBeCloseTo(30);
    expect(moved.y - start.y).toBeCloseTo(40);
  });

  it("clamps zoom between 1 and 6", () => {
    const view = phone();
    const pinch = startPinch(view, screenPoint(170, 280), screenPoint(190, 280));
    expect(pinchView(pinch, screenPoint(0, 280), screenPoint(360, 280)).zoom).toBe(MAX_ZOOM);
    expect(pinchView(pinch, screenPoint(179, 280), screenPoint(181, 280)).zoom).toBe(MIN_ZOOM);
    expect(zoomAt(view, screenPoint(0, 0), 100).zoom).toBe(MAX_ZOOM);
    expect(zoomAt(view, screenPoint(0, 0), 0.01).zoom).toBe(MIN_ZOOM);
  });

  it("keeps the zoomed page covering the screen instead of panning it away", () => {
    const view = zoomAt(phone(), screenPoint(180, 280), 4);
    const far = panBy(view, 10000, 10000);
    expect(far.x).toBe(0);
    expect(far.y).toBe(0);
    const other = panBy(view, -10000, -10000);
    const bottomRight = pageToScreen(other, pagePoint(1024, 1024));
    expect(bottomRight.x).toBeCloseTo(360);
    expect(bottomRight.y).toBeCloseTo(560);
  });

  it("keeps the centre and zoom when the screen turns to landscape", () => {
    const view = zoomAt(phone(), screenPoint(180, 280), 2);
    const centre = screenToPage(view, screenPoint(180, 280));
    const turned = resizeView(view, 560, 360);
    expect(turned.zoom).toBe(2);
    const after = screenToPage(turned, screenPoint(280, 180));
    expect(after.x).toBeCloseTo(centre.x, 6);
    expect(after.y).toBeCloseTo(centre.y, 6);
  });

  it("describes itself as a CSS transform", () => {
    expect(viewCssTransform(phone())).toBe(`translate(0px, 100px) scale(${360 / 1024})`);
  });
});
