import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isPieceCount, randomPieceCount, type Layout, type PieceCount } from "~/games/puzzle/index.ts";
import { callApi } from "~/shared/api/request";
import { localIsoDate } from "~/shared/calendar";
import { Celebration } from "./celebration";
import type { DemoMove } from "./feedback";
import { HintHand } from "./hint-hand";
import { PuzzleBoard } from "./puzzle-board";
import type { Announcement, PuzzleGame } from "./puzzle-game";
import { PuzzleToolbar, formatTime } from "./puzzle-toolbar";
import { gameKey, loadLastGame, loadPrefs, saveLastGame, savePrefs, type PuzzlePrefs } from "./saved-games";
import { PuzzleSounds } from "./sound";
import { useSpokenHints } from "./spoken-hints";
import { puzzleHref, type PuzzlePicture, type PuzzleScreenData } from "./types";
import styles from "./puzzle.module.css";

/** The puzzle app screen: toolbar, board, help, live announcements and the celebration. */
export function PuzzleApp({ picture: served, pieces, pictures: options }: PuzzleScreenData) {
  const { t, i18n } = useTranslation();
  // today's puzzle is always offered as such; a staff-scheduled picture has no title of its own
  const today = t("Puzzle Today");
  const pictures = useMemo(
    () => options.map((p) => (p.pageKey === "potd" ? { ...p, title: p.title ? `${today}: ${p.title}` : today } : p)),
    [options, today],
  );
  const local = useLocalPuzzleOfTheDay(served, pictures);
  const picture = local.title ? local : { ...local, title: today };
  const [prefs, setPrefs] = useState<PuzzlePrefs>({ ghost: true, muted: false, showTime: false });
  const [sounds] = useState(() => new PuzzleSounds());
  const [announcement, setAnnouncement] = useState("");
  const [progress, setProgress] = useState({ placed: 0, total: 0 });
  const [done, setDone] = useState<number | null>(null);
  const [round, setRound] = useState(0);
  const [layout, setLayout] = useState<Layout | null>(null);
  const [touched, setTouched] = useState(false);
  const [demo, setDemo] = useState<DemoMove | null>(null);
  const gameRef = useRef<PuzzleGame | null>(null);
  useChooseGame(pieces);

  useEffect(() => {
    setPrefs(loadPrefs());
  }, []);
  useEffect(() => () => sounds.dispose(), [sounds]);
  sounds.muted = prefs.muted;
  useEffect(() => {
    if (pieces) saveLastGame({ pageKey: picture.pageKey, pieces });
  }, [picture.pageKey, pieces]);

  const updatePrefs = (next: Partial<PuzzlePrefs>) => {
    const merged = { ...prefs, ...next };
    setPrefs(merged);
    savePrefs(merged);
  };

  const spoken = useSpokenHints(prefs.muted, i18n.language);
  const announce = useCallback(
    (list: Announcement[]) => {
      setAnnouncement(list.map((a) => announcementText(t, a)).join(" "));
      spoken.afterEvents(list.map((a) => a.kind));
    },
    [t, spoken],
  );
  const onProgress = useCallback((placed: number, total: number) => setProgress({ placed, total }), []);
  const onFirstTouch = useCallback(() => {
    spoken.touched();
    setTouched(true);
  }, [spoken]);
  // the hand shows the first move of a game nobody has touched yet, wherever the pieces lie after a resize
  useEffect(() => {
    setDemo(touched || progress.placed > 0 ? null : (gameRef.current?.demoMove() ?? null));
  }, [layout, touched, progress.placed]);
  const onComplete = useCallback((ms: number) => {
    setDone(ms);
    saveLastGame(null);
  }, []);

  const restart = () => {
    setDone(null);
    setTouched(false);
    spoken.reset();
    setAnnouncement("");
    setRound((r) => r + 1);
  };
  const index = pictures.findIndex((p) => p.pageKey === picture.pageKey);
  const next = [1, 2]
    .map((step) => pictures[(index + step) % pictures.length])
    .filter((p) => p !== undefined && p.pageKey !== picture.pageKey);

  return (
    <div className={styles.app} onPointerUp={spoken.gesture} onKeyUp={spoken.gesture}>
      <h1 className="visually-hidden">{t("Puzzle Heading", { title: picture.title })}</h1>
      <PuzzleToolbar
        picture={picture}
        pictures={pictures}
        pieces={pieces}
        ghost={prefs.ghost}
        muted={prefs.muted}
        showTime={prefs.showTime}
        placed={progress.placed}
        total={progress.total}
        gameRef={gameRef}
        onGhostChange={(ghost) => updatePrefs({ ghost })}
        onMutedChange={(muted) => updatePrefs({ muted })}
        onShowTimeChange={(showTime) => updatePrefs({ showTime })}
        onRestart={restart}
      />
      <p id="puzzle-help" className={styles.help}>
        {t("Puzzle Help")}
      </p>
      {pieces && picture.imageUrl ? (
        <PuzzleBoard
          imageUrl={picture.imageUrl}
          pieces={pieces}
          saveKey={gameKey(picture.imageUrl, pieces)}
          title={picture.title}
          showGhost={prefs.ghost}
          sounds={sounds}
          round={round}
          gameRef={gameRef}
          onAnnounce={announce}
          onProgress={onProgress}
          onComplete={onComplete}
          onLayout={setLayout}
          onFirstTouch={onFirstTouch}
        >
          {demo && done === null && <HintHand move={demo} />}
          {done !== null && layout && (
            <Celebration
              elapsedMs={done}
              pieces={pieces}
              pageKey={picture.pageKey}
              shelfKey={picture.pictureKey ?? picture.pageKey}
              thumbnailUrl={picture.thumbnailUrl}
              next={next}
              area={layout.tray}
              onPlayAgain={restart}
            />
          )}
        </PuzzleBoard>
      ) : (
        <div className={styles.boardWrap}>
          <p className={styles.boardStatus}>{t("Puzzle Loading")}</p>
        </div>
      )}
      <div role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
    </div>
  );
}

