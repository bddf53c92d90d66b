import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from "react";
import { Button } from "react-aria-components";
import { useTranslation } from "react-i18next";
import {
  createView, KeyboardPainter, MAX_ZOOM, MIN_ZOOM, pagePoint, pageToScreen, panBy, pinchView, resizeView, screenPoint, screenToPage, startPinch,
  viewCssTransform, zoomAt,
  type Pinch, type PointerSample, type ScreenPoint, type View,
} from "~/games/coloring";
import { Icon } from "./icons";
import { PAGE_SIZE } from "./line-art";
import type { ColoringEngine } from "./use-coloring-engine";

type StageEngine = Pick<ColoringEngine, "tools" | "requestDraw" | "setCanvases" | "status">;
import styles from "./coloring-app.module.css";

/**
 * The drawing surface: page-sized canvases (paint, and the locked line art above it) shown through a CSS transform (pinch-zoom and pan cost no
 * repaint). Mouse, touch and pen all arrive as pointer events (`touch-action: none`); a second finger
 * turns the stroke into a pinch (the tool machine takes the stroke back). By keyboard, the focused stage shows a
 * cursor that arrow keys move and Enter or Space uses (KeyboardPainter).
 */
export const CanvasStage = memo(function CanvasStage({ engine, label, tool }: { engine: StageEngine; label: string; tool: string }) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const paintCanvas = useRef<HTMLCanvasElement>(null);
  const linesCanvas = useRef<HTMLCanvasElement>(null);
  const view = useRef<View | null>(null);
  const pinch = useRef<Pinch | null>(null);
  const touches = useRef(new Map<number, ScreenPoint>());
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const zoomed = zoom > MIN_ZOOM;
  const zoomIn = useRef<HTMLButtonElement>(null);
  const { tools, requestDraw, setCanvases, status } = engine;
  const painter = useMemo(() => (tools ? new KeyboardPainter(tools) : null), [tools]);
  const [cursor, setCursor] = useState({ x: PAGE_SIZE / 2, y: PAGE_SIZE / 2, penDown: false });
  const hintId = useId();
  // The keys' hint shows when the stage gets keyboard focus and steps aside at the first key, so it covers no painting.
  const [keysUsed, setKeysUsed] = useState(false);

  const apply = useCallback((next: View, settle = true) => {
    view.current = next;
    if (sheet.current) {
      sheet.current.style.transform = viewCssTransform(next);
      sheet.current.dataset.placed = "true";
    }
    if (settle) setZoom(Math.round(next.zoom * 100) / 100);
  }, []);

  useEffect(() => {
    if (paintCanvas.current && linesCanvas.current) setCanvases({ paint: paintCanvas.current, lines: linesCanvas.current });
    return () => setCanvases(null);
  }, [setCanvases, status]);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const fitToStage = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width <= 0 || height <= 0) return;
      apply(view.current ? resizeView(view.current, width, height) : createView({ pageWidth: PAGE_SIZE, pageHeight: PAGE_SIZE, screenWidth: width, screenHeight: height }));
    };
    fitToStage();
    const observer = new ResizeObserver(fitToStage);
    observer.observe(element);
    // As in drawing tools: the wheel pans, Ctrl/⌘ + wheel (and a trackpad pinch) zooms at the pointer. Not passive, to keep the page still.
    const onWheel = (e: WheelEvent) => {
      if (!view.current) return;
      e.preventDefault();
      const box = element.getBoundingClientRect();
      const at = screenPoint(e.clientX - box.left, e.clientY - box.top);
      const lines = e.deltaMode === 1 ? 16 : 1;
      if (e.ctrlKey || e.metaKey) apply(zoomAt(view.current, at, Math.exp(-e.deltaY * lines * 0.01)));
      else apply(panBy(view.current, -e.deltaX * lines, -e.deltaY * lines));
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => {
      observer.disconnect();
      element.removeEventListener("wheel", onWheel);
    };
  }, [apply]);

  const toSample = (e: PointerEvent, box: DOMRect): PointerSample & { screen: ScreenPoint } => {
    const screen = screenPoint(e.clientX - box.left, e.clientY - box.top);
    const point = view.current ? screenToPage(view.current, screen) : { x: -1, y: -1 };
    return { x: point.x, y: point.y, pressure: e.pressure, pointerType: e.pointerType, buttons: e.buttons, pointerId: e.pointerId, screen };
  };

  const restartPinch = () => {
    const [a, b] = [...touches.current.values()];
    pinch.current = view.current && a && b ? startPinch(view.current, a, b) : null;
  };

  const panning = useRef<ScreenPoint | null>(null);

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!tools) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    if (e.pointerType === "mouse" && e.button === 1) {
      // Middle-button drag pans a zoomed page.
      e.preventDefault();
      panning.current = screenPoint(e.clientX, e.clientY);
      return;
    }
    const sample = toSample(e.nativeEvent, e.currentTarget.getBoundingClientRect());
    if (e.pointerType === "touch") touches.current.set(e.pointerId, sample.screen);
    tools.pointerDown(sample);
    if (tools.state === "gesture") restartPinch();
    requestDraw();
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!tools) return;
    if (panning.current && view.current) {
      apply(panBy(view.current, e.clientX - panning.current.x, e.clientY - panning.current.y), false);
      panning.current = screenPoint(e.clientX, e.clientY);
      return;
    }
    const box = e.currentTarget.getBoundingClientRect();
    if (e.pointerType === "touch" && touches.current.has(e.pointerId)) touches.current.set(e.pointerId, toSample(e.nativeEvent, box).screen);
    if (tools.state === "gesture") {
      const [a, b] = [...touches.current.values()];
      if (pinch.current && a && b) apply(pinchView(pinch.current, a, b), false);
      return;
    }
    if (tools.state !== "painting") return;
    // Every sample the browser coalesced into this event, for smooth fast strokes.
    const events = e.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const event of events.length ? events : [e.nativeEvent]) tools.pointerMove(toSample(event, box));
    requestDraw();
  };

  const onPointerEnd = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!tools) return;
    if (panning.current) {
      panning.current = null;
      if (view.current) apply(view.current);
      return;
    }
    const sample = toSample(e.nativeEvent, e.currentTarget.getBoundingClientRect());
    const wasGesture = tools.state === "gesture";
    touches.current.delete(e.pointerId);
    if (e.type === "pointercancel") tools.pointerCancel(sample);
    else tools.pointerUp(sample);
    if (wasGesture) {
      restartPinch();
      if (view.current) apply(view.current);
    }
    requestDraw();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!painter || e.altKey || e.ctrlKey || e.metaKey || e.target !== e.currentTarget) return;
    if (!painter.key(e.key, e.shiftKey)) return;
    e.preventDefault();
    // Zoomed in, the view follows the cursor.
    const current = view.current;
    if (current) {
      const at = pageToScreen(current, pagePoint(painter.x, painter.y));
      const margin = 24;
      const dx = at.x < margin ? margin - at.x : at.x > current.screenWidth - margin ? current.screenWidth - margin - at.x : 0;
      const dy = at.y < margin ? margin - at.y : at.y > current.screenHeight - margin ? current.screenHeight - margin - at.y : 0;
      if (dx || dy) apply(panBy(current, dx, dy));
    }
    setCursor({ x: painter.x, y: painter.y, penDown: painter.penDown });
    setKeysUsed(true);
    requestDraw();
  };
  const onBlur = () => {
    setKeysUsed(false);
    if (!painter?.penDown) return;
    painter.lift();
    setCursor((c) => ({ ...c, penDown: false }));
    requestDraw();
  };

  const zoomBy = (factor: number) => {
    if (!view.current) return;
    const next = zoomAt(view.current, screenPoint(view.current.screenWidth / 2, view.current.screenHeight / 2), factor);
    if (next.zoom <= MIN_ZOOM) zoomIn.current?.focus();
    apply(next);
  };
  const fitPage = () => {
    // The pressed button goes away at full view: keep keyboard focus in the zoom controls.
    zoomIn.current?.focus();
    if (view.current) apply(createView({ pageWidth: PAGE_SIZE, pageHeight: PAGE_SIZE, screenWidth: view.current.screenWidth, screenHeight: view.current.screenHeight }));
  };

  return (
    <div className={styles.stage}>
      <div
        ref={viewport}
        className={styles.viewport}
        data-tool={tool}
        role="application"
        tabIndex={0}
        aria-label={label}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onContextMenu={(e) => e.preventDefault()}
      >
        <div ref={sheet} className={styles.sheet} role="img" aria-label={label}>
          <canvas ref={paintCanvas} className={styles.paint} data-layer="paint" width={PAGE_SIZE} height={PAGE_SIZE} />
          <canvas ref={linesCanvas} className={styles.lines} data-layer="lines" width={PAGE_SIZE} height={PAGE_SIZE} />
          <span
            className={styles.keyCursor}
            data-pen-down={cursor.penDown || undefined}
            style={{ left: `${(cursor.x / PAGE_SIZE) * 100}%`, top: `${(cursor.y / PAGE_SIZE) * 100}%` }}
            aria-hidden="true"
          />
        </div>
        {status !== "ready" && (
          <p className={styles.stageStatus} role="status">{status === "error" ? t("Coloring Load Failed") : t("Loading")}</p>
        )}
      </div>
      <p id={hintId} className={styles.keysHint} data-used={keysUsed || undefined}>{t("Coloring Keys Hint")}</p>
      <div className={styles.zoom} role="group" aria-label={t("Coloring Zoom")}>
        {/* Zoom out and fit show only while zoomed, so at full view they cover none of the page. */}
        {zoomed && (
          <>
            <Button className={styles.zoomButton} onPress={fitPage} aria-label={t("Coloring Zoom Fit")}>
              <Icon name="fit" />
            </Button>
            <Button className={styles.zoomButton} onPress={() => zoomBy(1 / 1.5)} aria-label={t("Coloring Zoom Out")}>
              <Icon name="zoomOut" />
            </Button>
          </>
        )}
        <Button ref={zoomIn} className={styles.zoomButton} onPress={() => zoomBy(1.5)} isDisabled={zoom >= MAX_ZOOM} aria-label={t("Coloring Zoom In")}>
          <Icon name="zoomIn" />
        </Button>
      </div>
    </div>
  );
});
