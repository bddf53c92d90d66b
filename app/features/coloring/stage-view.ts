// Zoom and pan of the coloring sheet, without React: the page-sized sheet is shown through a CSS transform (pinch,
// wheel and pan cost no repaint), refitted when the stage changes size. Screen points are relative to the viewport.
import {
  createView,
  MIN_ZOOM,
  pagePoint,
  pageToScreen,
  panBy,
  pinchView,
  resizeView,
  screenPoint,
  screenToPage,
  startPinch,
  viewCssTransform,
  viewScale,
  zoomAt,
  type PagePoint,
  type Pinch,
  type ScreenPoint,
  type View,
} from "~/games/coloring";

export class StageView {
  view: View | null = null;
  readonly #pageSize: number;
  readonly #onChange: (view: View, settled: boolean) => void;
  #pinch: Pinch | null = null;
  #panFrom: ScreenPoint | null = null;
  readonly touches = new Map<number, ScreenPoint>();
  #sheet: HTMLElement | null = null;
  #viewport: HTMLElement | null = null;
  #fitNow: (() => void) | null = null;

  constructor(pageSize: number, onChange: (view: View, settled: boolean) => void) {
    this.#pageSize = pageSize;
    this.#onChange = onChange;
  }

  /**
   * Fits the sheet into the viewport at the first layout and on every resize (the observer's first report comes
   * after the browser's own layout, so attaching during hydration forces none); wheel pans, Ctrl/⌘ + wheel (a
   * trackpad pinch) zooms.
   */
  attach(viewport: HTMLElement, sheet: HTMLElement): () => void {
    this.#viewport = viewport;
    this.#sheet = sheet;
    const fit = () => {
      const { width, height } = viewport.getBoundingClientRect();
      if (width <= 0 || height <= 0) return;
      const size = this.#pageSize;
      this.apply(
        this.view
          ? resizeView(this.view, width, height)
          : createView({ pageWidth: size, pageHeight: size, screenWidth: width, screenHeight: height }),
      );
    };
    this.#fitNow = fit;
    const observer = new ResizeObserver(fit);
    observer.observe(viewport);
    const onWheel = (e: WheelEvent) => {
      if (!this.view) return;
      e.preventDefault();
      const at = this.screen(e.clientX, e.clientY);
      const lines = e.deltaMode === 1 ? 16 : 1;
      if (e.ctrlKey || e.metaKey) this.apply(zoomAt(this.view, at, Math.exp(-e.deltaY * lines * 0.01)));
      else this.apply(panBy(this.view, -e.deltaX * lines, -e.deltaY * lines));
    };
    viewport.addEventListener("wheel", onWheel, { passive: false });
    return () => {
      observer.disconnect();
      viewport.removeEventListener("wheel", onWheel);
      this.#viewport = this.#sheet = null;
      this.#fitNow = null;
    };
  }

  apply(next: View, settled = true): void {
    this.view = next;
    if (this.#sheet) {
      this.#sheet.style.transform = viewCssTransform(next);
      // One screen pixel in page pixels: handles and rings keep their on-screen size at any zoom.
      this.#sheet.style.setProperty("--screen-px", String(1 / viewScale(next)));
      this.#sheet.dataset.placed = "true";
    }
    this.#onChange(next, settled);
  }

  screen(clientX: number, clientY: number): ScreenPoint {
    const box = this.#viewport?.getBoundingClientRect();
    return screenPoint(clientX - (box?.left ?? 0), clientY - (box?.top ?? 0));
  }

  toPage(at: ScreenPoint): PagePoint {
    // Input before the first layout report (a tap the moment the page hydrates): place the sheet now.
    if (!this.view) this.#fitNow?.();
    return this.view ? screenToPage(this.view, at) : pagePoint(-1, -1);
  }

  /** Page pixels that make `px` screen pixels at the current zoom. */
  pagePixels(px: number): number {
    return this.view ? px / viewScale(this.view) : px;
  }

  get pinching(): boolean {
    return this.touches.size > 1;
  }

  restartPinch(): void {
    const [a, b] = [...this.touches.values()];
    this.#pinch = this.view && a && b ? startPinch(this.view, a, b) : null;
  }

  pinchMove(): void {
    const [a, b] = [...this.touches.values()];
    if (this.#pinch && a && b) this.apply(pinchView(this.#pinch, a, b), false);
  }

  startPan(at: ScreenPoint): void {
    this.#panFrom = at;
  }

  /** Middle-button drag: true while panning (the move is the view's, not the tool's). */
  panTo(at: ScreenPoint): boolean {
    if (!this.#panFrom || !this.view) return false;
    this.apply(panBy(this.view, at.x - this.#panFrom.x, at.y - this.#panFrom.y), false);
    this.#panFrom = at;
    return true;
  }

  endPan(): boolean {
    if (!this.#panFrom) return false;
    this.#panFrom = null;
    this.settle();
    return true;
  }

  settle(): void {
    if (this.view) this.apply(this.view);
  }

  zoomBy(factor: number): void {
    if (this.view)
      this.apply(zoomAt(this.view, screenPoint(this.view.screenWidth / 2, this.view.screenHeight / 2), factor));
  }

  fitPage(): void {
    if (this.view)
      this.apply(
        createView({
          pageWidth: this.#pageSize,
          pageHeight: this.#pageSize,
          screenWidth: this.view.screenWidth,
          screenHeight: this.view.screenHeight,
        }),
      );
  }

  /** Zoomed in, the view follows a page point (the keyboard cursor) to keep it on screen. */
  follow(x: number, y: number): void {
    const current = this.view;
    if (!current || current.zoom <= MIN_ZOOM) return;
    const at = pageToScreen(current, pagePoint(x, y));
    const margin = 24;
    const dx =
      at.x < margin ? margin - at.x : at.x > current.screenWidth - margin ? current.screenWidth - margin - at.x : 0;
    const dy =
      at.y < margin ? margin - at.y : at.y > current.screenHeight - margin ? current.screenHeight - margin - at.y : 0;
    if (dx || dy) this.apply(panBy(current, dx, dy));
  }
}
