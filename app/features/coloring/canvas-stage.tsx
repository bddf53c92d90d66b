import { memo, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { MAX_ZOOM, MIN_ZOOM, type ToolKind } from "~/games/coloring";
import { useRootData } from "~/ui/use-root-data";
import type { ColoringSession, SessionState } from "./coloring-session";
import { EARLY_FILL_SCRIPT } from "./early-fill";
import { FirstMoveHint } from "./first-move-hint";
import { Icon } from "./icons";
import { PAGE_SIZE } from "./line-art";
import { StickerLayer } from "./sticker-layer";
import styles from "./coloring-app.module.css";

/**
 * The drawing surface, a thin shell over ColoringSession (which owns input, view and drawing): page-sized canvases
 * (fills, brush lines, the locked line art), the stickers above them, the keyboard cursor, the zoom buttons. Until
 * the page is ready the line art shows as its SVG (`preview`, in the server's HTML), so the picture is there at
 * first paint on a phone. Until the session listens to it the sheet carries the early-tap mark: the early-input
 * script records taps on it, and the session replays them (ui/early-points.ts); with the page's region file (`regionFile`)
 * a tap there fills at once, before any of the page's modules has run (early-fill.ts).
 */
export const CanvasStage = memo(function CanvasStage({
  session,
  state,
  label,
  tool,
  preview,
  regionFile,
}: {
  session: ColoringSession | null;
  state: SessionState;
  label: string;
  tool: ToolKind;
  preview: string | null;
  regionFile: string | null;
}) {
  const { t } = useTranslation();
  const { nonce } = useRootData();
  const viewport = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const fills = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<HTMLCanvasElement>(null);
  const lines = useRef<HTMLCanvasElement>(null);
  const zoomIn = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  // The keys' hint shows when the stage gets keyboard focus and steps aside at the first key, so it covers no painting.
  const [keysUsed, setKeysUsed] = useState(false);
  const { status, zoom, cursor } = state;

  useEffect(() => {
    if (!session || !viewport.current || !sheet.current || !fills.current || !strokes.current || !lines.current) return;
    return session.attach({
      viewport: viewport.current,
      sheet: sheet.current,
      fills: fills.current,
      strokes: strokes.current,
      lines: lines.current,
    });
  }, [session]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!session || e.altKey || e.ctrlKey || e.metaKey || e.target !== e.currentTarget) return;
    if (!session.key(e.key, e.shiftKey)) return;
    e.preventDefault();
    setKeysUsed(true);
  };
  const onBlur = () => {
    setKeysUsed(false);
    session?.blur();
  };
  const zoomBy = (factor: number) => {
    if (zoom * factor <= MIN_ZOOM) zoomIn.current?.focus();
    session?.zoomBy(factor);
  };
  const fitPage = () => {
    // The pressed button goes away at full view: keep keyboard focus in the zoom controls.
    zoomIn.current?.focus();
    session?.fitPage();
  };
  const pct = (v: number) => `${(v / PAGE_SIZE) * 100}%`;

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
        onContextMenu={(e) => e.preventDefault()}
      >
        <div
          ref={sheet}
          className={styles.sheet}
          data-ready={status === "ready" || undefined}
          data-early-point=""
          data-early-fill={regionFile ?? undefined}
        >
          <div className={styles.layers} role="img" aria-label={label}>
            <canvas ref={fills} className={styles.paint} data-layer="fills" width={PAGE_SIZE} height={PAGE_SIZE} />
            <canvas ref={strokes} className={styles.paint} data-layer="strokes" width={PAGE_SIZE} height={PAGE_SIZE} />
            <canvas ref={lines} className={styles.lines} data-layer="lines" width={PAGE_SIZE} height={PAGE_SIZE} />
            {preview && status !== "ready" && (
              <img
                className={`${styles.lines} ${styles.preview}`}
                src={preview}
                alt=""
                width={PAGE_SIZE}
                height={PAGE_SIZE}
                fetchPriority="high"
                data-preview=""
              />
            )}
          </div>
          <StickerLayer
            stickers={state.stickers}
            selected={tool === "sticker" ? state.selected : null}
            onDelete={() => session?.deleteSelected()}
          />
          <span
            className={styles.keyCursor}
            data-pen-down={cursor.penDown || undefined}
            style={{ left: pct(cursor.x), top: pct(cursor.y) }}
            aria-hidden="true"
          />
        </div>
        {regionFile && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_FILL_SCRIPT }} />}
        {status === "ready" && !state.started && <FirstMoveHint tool={tool} />}
        {status !== "ready" && (
          <p className={styles.stageStatus} role="status" data-status={status}>
            {status === "error" ? t("Coloring Load Failed") : t("Loading")}
          </p>
        )}
      </div>
      <p id={hintId} className={styles.keysHint} data-used={keysUsed || undefined}>
        {t("Coloring Keys Hint")}
      </p>
      <div className={styles.zoom} role="group" aria-label={t("Coloring Zoom")}>
        {/* Zoom out and fit show only while zoomed, so at full view they cover none of the page. */}
        {zoom > MIN_ZOOM && (
          <>
            <button type="button" className={styles.zoomButton} onClick={fitPage} aria-label={t("Coloring Zoom Fit")}>
              <Icon name="fit" />
            </button>
            <button
              type="button"
              className={styles.zoomButton}
              onClick={() => zoomBy(1 / 1.5)}
              aria-label={t("Coloring Zoom Out")}
            >
              <Icon name="zoomOut" />
            </button>
          </>
        )}
        <button
          type="button"
          ref={zoomIn}
          className={styles.zoomButton}
          onClick={() => zoomBy(1.5)}
          disabled={zoom >= MAX_ZOOM}
          aria-label={t("Coloring Zoom In")}
        >
          <Icon name="zoomIn" />
        </button>
      </div>
    </div>
  );
});
