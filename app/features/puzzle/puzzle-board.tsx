import { useEffect, useRef, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import type { PieceCount } from "~/games/puzzle/index.ts";
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
          onAnnounce: (a) => latest.current.onAnnounce(a),
          onProgress: (placed, total) => latest.current.onProgress(placed, total),
          onComplete: (ms) => latest.current.onComplete(ms),
        });
        gameRef.current = game;
        observer = new ResizeObserver(() => game?.resize());
        observer.observe(canvas);
        exposeForAutomation(game, canvas);
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
      <p id="puzzle-keys" className={styles.keysHint}>{t("Puzzle Keys Help")}</p>
      {status !== "ready" && (
        <p className={styles.boardStatus} role={status === "failed" ? "alert" : undefined}>
          {status === "failed" ? t("Puzzle Load Failed") : t("Puzzle Loading")}
        </p>
      )}
    </div>
  );
}

/** Automated tests and the drag benchmark need to know where pieces are; only under WebDriver control. */
function exposeForAutomation(game: PuzzleGame, canvas: HTMLCanvasElement): void {
  if (typeof navigator === "undefined" || !navigator.webdriver) return;
  (window as unknown as { __puzzle: unknown }).__puzzle = {
    pieces() {
      const rect = canvas.getBoundingClientRect();
      const { pieceWidth, pieceHeight } = game.puzzle.cut;
      return game.puzzle.pieces.map((p) => ({
        id: p.id,
        group: p.group,
        locked: p.locked,
        x: rect.left + p.x + pieceWidth / 2,
        y: rect.top + p.y + pieceHeight / 2,
        targetX: rect.left + p.correctX + pieceWidth / 2,
        targetY: rect.top + p.correctY + pieceHeight / 2,
      }));
    },
    completed: () => game.puzzle.completed,
  };
}
