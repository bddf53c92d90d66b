import { useEffect, useState, type RefObject } from "react";
import {
  Button,
  Dialog,
  DialogTrigger,
  Heading,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  ToggleButton,
  Toolbar,
} from "react-aria-components";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PIECE_OPTIONS, type PieceCount } from "~/games/puzzle/index.ts";
import { ResponsivePicture } from "~/ui/responsive-picture";
import { GhostIcon, PictureIcon, PiecesIcon, RestartIcon, SoundIcon } from "./icons";
import type { PuzzleGame } from "./puzzle-game";
import { puzzleHref, type PuzzlePicture, type PuzzlePictureOption } from "./types";
import styles from "./puzzle.module.css";

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

/** One row of icon buttons that never wraps (labels show from tablet width); "Start again" sits apart, and asks first. */
export function PuzzleToolbar(props: PuzzleToolbarProps) {
  const { picture, pictures, pieces, ghost, muted, showTime, placed, total, gameRef } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Toolbar className={styles.toolbar} aria-label={t("Puzzle Tools")}>
      <DialogTrigger>
        <Button className={styles.tool} aria-label={`${t("Puzzle Picture")}: ${picture.title}`}>
          <PictureIcon />
          <span className={styles.toolLabel}>{t("Puzzle Picture")}</span>
        </Button>
        <Popover className={styles.popover} placement="bottom start">
          <Dialog className={styles.pictureDialog} aria-labelledby="puzzle-pictures-title">
            {({ close }) => (
              <>
                <Heading slot="title" id="puzzle-pictures-title" className={styles.popoverTitle}>
                  {t("Puzzle Choose Picture")}
                </Heading>
                <ul className={styles.pictureGrid}>
                  {pictures.map((option) => (
                    <li key={option.pageKey}>
                      <Link
                        to={puzzleHref(option.pageKey, pieces ?? 12)}
                        className={styles.pictureLink}
                        aria-current={option.pageKey === picture.pageKey ? "true" : undefined}
                        onClick={close}
                      >
                        <ResponsivePicture src={option.thumbnailUrl} alt="" width={160} height={120} sizes="160px" />
                        <span>{option.title}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Dialog>
        </Popover>
      </DialogTrigger>

      <Select
        className={styles.piecesSelect}
        value={pieces}
        onChange={(key) => key !== null && navigate(puzzleHref(picture.pageKey, Number(key)))}
      >
        <Label className="visually-hidden">{t("Puzzle Pieces")}</Label>
        <Button className={styles.tool}>
          <PiecesIcon />
          <SelectValue className={styles.piecesValue}>{() => (pieces ? String(pieces) : "…")}</SelectValue>
          <span className={styles.toolLabel}>{t("Puzzle Pieces")}</span>
        </Button>
        <Popover className={styles.popover}>
          <ListBox className={styles.piecesList}>
            {PIECE_OPTIONS.map((n) => (
              <ListBoxItem
                key={n}
                id={n}
                className={styles.piecesOption}
                textValue={t("Puzzle Pieces Count", { count: n })}
              >
                {t("Puzzle Pieces Count", { count: n })}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>

      <ToggleButton className={styles.tool} isSelected={ghost} onChange={props.onGhostChange}>
        <GhostIcon />
        <span className={styles.toolLabel}>{t("Puzzle Preview")}</span>
      </ToggleButton>

      <ToggleButton className={styles.tool} isSelected={!muted} onChange={(on) => props.onMutedChange(!on)}>
        <SoundIcon on={!muted} />
        <span className={styles.toolLabel}>{t("Puzzle Sound")}</span>
      </ToggleButton>

      <ToggleButton
        className={styles.stats}
        isSelected={showTime}
        onChange={props.onShowTimeChange}
        aria-label={t("Puzzle Show Time")}
      >
        {showTime && <Clock gameRef={gameRef} label={t("Puzzle Time")} />}
        <span className={styles.progress}>
          <span className="visually-hidden">{t("Puzzle Placed", { placed, total })}</span>
          <span aria-hidden="true">
            {placed}/{total || pieces || "…"}
          </span>
        </span>
      </ToggleButton>

      <RestartButton disabled={!pieces} onRestart={props.onRestart} />
    </Toolbar>
  );
}

/** "Start again" never wipes a child's work with one stray tap: it asks, with the safe answer first in focus. */
function RestartButton({ disabled, onRestart }: { disabled: boolean; onRestart(): void }) {
  const { t } = useTranslation();
  return (
    <DialogTrigger>
      <Button className={`${styles.tool} ${styles.restart}`} isDisabled={disabled}>
        <RestartIcon />
        <span className={styles.toolLabel}>{t("Puzzle Restart")}</span>
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <Dialog className={styles.confirmDialog} aria-labelledby="puzzle-restart-title">
          {({ close }) => (
            <>
              <Heading slot="title" id="puzzle-restart-title" className={styles.popoverTitle}>
                {t("Puzzle Restart Confirm Title")}
              </Heading>
              <p className={styles.confirmText}>{t("Puzzle Restart Confirm Text")}</p>
              <div className={styles.confirmActions}>
                <Button className="button" data-variant="secondary" onPress={close} autoFocus>
                  {t("Puzzle Restart No")}
                </Button>
                <Button
                  className="button"
                  onPress={() => {
                    close();
                    onRestart();
                  }}
                >
                  <RestartIcon />
                  {t("Puzzle Restart Yes")}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
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
