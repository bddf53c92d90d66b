import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { PieceCount } from "~/games/puzzle/index.ts";
import { GhostIcon, PictureIcon, PiecesIcon, RestartIcon, SoundIcon } from "./icons";
import type { ToolbarFocusState, ToolbarPopoverKind } from "./puzzle-popovers";
import type { PuzzleGame } from "./puzzle-game";
import type { PuzzlePicture, PuzzlePictureOption } from "./types";
import styles from "./puzzle.module.css";

const ToolbarPopover = lazy(() => import("./puzzle-popovers"));

export interface PuzzleToolbarProps {
  picture: PuzzlePicture;
  pictures: PuzzlePictureOption[];
  pieces: PieceCount | null;
  ghost: boolean;
  muted: boolean;
  showTime: boolean;
  placed: number;
  total: number;
  gameRef: RefObject<PuzzleGame | null>;
  onGhostChange(show: boolean): void;
  onMutedChange(muted: boolean): void;
  onShowTimeChange(show: boolean): void;
  onRestart(): void;
}

/**
 * One row of icon buttons that never wraps (labels show from tablet width); "Start again" sits apart, and asks first.
 * The browser's own buttons (toggles are `aria-pressed`); the choosers they open are loaded when one first opens
 * (puzzle-popovers.tsx). Arrow keys move between the tools, as in any toolbar.
 */
export function PuzzleToolbar(props: PuzzleToolbarProps) {
  const { picture, pictures, pieces, ghost, muted, showTime, placed, total, gameRef } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState<ToolbarPopoverKind | null>(null);
  const pictureRef = useRef<HTMLButtonElement>(null);
  const piecesRef = useRef<HTMLButtonElement>(null);
  const restartRef = useRef<HTMLButtonElement>(null);
  const triggers = { picture: pictureRef, pieces: piecesRef, restart: restartRef };
  const focusTool = (useLocation().state as Partial<ToolbarFocusState> | null)?.focusTool;
  useEffect(() => {
    if (focusTool) triggers[focusTool].current?.focus();
    // Once, when the toolbar of the newly chosen puzzle mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const opener = (kind: ToolbarPopoverKind) => ({
    ref: triggers[kind],
    "aria-expanded": open === kind,
    onClick: () => setOpen(kind),
  });
  return (
    <>
      <div role="toolbar" className={styles.toolbar} aria-label={t("Puzzle Tools")} onKeyDown={moveBetweenTools}>
        <button
          type="button"
          className={styles.tool}
          aria-haspopup="dialog"
          aria-label={`${t("Puzzle Picture")}: ${picture.title}`}
          {...opener("picture")}
        >
          <PictureIcon />
          <span className={styles.toolLabel}>{t("Puzzle Picture")}</span>
        </button>

        <button
          type="button"
          className={styles.tool}
          aria-haspopup="dialog"
          aria-label={`${t("Puzzle Pieces")}: ${pieces ?? "…"}`}
          {...opener("pieces")}
        >
          <PiecesIcon />
          <span className={styles.piecesValue} aria-hidden="true">
            {pieces ? String(pieces) : "…"}
          </span>
          <span className={styles.toolLabel}>{t("Puzzle Pieces")}</span>
        </button>

        <button type="button" className={styles.tool} aria-pressed={ghost} onClick={() => props.onGhostChange(!ghost)}>
          <GhostIcon />
          <span className={styles.toolLabel}>{t("Puzzle Preview")}</span>
        </button>

        <button type="button" className={styles.tool} aria-pressed={!muted} onClick={() => props.onMutedChange(!muted)}>
          <SoundIcon on={!muted} />
          <span className={styles.toolLabel}>{t("Puzzle Sound")}</span>
        </button>

        <button
          type="button"
          className={styles.stats}
          aria-pressed={showTime}
          onClick={() => props.onShowTimeChange(!showTime)}
          aria-label={t("Puzzle Show Time")}
        >
          {showTime && <Clock gameRef={gameRef} label={t("Puzzle Time")} />}
          <span className={styles.progress}>
            <span className="visually-hidden">{t("Puzzle Placed", { placed, total })}</span>
            <span aria-hidden="true">
              {placed}/{total || pieces || "…"}
            </span>
          </span>
        </button>

        <button
          type="button"
          className={`${styles.tool} ${styles.restart}`}
          disabled={!pieces}
          aria-haspopup="dialog"
          {...opener("restart")}
        >
          <RestartIcon />
          <span className={styles.toolLabel}>{t("Puzzle Restart")}</span>
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <ToolbarPopover
            kind={open}
            triggerRef={triggers[open]}
            picture={picture}
            pictures={pictures}
            pieces={pieces}
            onClose={() => setOpen(null)}
            onRestart={props.onRestart}
          />
        </Suspense>
      )}
    </>
  );
}

/** Arrow keys (either axis: the toolbar is a column beside the board on a phone on its side), Home and End. */
function moveBetweenTools(event: KeyboardEvent<HTMLDivElement>) {
  const tools = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)")];
  const at = tools.indexOf(document.activeElement as HTMLButtonElement);
  const last = tools.length - 1;
  const forward = at === last ? 0 : at + 1;
  const back = at === 0 ? last : at - 1;
  const targets: Record<string, number> = {
    ArrowRight: forward,
    ArrowDown: forward,
    ArrowLeft: back,
    ArrowUp: back,
    Home: 0,
    End: last,
  };
  const next = targets[event.key];
  if (at < 0 || next === undefined) return;
  event.preventDefault();
  tools[next]?.focus();
}

export function formatTime(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const m = Math.floor(seconds / 60);
  return `${m}:${String(seconds % 60).padStart(2, "0")}`;
}

/** Re-renders only itself, twice a second, reading the clock from the game. */
function Clock({ gameRef, label }: { gameRef: RefObject<PuzzleGame | null>; label: string }) {
  const [ms, setMs] = useState(0);
  useEffect(() => {
    const tick = () => setMs(gameRef.current?.elapsed() ?? 0);
    tick();
    const id = window.setInterval(tick, 500);
    return () => window.clearInterval(id);
  }, [gameRef]);
  return (
    <span className={styles.clock}>
      <span className="visually-hidden">{label}</span>
      <time dateTime={`PT${Math.floor(ms / 1000)}S`}>{formatTime(ms)}</time>
    </span>
  );
}
