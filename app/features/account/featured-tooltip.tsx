import { useEffect, useRef, useState, type PointerEvent, type ReactElement } from "react";
import { OverlayArrow, Tooltip, TooltipTrigger } from "react-aria-components";
import styles from "./own-colorings.module.css";

/**
 * Spec §9 tooltip touch delays: a finger held on the tile for 700 ms shows the tooltip, and it stays 1500 ms
 * after the finger lifts. React Aria's tooltips open on hover and keyboard focus only (never on touch), so
 * touch is added here; a long press only shows the tooltip, it does not also open the coloring.
 */
export const TOOLTIP_TOUCH_DELAYS = { openMs: 700, closeMs: 1500 } as const;
/** Mouse and keyboard keep React Aria's behaviour, with the same wait before opening. */
const HOVER_OPEN_MS = 700;

type PressGuard = (action: () => void) => () => void;

export function FeaturedTooltip({ text, children }: { text: string; children: (guard: PressGuard) => ReactElement }) {
  const [isOpen, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const touching = useRef(false);
  const longPressed = useRef(false);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const schedule = (open: boolean, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(open), ms);
  };
  const touchDown = (event: PointerEvent) => {
    if (event.pointerType !== "touch") return;
    touching.current = true;
    longPressed.current = false;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      longPressed.current = true;
      setOpen(true);
    }, TOOLTIP_TOUCH_DELAYS.openMs);
  };
  const touchUp = (event: PointerEvent) => {
    if (event.pointerType !== "touch" || !touching.current) return;
    touching.current = false;
    if (longPressed.current) schedule(false, TOOLTIP_TOUCH_DELAYS.closeMs);
    else window.clearTimeout(timer.current);
  };
  // The tile's press after a long press was the tooltip's: swallow it once.
  const guard: PressGuard = (action) => () => {
    if (longPressed.current) {
      longPressed.current = false;
      return;
    }
    action();
  };

  return (
    <span
      className={styles.tooltipTarget}
      // Capture phase: the tile's press handling stops the pointer events from bubbling.
      onPointerDownCapture={touchDown}
      onPointerUpCapture={touchUp}
      onPointerCancelCapture={touchUp}
      // A held finger would also bring up the browser's image menu.
      onContextMenu={(event) => touching.current && event.preventDefault()}
    >
      <TooltipTrigger
        delay={HOVER_OPEN_MS}
        isOpen={isOpen}
        onOpenChange={(open) => {
          window.clearTimeout(timer.current);
          setOpen(open);
        }}
      >
        {children(guard)}
        <Tooltip className={styles.tooltip} placement="top" offset={8}>
          <OverlayArrow className={styles.arrow}>
            <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
              <path d="M0 0 L6 6 L12 0" />
            </svg>
          </OverlayArrow>
          {text}
        </Tooltip>
      </TooltipTrigger>
    </span>
  );
}
