import { useEffect, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PIECE_OPTIONS, type PieceCount, type Rect } from "~/games/puzzle/index.ts";
import { ResponsivePicture } from "~/ui/responsive-picture";
import { EarnedSticker } from "~/ui/shelf/earned-sticker";
import { makeThumbnail, recordPotdDay, recordWork } from "~/ui/shelf/shelf-store";
import { useRootData } from "~/ui/use-root-data";
import { PiecesIcon, RestartIcon } from "./icons";
import { formatTime } from "./puzzle-toolbar";
import { puzzleHref, type PuzzlePictureOption } from "./types";
import styles from "./puzzle.module.css";

const CONFETTI = Array.from({ length: 18 }, (_, i) => i);
const COLORS = ["#ffd23f", "#008ed0", "#e5484d", "#30a46c", "#f76b15", "#8e4ec6"];

export interface CelebrationProps {
  elapsedMs: number;
  pieces: PieceCount;
  pageKey: string;
  /** The picture the shelf keeps: for today's puzzle, that day's picture (it reopens that one, not a later day's). */
  shelfKey: string;
  /** The picture's small preview: drawn into the shelf's thumbnail. */
  thumbnailUrl: string;
  /** Pictures offered next (not the one just finished). */
  next: PuzzlePictureOption[];
  /** Where the tray was (CSS px in the board area): the celebration takes its place, the picture stays in view. */
  area: Rect;
  onPlayAgain(): void;
}

/**
 * The finish: the whole picture stays on the board, uncovered; beside or below it (where the tray was) confetti
 * falls, and big buttons offer the next puzzle. Not a modal: nothing greys the picture out. Focus moves to the
 * heading so keyboard and screen-reader users land on the choices.
 */
export function Celebration({
  elapsedMs,
  pieces,
  pageKey,
  shelfKey,
  thumbnailUrl,
  next,
  area,
  onPlayAgain,
}: CelebrationProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const { sticker, potdDays } = useFinishRewards(pageKey, shelfKey, pieces, thumbnailUrl);
  const harder = PIECE_OPTIONS.find((n) => n > pieces);
  const box: CSSProperties = { left: area.x, top: area.y, width: area.width, height: area.height };
  return (
    <section
      className={styles.celebration}
      style={box}
      aria-labelledby="puzzle-done-title"
      data-testid="puzzle-celebration"
    >
      <div className={styles.confetti} aria-hidden="true">
        {CONFETTI.map((i) => (
          <span
            key={i}
            style={{
              left: `${(i * 41) % 100}%`,
              background: COLORS[i % COLORS.length],
              animationDelay: `${(i % 6) * 0.2}s`,
            }}
          />
        ))}
      </div>
      <div className={styles.doneCard}>
        <img src="/art/characters/poli.svg" alt="" width={72} height={72} className={styles.doneArt} />
        <h2 id="puzzle-done-title" ref={heading} tabIndex={-1} className={styles.doneTitle}>
          {t("Puzzle Done Title")}
        </h2>
        <p className={styles.doneText}>{t("Puzzle Done Text", { pieces, time: formatTime(elapsedMs) })}</p>
        {sticker && <EarnedSticker id={sticker} />}
        {potdDays !== null && (
          <p className={styles.doneText} data-testid="celebration-potd-days">
            {t("Shelf Potd Days", { count: potdDays })}
          </p>
        )}
        <div className={styles.doneActions}>
          <button type="button" className="button" onClick={onPlayAgain}>
            <RestartIcon />
            {t("Puzzle Play Again")}
          </button>
          {harder && (
            <Link className="button" data-variant="secondary" to={puzzleHref(pageKey, harder)}>
              <PiecesIcon />
              {t("Puzzle More Pieces", { count: harder })}
            </Link>
          )}
        </div>
        {next.length > 0 && (
          <nav aria-label={t("Puzzle Other Picture")}>
            <ul className={styles.nextPictures}>
              {next.map((option) => (
                <li key={option.pageKey}>
                  <Link to={puzzleHref(option.pageKey, pieces)} className={styles.pictureLink}>
                    <ResponsivePicture
                      src={option.thumbnailUrl}
                      alt=""
                      width={160}
                      height={120}
                      sizes="160px"
                      loading="eager"
                    />
                    <span>{option.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </section>
  );
}

/**
 * The finish goes on the "My pictures" shelf (the picture's preview as its thumbnail) and, the first time this picture
 * is finished at this count, earns a sticker; today's puzzle also counts the day (gently: the days played, never a
 * streak to lose).
 */
function useFinishRewards(pageKey: string, shelfKey: string, pieces: PieceCount, thumbnailUrl: string) {
  const signedIn = !!useRootData().user;
  const [sticker, setSticker] = useState<string | null>(null);
  const [potdDays, setPotdDays] = useState<number | null>(null);
  useEffect(() => {
    let cancelled = false;
    const image = new Image();
    image.crossOrigin = "anonymous";
    image.onload = () => {
      const thumbnail = makeThumbnail(image, image.naturalWidth, image.naturalHeight);
      if (!thumbnail) return;
      void recordWork({ kind: "puzzle", pageKey: shelfKey, pieces, status: "done", thumbnail }, signedIn).then(
        (earned) => !cancelled && setSticker(earned),
      );
    };
    image.src = thumbnailUrl;
    if (pageKey === "potd") void recordPotdDay(signedIn).then((days) => !cancelled && setPotdDays(days));
    return () => {
      cancelled = true;
    };
  }, [pageKey, shelfKey, pieces, thumbnailUrl, signedIn]);
  return { sticker, potdDays };
}
