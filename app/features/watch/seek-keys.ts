/**
 * The player's seek keys (issue 32): the arrow keys step 5 seconds, J and L 10 seconds (as YouTube and PBS KIDS
 * Video do). Pure rules, unit-tested; the player applies them to its <video>.
 */
export const ARROW_SEEK_SECONDS = 5;
export const JUMP_SEEK_SECONDS = 10;

/** How far a key moves the playhead (negative: back), or null for any other key or with a modifier held. */
export function seekStep(
  key: string,
  modifiers: { altKey: boolean; ctrlKey: boolean; metaKey: boolean },
): number | null {
  if (modifiers.altKey || modifiers.ctrlKey || modifiers.metaKey) return null;
  switch (key) {
    case "ArrowLeft":
      return -ARROW_SEEK_SECONDS;
    case "ArrowRight":
      return ARROW_SEEK_SECONDS;
    case "j":
    case "J":
      return -JUMP_SEEK_SECONDS;
    case "l":
    case "L":
      return JUMP_SEEK_SECONDS;
    default:
      return null;
  }
}

/** The new position: within the video (0 … its length); an unknown length only keeps it from going below 0. */
export function seekTarget(currentTime: number, step: number, duration: number): number {
  const target = Math.max(0, currentTime + step);
  return Number.isFinite(duration) && duration > 0 ? Math.min(target, duration) : target;
}
