import { useCallback, useEffect, useRef, useState } from "react";
import { createColoringPage, createToolMachine, type ColoringPage, type Layer, type ToolMachine } from "~/games/coloring";
import { prepareLines } from "./line-art";
import { loadDrawing, saveDrawing } from "./paint-store";

export type EngineStatus = "loading" | "ready" | "error";

export interface StageCanvases {
  paint: HTMLCanvasElement;
  lines: HTMLCanvasElement;
}

// ImageData views sharing the layers' pixels: a dirty rectangle is then one putImageData copy, no compositing.
const imageViews = new WeakMap<Layer, ImageData>();
function imageView(layer: Layer): ImageData {
  let view = imageViews.get(layer);
  if (!view) {
    view = new ImageData(layer.data as Uint8ClampedArray<ArrayBuffer>, layer.width, layer.height);
    imageViews.set(layer, view);
  }
  return view;
}

/** The line art never changes: it is drawn once into its own canvas, above the paint (the browser composites them). */
function drawLines(page: ColoringPage, canvases: StageCanvases | null) {
  canvases?.lines.getContext("2d")?.putImageData(imageView(page.lines), 0, 0);
}

export interface ColoringEngine {
  status: EngineStatus;
  page: ColoringPage | null;
  tools: ToolMachine | null;
  canUndo: boolean;
  canRedo: boolean;
  /** Redraws what changed on the next animation frame. */
  requestDraw(): void;
  /** After any change outside the tool machine (undo, redo, clear): refresh buttons, redraw, autosave. */
  committed(): void;
  /** Writes the drawing to browser storage now (before leaving for sign-in). */
  flushSave(): Promise<void>;
  /** Registers the stage's two canvases: the paint below, the locked line art above. */
  setCanvases(canvases: StageCanvases | null): void;
}

const SAVE_DELAY_MS = 400;

/**
 * Loads a coloring page for the engine: line art rasterised in the browser, regions from a Web
 * Worker, the paint kept in IndexedDB per page key restored. Drawing is redrawn per animation frame.
 */
export function useColoringEngine(pageKey: string, lineArtUrl: string | null): ColoringEngine {
  const [status, setStatus] = useState<EngineStatus>("loading");
  const [page, setPage] = useState<ColoringPage | null>(null);
  const [tools, setTools] = useState<ToolMachine | null>(null);
  const [history, setHistory] = useState({ canUndo: false, canRedo: false });
  const canvasesRef = useRef<StageCanvases | null>(null);
  const pageRef = useRef<ColoringPage | null>(null);
  const frame = useRef(0);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const draw = useCallback(() => {
    frame.current = 0;
    const current = pageRef.current;
    const ctx = canvasesRef.current?.paint.getContext("2d");
    if (!current || !ctx) return;
    const dirty = current.takeDirtyRect();
    if (dirty) ctx.putImageData(imageView(current.paint), 0, 0, dirty.x, dirty.y, dirty.width, dirty.height);
  }, []);

  const requestDraw = useCallback(() => {
    if (!frame.current) frame.current = requestAnimationFrame(draw);
  }, [draw]);

  const flushSave = useCallback(async () => {
    clearTimeout(saveTimer.current);
    saveTimer.current = undefined;
    if (pageRef.current) await saveDrawing(pageKey, pageRef.current);
  }, [pageKey]);

  const committed = useCallback(() => {
    const current = pageRef.current;
    if (!current) return;
    setHistory({ canUndo: current.canUndo, canRedo: current.canRedo });
    requestDraw();
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => void flushSave(), SAVE_DELAY_MS);
  }, [flushSave, requestDraw]);

  useEffect(() => {
    let cancelled = false;
    setStatus("loading");
    (async () => {
      const prepared = await prepareLines(lineArtUrl);
      const created = createColoringPage({ lines: prepared.lines, regions: prepared.regions });
      const saved = await loadDrawing(pageKey, created.width, created.height);
      if (cancelled) return;
      if (saved) created.loadPaint(saved.paint, saved.history);
      pageRef.current = created;
      drawLines(created, canvasesRef.current);
      setPage(created);
      setTools(createToolMachine(created, { onCommit: () => committed() }));
      setHistory({ canUndo: created.canUndo, canRedo: created.canRedo });
      setStatus("ready");
      requestDraw();
    })().catch(() => !cancelled && setStatus("error"));
    return () => {
      cancelled = true;
      if (saveTimer.current && pageRef.current) void saveDrawing(pageKey, pageRef.current);
      clearTimeout(saveTimer.current);
      pageRef.current = null;
    };
  }, [pageKey, lineArtUrl, committed, requestDraw]);

  useEffect(() => {
    // Leaving the page (sign-in redirect, closing the tab): write a pending save at once.
    const onHide = () => void (saveTimer.current && flushSave());
    window.addEventListener("pagehide", onHide);
    document.addEventListener("visibilitychange", onHide);
    return () => {
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onHide);
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [flushSave]);

  const setCanvases = useCallback(
    (canvases: StageCanvases | null) => {
      canvasesRef.current = canvases;
      const current = pageRef.current;
      if (canvases && current) {
        // New canvases start empty: draw the line art and the whole paint layer.
        drawLines(current, canvases);
        canvases.paint.getContext("2d")?.putImageData(imageView(current.paint), 0, 0);
        current.takeDirtyRect();
      }
    },
    [],
  );

  return { status, page, tools, ...history, requestDraw, committed, flushSave, setCanvases };
}

