import { describe, expect, it } from "vitest";
import { SCROLL_STRIP, arrowState, arrowTarget, wheelToSideways } from "./scroll-strip-logic";

const strip = (scrollLeft: number, contentWidth: number, viewportWidth: number) => ({
  scrollLeft,
  contentWidth,
  viewportWidth,
});

describe("scroll strip (spec §4: arrows scroll 200 px by default, hide when content fits (initial content width default 1000), wheel scrolls sideways)", () => {
  it("states the spec's defaults: 200 px a step, 1000 px of content before measuring, items of 141 to 200 px (§9)", () => {
    expect(SCROLL_STRIP).toEqual({ step: 200, initialContentWidth: 1000, minItemWidth: 141, maxItemWidth: 200 });
  });

  it("hides the arrows when the content fits, exactly at the boundary", () => {
    expect(arrowState(strip(0, 800, 800)).visible).toBe(false);
    expect(arrowState(strip(0, 799, 800)).visible).toBe(false);
    expect(arrowState(strip(0, 801, 800)).visible).toBe(true);
  });

  it("before measuring, 1000 px of content shows arrows in a narrower window and none in a 1000 px one", () => {
    expect(arrowState(strip(0, SCROLL_STRIP.initialContentWidth, 999)).visible).toBe(true);
    expect(arrowState(strip(0, SCROLL_STRIP.initialContentWidth, 1000)).visible).toBe(false);
  });

  it("the back arrow is off at the start and the forward arrow at the end", () => {
    expect(arrowState(strip(0, 1000, 400))).toEqual({ visible: true, canBack: false, canForward: true });
    expect(arrowState(strip(300, 1000, 400))).toEqual({ visible: true, canBack: true, canForward: true });
    expect(arrowState(strip(600, 1000, 400))).toEqual({ visible: true, canBack: true, canForward: false });
    // a zoomed screen stops a fraction of a pixel short of the end
    expect(arrowState(strip(599.6, 1000, 400)).canForward).toBe(false);
  });

  it("an arrow press moves 200 px by default, another step when given, never past the ends", () => {
    expect(arrowTarget(strip(0, 1000, 400), "forward")).toBe(200);
    expect(arrowTarget(strip(200, 1000, 400), "back")).toBe(0);
    expect(arrowTarget(strip(0, 1000, 400), "forward", 150)).toBe(150);
    expect(arrowTarget(strip(500, 1000, 400), "forward")).toBe(600);
    expect(arrowTarget(strip(100, 1000, 400), "back")).toBe(0);
  });

  it("turns a vertical wheel into sideways scrolling, in pixels, lines or pages", () => {
    expect(wheelToSideways({ deltaX: 0, deltaY: 100, deltaMode: 0 }, strip(0, 1000, 400))).toBe(100);
    expect(wheelToSideways({ deltaX: 0, deltaY: -3, deltaMode: 1 }, strip(300, 1000, 400))).toBe(-120);
    expect(wheelToSideways({ deltaX: 0, deltaY: 1, deltaMode: 2 }, strip(0, 1000, 400))).toBe(400);
  });

  it("leaves the wheel to the page at the ends, when everything fits, and for sideways gestures", () => {
    expect(wheelToSideways({ deltaX: 0, deltaY: 100, deltaMode: 0 }, strip(600, 1000, 400))).toBeNull();
    expect(wheelToSideways({ deltaX: 0, deltaY: -100, deltaMode: 0 }, strip(0, 1000, 400))).toBeNull();
    expect(wheelToSideways({ deltaX: 0, deltaY: 100, deltaMode: 0 }, strip(0, 400, 400))).toBeNull();
    expect(wheelToSideways({ deltaX: 80, deltaY: 20, deltaMode: 0 }, strip(0, 1000, 400))).toBeNull();
  });
});