function announcementText(t: TFunction, a: Announcement): string {
  switch (a.kind) {
    case "selected":
      return t("Puzzle Selected", { piece: a.piece, total: a.total });
    case "deselected":
      return t("Puzzle Deselected");
    case "slot":
      return t("Puzzle Slot", { row: a.row, col: a.col });
    case "snapped":
      return t("Puzzle Snapped", { placed: a.placed, total: a.total });
    case "joined":
      return t("Puzzle Joined");
    case "wrong-place":
      return t("Puzzle Wrong Place");
    case "glow":
      return t("Puzzle Spoken Glow");
    case "complete":
      return t("Puzzle Complete", { time: formatTime(a.elapsedMs) });
  }
}

/** /play/apps/puzzle names no piece count: resume the last unfinished game, else today's picture with a random count. */
function useChooseGame(pieces: PieceCount | null) {
  const navigate = useNavigate();
  useEffect(() => {
    if (pieces) return;
    const last = loadLastGame();
    const target =
      last && isPieceCount(last.pieces) ? last : { pageKey: "potd", pieces: randomPieceCount(Math.random) };
    void navigate(`${puzzleHref(target.pageKey, target.pieces)}${window.location.search}`, { replace: true });
  }, [pieces, navigate]);
}

/**
 * "Today" is the visitor's day, not the server's: when the browser's date differs from the one the page
 * was rendered for, ask the API for the puzzle of the visitor's date. Until then, nothing is cut.
 */
function useLocalPuzzleOfTheDay(served: PuzzlePicture, pictures: PuzzleScreenData["pictures"]): PuzzlePicture {
  const [picture, setPicture] = useState<PuzzlePicture>(served);
  const [checked, setChecked] = useState(served.pageKey !== "potd");
  useEffect(() => {
    setPicture(served);
    if (served.pageKey !== "potd" || !served.date) {
      setChecked(true);
      return;
    }
    const local = localIsoDate();
    if (local === served.date) {
      setChecked(true);
      return;
    }
    let cancelled = false;
    setChecked(false);
    callApi("potdPreview", { params: { date: local } })
      .then((potd) => {
        if (cancelled) return;
        const scene = pictures.find((p) => p.pageKey === potd.key);
        setPicture({
          ...served,
          imageUrl: potd.image,
          thumbnailUrl: potd.thumbnailUrl,
          date: potd.date,
          pictureKey: potd.key,
          title: scene?.title ?? "",
        });
      })
      .catch(() => {})
      .finally(() => !cancelled && setChecked(true));
    return () => {
      cancelled = true;
    };
  }, [served, pictures]);
  return checked ? picture : { ...picture, imageUrl: "" };
}
