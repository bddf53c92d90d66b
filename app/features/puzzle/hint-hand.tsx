import type { CSSProperties } from "react";
import type { DemoMove } from "./feedback";
import styles from "./puzzle.module.css";

/**
 * For children who cannot read the instructions: a hand shows the first move, pressing a piece on the tray
 * and sliding it to its place, over and over until the child touches a piece. Reduced motion: it rests on
 * the piece and gently pulses. Decorative: the written help stays for screen readers.
 */
export function HintHand({ move }: { move: DemoMove }) {
  const style = {
    "--from-x": `${move.from.x}px`,
    "--from-y": `${move.from.y}px`,
    "--to-x": `${move.to.x}px`,
    "--to-y": `${move.to.y}px`,
  } as CSSProperties;
  return (
    <div className={styles.hand} style={style} aria-hidden="true" data-testid="puzzle-hint-hand">
      <svg width="56" height="64" viewBox="0 0 56 64">
        <circle cx="14" cy="12" r="11" fill="rgba(255,255,255,0.55)" stroke="#fff" strokeWidth="2" />
        <path
          d="M10 12c0-3 4-3 4 0v18l3-2V22c0-3 5-3 5 0v6c0-3 5-3 5 0v3c0-3 5-3 5 0v14c0 9-6 15-14 15s-12-5-15-11l-5-10c-1-3 2-5 4-3l5 6V12z"
          fill="#fff8e1"
          stroke="#1d2a3a"
          strokeWidth="2.4"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}
