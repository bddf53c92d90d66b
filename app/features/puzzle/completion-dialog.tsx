import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PIECE_OPTIONS, type PieceCount } from "~/games/puzzle/index.ts";
import { formatTime } from "./puzzle-toolbar";
import { puzzleHref } from "./types";
import styles from "./puzzle.module.css";

const CONFETTI = Array.from({ length: 24 }, (_, i) => i);
const COLORS = ["#ffd23f", "#008ed0", "#e5484d", "#30a46c", "#f76b15", "#8e4ec6"];

export interface CompletionDialogProps {
  elapsedMs: number | null;
  pieces: PieceCount;
  pageKey: string;
  nextPageKey: string;
  onPlayAgain(): void;
  onClose(): void;
}

/** The celebration: a modal dialog with the time taken and where to go next. */
export function CompletionDialog({ elapsedMs, pieces, pageKey, nextPageKey, onPlayAgain, onClose }: CompletionDialogProps) {
  const { t } = useTranslation();
  const harder = PIECE_OPTIONS.find((n) => n > pieces);
  return (
    <ModalOverlay className={styles.overlay} isOpen={elapsedMs !== null} onOpenChange={(open) => !open && onClose()} isDismissable>
      <div className={styles.confetti} aria-hidden="true">
        {CONFETTI.map((i) => (
          <span key={i} style={{ left: `${(i * 41) % 100}%`, background: COLORS[i % COLORS.length], animationDelay: `${(i % 8) * 0.15}s` }} />
        ))}
      </div>
      <Modal className={styles.modal}>
        <Dialog className={styles.doneDialog} aria-labelledby="puzzle-done-title">
          <img src="/art/characters/poli.svg" alt="" width={120} height={120} className={styles.doneArt} />
          <Heading slot="title" id="puzzle-done-title" className={styles.doneTitle}>{t("Puzzle Done Title")}</Heading>
          <p className={styles.doneText}>{t("Puzzle Done Text", { pieces, time: formatTime(elapsedMs ?? 0) })}</p>
          <div className={styles.doneActions}>
            <Button className="button" onPress={onPlayAgain} autoFocus>{t("Puzzle Play Again")}</Button>
            {harder && (
              <Link className="button" data-variant="secondary" to={puzzleHref(pageKey, harder)} onClick={onClose}>
                {t("Puzzle More Pieces", { count: harder })}
              </Link>
            )}
            <Link className="button" data-variant="secondary" to={puzzleHref(nextPageKey, pieces)} onClick={onClose}>
              {t("Puzzle Other Picture")}
            </Link>
            <Button className={styles.doneClose} onPress={onClose}>{t("Puzzle Close")}</Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
