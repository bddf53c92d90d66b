/**
 * The scroll strip's arithmetic (spec §4, §9), kept free of the DOM so it is tested on its own:
 * arrows scroll 200 px by default and hide when the content fits (the content width is taken as 1000 px until
 * measured), the mouse wheel scrolls sideways, and each item is a scroll unit of 141 to 200 px.
 */
export const SCROLL_STRIP = {
  /** How far one arrow press scrolls, in px. */
  step: 200,
  /** The content width assumed before the strip has been measured (the server, the first paint). */
  initialContentWidth: 1000,
  /** A scroll unit, the width of one item: 141 to 200 px. */
  minItemWidth: 141,
  maxItemWidth: 200,
} as const;

/** What the strip knows about itself: the scroll position and the widths of its content and of its window. */
export interface StripMeasure {
  scrollLeft: number;
  contentWidth: number;
  viewportWidth: number;
}

export interface ArrowState {
  /** Both arrows are hidden when everything fits in the window. */
  visible: boolean;
  canBack: boolean;
  canForward: boolean;
}

/** Scroll positions are fractions of a pixel on zoomed and high-density screens: within half a pixel is "at the end". */
const EDGE_TOLERANCE = 0.5;

export function maxScroll({ contentWidth, viewportWidth }: Omit<StripMeasure, "scrollLeft">): number {
  return Math.max(0, contentWidth - viewportWidth);
}

export function arrowState(measure: StripMeasure): ArrowState {
  const visible = measure.contentWidth > measure.viewportWidth;
  const end = maxScroll(measure);
  return {
    visible,
    canBack: visible && measure.scrollLeft > EDGE_TOLERANCE,
    canForward: visible && measure.scrollLeft < end - EDGE_TOLERANCE,
  };
}

/** Where an arrow press takes the strip: `step` px back or forward, never past either end. */
export function arrowTarget(
  measure: StripMeasure,
  direction: "back" | "forward",
  step: number = SCROLL_STRIP.step,
): number {
  const next = measure.scrollLeft + (direction === "forward" ? step : -step);
  return Math.min(maxScroll(measure), Math.max(0, next));
}

/** WheelEvent.deltaMode: pixels, lines or pages. */
const LINE_PX = 40;

/**
 * The sideways scroll a wheel turn becomes, in px, or null to leave the event to the page: a sideways gesture
 * (trackpad) scrolls natively, and at either end the page scrolls on so the strip never traps the wheel.
 */
export function wheelToSideways(
  wheel: { deltaX: number; deltaY: number; deltaMode: number },
  measure: StripMeasure,
): number | null {
  if (Math.abs(wheel.deltaX) >= Math.abs(wheel.deltaY)) return null;
  const unit = wheel.deltaMode === 1 ? LINE_PX : wheel.deltaMode === 2 ? measure.viewportWidth : 1;
  const delta = wheel.deltaY * unit;
  const { canBack, canForward } = arrowState(measure);
  if ((delta > 0 && !canForward) || (delta < 0 && !canBack)) return null;
  return delta;
}
