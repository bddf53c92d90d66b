import type { ToolKind } from "~/games/coloring";
import styles from "./first-move-hint.module.css";

/**
 * For children who cannot read yet: a small hand that shows the first move on the page until something is drawn —
 * a tap for Fill and Sticker, a wiggle for Brush and Eraser. Decoration only (the buttons carry the words), it lets
 * every tap through; with reduced motion it just points.
 */
export function FirstMoveHint({ tool }: { tool: ToolKind }) {
  const move = tool === "brush" || tool === "eraser" ? "draw" : "tap";
  return (
    <div className={styles.hint} data-move={move} aria-hidden="true" data-testid="coloring-hint-hand">
      <svg className={styles.hand} viewBox="0 0 48 56" width="56" height="64">
        <path
          d="M18 30V8a4 4 0 0 1 8 0v16l2-.5V20a4 4 0 0 1 8 0v5l1 .2V23a4 4 0 0 1 7 2.5V38c0 9-6 15-14 15h-3c-5 0-8-2-11-6L8 37.5a4 4 0 0 1 6-5z"
          fill="#fff"
          stroke="#1d2a3a"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <circle className={styles.ripple} cx="22" cy="6" r="5" fill="none" stroke="#008ed0" strokeWidth="3" />
      </svg>
    </div>
  );
}
