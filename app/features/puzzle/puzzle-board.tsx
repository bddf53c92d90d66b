import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { pieceScale, type Layout, type PieceCount } from "~/games/puzzle/index.ts";
import { PuzzleGame, type Announcement } from "./puzzle-game";
import type { PuzzleSounds } from "./sound";
import styles from "./puzzle.module.css";

export interface PuzzleBoardProps {
  imageUrl: string;
  pieces: PieceCount;
  saveKey: string;
  title: string;
  showGhost: boolean;
  sounds: PuzzleSounds;
  /** Changes when the player asks for a fresh shuffle. */
  round: number;
  gameRef: RefObject<PuzzleGame | null>;
  onAnnounce(announcements: Announcement[]): void;
  onProgress(placed: number, total: number): void;
  onComplete(elapsedMs: number): void;
  onLayout(layout: Layout): void;
  onFirstTouch(): void;
  /** Drawn over the board area: the hint hand, the celebration. */
  children?: ReactNode;
}

type Status = "loading" | "ready" | "failed";

/** The canvas and one PuzzleGame per picture, piece count and round; everything else is in the engine. */
export function PuzzleBoard(props: PuzzleBoardProps) {
  const { imageUrl, pieces, saveKey, title, sounds, round, gameRef } = props;
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [status, setStatus] = useState<Status>("loading");
  // callbacks and the ghost flag change without restarting the game
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
    gameRef.current?.setGhost(props.showGhost);
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    let game: PuzzleGame | null = null;
    let observer: ResizeObserver | null = null;
    setStatus("loading");
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    const picture = new Image();
    picture.decoding = "async";
    picture.src = imageUrl;
    picture
      .decode()
      .then(() => {
        if (cancelled) return;
        game = new PuzzleGame({
          canvas,
          picture,
          pieces,
          saveKey,
          sounds,
          showGhost: latest.current.showGhost,
          fresh: round > 0,
          calm: () => reducedMotion.matches,
          onLayout: (layout) => latest.current.onLayout(layout),
          onFirstTouch: () => latest.current.onFirstTouch(),
          onAnnounce: (a) => latest.current.onAnnounce(a),
          onProgress: (placed, total) => latest.current.onProgress(placed, total),
          onComplete: (ms) => latest.current.onComplete(ms),
        });
        gameRef.current = game;
        observer = new ResizeObserver(() => game?.resize());
        observer.observe(canvas);
        exposeForAutomation(game, canvas, imageUrl);
        setStatus("ready");
      })
      .catch(() => {
        if (!cancelled) setStatus("failed");
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      game?.destroy();
      if (gameRef.current === game) gameRef.current = null;
    };
  }, [imageUrl, pieces, saveKey, sounds, round, gameRef]);

  return (
    <div className={styles.boardWrap}>
      <canvas
        ref={canvasRef}
        className={styles.canvas}
        tabIndex={0}
        role="application"
        aria-roledescription={t("Puzzle Board Role")}
        aria-label={t("Puzzle Board Label", { title })}
        aria-describedby="puzzle-help puzzle-keys"
        data-status={status}
      />
      <p id="puzzle-keys" className={styles.keysHint}>
        {t("Puzzle Keys Help")}
      </p>
      {status !== "ready" && (
        <p className={styles.boardStatus} role={status === "failed" ? "alert" : undefined}>
          {status === "failed" ? t("Puzzle Load Failed") : t("Puzzle Loading")}
        </p>
      )}
      {props.children}
    </div>
  );
}

/** Automated tests and the drag benchmark need to know where pieces are; only under WebDriver control. */
function exposeForAutomation(game: PuzzleGame, canvas: HTMLCanvasElement, imageUrl: string): void {
  if (typeof navigator === "undefined" || !navigator.webdriver) return;
  (window as unknown as { __puzzle: unknown }).__puzzle = {
    pieces() {
      const rect = canvas.getBoundingClientRect();
      const { puzzle } = game;
      const { pieceWidth, pieceHeight } = puzzle.cut;
      return puzzle.pieces.map((p) => {
        const k = pieceScale(puzzle, p);
        const shape = puzzle.cut.pieces[p.id];
        const b = shape ? shape.bounds : { x: 0, y: 0, width: 0, height: 0 };
        const cell = shape ? shape.cell : { x: 0, y: 0 };
        return {
          id: p.id,
          group: p.group,
          locked: p.locked,
          inTray: p.inTray,
          x: rect.left + p.x + (pieceWidth * k) / 2,
          y: rect.top + p.y + (pieceHeight * k) / 2,
          targetX: rect.left + p.correctX + pieceWidth / 2,
          targetY: rect.top + p.correctY + pieceHeight / 2,
          bounds: {
            x: rect.left + p.x + (b.x - cell.x) * k,
            y: rect.top + p.y + (b.y - cell.y) * k,
            width: b.width * k,
            height: b.height * k,
          },
        };
      });
    },
    layout: () => {
      const rect = canvas.getBoundingClientRect();
      const move = ({ x, y, width, height }: { x: number; y: number; width: number; height: number }) => ({
        x: rect.left + x,
        y: rect.top + y,
        width,
        height,
      });
      const { board, tray, trayScale } = game.puzzle.layout;
      return { board: move(board), tray: move(tray), trayScale };
    },
    completed: () => game.puzzle.completed,
    imageUrl,
  };
}
