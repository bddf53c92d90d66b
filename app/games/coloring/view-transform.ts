/**
 * Pinch-zoom and pan as pure math. Screen points are CSS pixels relative to
 * the viewport element's top-left corner; page points are page pixels. The
 * brands keep the two from being mixed up by accident (excalidraw's habit).
 */
declare const space: unique symbol;
export type ScreenPoint = { readonly x: number; readonly y: number; readonly [space]: "screen" };
export type PagePoint = { readonly x: number; readonly y: number; readonly [space]: "page" };

export const screenPoint = (x: number, y: number): ScreenPoint => ({ x, y }) as ScreenPoint;
export const pagePoint = (x: number, y: number): PagePoint => ({ x, y }) as PagePoint;

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 6;

export interface View {
  readonly pageWidth: number;
  readonly pageHeight: number;
  readonly screenWidth: number;
  readonly screenHeight: number;
  /** Screen pixels per page pixel at zoom 1, where the whole page fits the viewport. */
  readonly fit: number;
  /** Zoom over the fitted size, MIN_ZOOM–MAX_ZOOM. */
  readonly zoom: number;
  /** Screen position of the page's top-left corner. */
  readonly x: number;
  readonly y: number;
}

export interface ViewSize {
  pageWidth: number;
  pageHeight: number;
  screenWidth: number;
  screenHeight: number;
}

export function createView(size: ViewSize): View {
  // Never zero, even if called before layout gave the viewport a size: points must stay finite.
  const fit = Math.max(1e-6, Math.min(size.screenWidth / size.pageWidth, size.screenHeight / size.pageHeight) || 0);
  return place({ ...size, fit, zoom: MIN_ZOOM, x: 0, y: 0 }, MIN_ZOOM, 0, 0);
}

export function viewScale(view: View): number {
  return view.fit * view.zoom;
}

export function screenToPage(view: View, p: ScreenPoint): PagePoint {
  const s = viewScale(view);
  return pagePoint((p.x - view.x) / s, (p.y - view.y) / s);
}

export function pageToScreen(view: View, p: PagePoint): ScreenPoint {
  const s = viewScale(view);
  return screenPoint(p.x * s + view.x, p.y * s + view.y);
}

/** Zooms by `factor` keeping the page point under `at` still (mouse wheel, double tap). */
export function zoomAt(view: View, at: ScreenPoint, factor: number): View {
  const anchor = screenToPage(view, at);
  const zoom = clampZoom(view.zoom * factor);
  const s = view.fit * zoom;
  return place(view, zoom, at.x - anchor.x * s, at.y - anchor.y * s);
}

export function panBy(view: View, dx: number, dy: number): View {
  return place(view, view.zoom, view.x + dx, view.y + dy);
}

/** After the viewport changes size (rotation, resize): same zoom, same page point at the centre. */
export function resizeView(view: View, screenWidth: number, screenHeight: number): View {
  const centre = screenToPage(view, screenPoint(view.screenWidth / 2, view.screenHeight / 2));
  const fresh = createView({ ...view, screenWidth, screenHeight });
  const s = fresh.fit * view.zoom;
  return place(fresh, view.zoom, screenWidth / 2 - centre.x * s, screenHeight / 2 - centre.y * s);
}

/** A two-finger gesture: the page point under the fingers' midpoint at the start, and their spread. */
export interface Pinch {
  readonly start: View;
  readonly anchor: PagePoint;
  readonly distance: number;
}

export function startPinch(view: View, a: ScreenPoint, b: ScreenPoint): Pinch {
  return {
    start: view,
    anchor: screenToPage(view, midpoint(a, b)),
    distance: Math.max(1, Math.hypot(b.x - a.x, b.y - a.y)),
  };
}

/**
 * The view for the fingers' current positions: spread sets the zoom and the
 * starting anchor follows the midpoint, so pinching and two-finger panning are one motion.
 */
export function pinchView(pinch: Pinch, a: ScreenPoint, b: ScreenPoint): View {
  const zoom = clampZoom((pinch.start.zoom * Math.hypot(b.x - a.x, b.y - a.y)) / pinch.distance);
  const s = pinch.start.fit * zoom;
  const m = midpoint(a, b);
  return place(pinch.start, zoom, m.x - pinch.anchor.x * s, m.y - pinch.anchor.y * s);
}

/** CSS transform for a canvas of page size with `transform-origin: 0 0`. */
export function viewCssTransform(view: View): string {
  return `translate(${view.x}px, ${view.y}px) scale(${viewScale(view)})`;
}

function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Number.isFinite(zoom) ? zoom : MIN_ZOOM));
}

function midpoint(a: ScreenPoint, b: ScreenPoint): ScreenPoint {
  return screenPoint((a.x + b.x) / 2, (a.y + b.y) / 2);
}

/** Keeps the page centred on an axis where it is smaller than the viewport, else covering it. */
function place(view: View, zoom: number, x: number, y: number): View {
  const s = view.fit * zoom;
  return {
    ...view,
    zoom,
    x: clampAxis(x, view.pageWidth * s, view.screenWidth),
    y: clampAxis(y, view.pageHeight * s, view.screenHeight),
  };
}

function clampAxis(offset: number, content: number, viewport: number): number {
  if (content <= viewport) return (viewport - content) / 2;
  return Math.min(0, Math.max(viewport - content, offset));
}
