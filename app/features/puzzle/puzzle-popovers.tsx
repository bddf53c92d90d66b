import type { RefObject } from "react";
import { Button, Dialog, Heading, ListBox, ListBoxItem, Popover } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PIECE_OPTIONS, type PieceCount } from "~/games/puzzle/index.ts";
import { ResponsivePicture } from "~/ui/responsive-picture";
import { RestartIcon } from "./icons";
import { puzzleHref, type PuzzlePicture, type PuzzlePictureOption } from "./types";
import styles from "./puzzle.module.css";

/** Which of the toolbar's choosers is open. */
export type ToolbarPopoverKind = "picture" | "pieces" | "restart";

/**
 * A choice opens another puzzle, whose page starts afresh (the app is keyed by picture and count): the navigation's
 * state asks the new toolbar to focus the same button, so a keyboard user is not sent back to the top of the page.
 */
export interface ToolbarFocusState {
  focusTool: "picture" | "pieces";
}
const focusToolAfterwards = (tool: ToolbarFocusState["focusTool"]): ToolbarFocusState => ({ focusTool: tool });

export interface ToolbarPopoverProps {
  kind: ToolbarPopoverKind;
  /** The toolbar button that opened it: the popover sits beside it and gives focus back to it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  picture: PuzzlePicture;
  pictures: PuzzlePictureOption[];
  pieces: PieceCount | null;
  onClose(): void;
  onRestart(): void;
}

/**
 * The puzzle toolbar's three choosers (the picture, the number of pieces, "Start again?"), fetched the first time one
 * opens: React Aria's popovers position, trap focus, close on Escape or a tap outside and give focus back, but its
 * module costs the page's first load a task (it reads the browser's date formats when it loads), so the toolbar
 * itself is the browser's own buttons.
 */
export default function ToolbarPopover(props: ToolbarPopoverProps) {
  const { kind, triggerRef, onClose } = props;
  const placement = kind === "restart" ? "bottom end" : "bottom start";
  return (
    <Popover
      className={styles.popover}
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      placement={placement}
    >
      {kind === "picture" && <PictureChooser {...props} />}
      {kind === "pieces" && <PiecesChooser {...props} />}
      {kind === "restart" && <RestartConfirm {...props} />}
    </Popover>
  );
}

function PictureChooser({ picture, pictures, pieces, onClose }: ToolbarPopoverProps) {
  const { t } = useTranslation();
  return (
    <Dialog className={styles.pictureDialog} aria-labelledby="puzzle-pictures-title">
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
              state={focusToolAfterwards("picture")}
              onClick={onClose}
            >
              <ResponsivePicture src={option.thumbnailUrl} alt="" width={160} height={120} sizes="160px" />
              <span>{option.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

/** A list of the counts, the current one chosen and focused; choosing another opens that puzzle. */
function PiecesChooser({ picture, pieces, onClose }: ToolbarPopoverProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog className={styles.piecesDialog} aria-label={t("Puzzle Pieces")}>
      <ListBox
        className={styles.piecesList}
        aria-label={t("Puzzle Pieces")}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={pieces ? [pieces] : []}
        autoFocus
        onSelectionChange={(keys) => {
          const [key] = keys === "all" ? [] : [...keys];
          onClose();
          if (key !== undefined && Number(key) !== pieces)
            void navigate(puzzleHref(picture.pageKey, Number(key)), { state: focusToolAfterwards("pieces") });
        }}
      >
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
    </Dialog>
  );
}

/** "Start again" never wipes a child's work with one stray tap: it asks, with the safe answer first in focus. */
function RestartConfirm({ onClose, onRestart }: ToolbarPopoverProps) {
  const { t } = useTranslation();
  return (
    <Dialog className={styles.confirmDialog} aria-labelledby="puzzle-restart-title">
      <Heading slot="title" id="puzzle-restart-title" className={styles.popoverTitle}>
        {t("Puzzle Restart Confirm Title")}
      </Heading>
      <p className={styles.confirmText}>{t("Puzzle Restart Confirm Text")}</p>
      <div className={styles.confirmActions}>
        <Button className="button" data-variant="secondary" onPress={onClose} autoFocus>
          {t("Puzzle Restart No")}
        </Button>
        <Button
          className="button"
          onPress={() => {
            onClose();
            onRestart();
          }}
        >
          <RestartIcon />
          {t("Puzzle Restart Yes")}
        </Button>
      </div>
    </Dialog>
  );
}
