/**
 * Where a child stopped watching, kept in the browser (localStorage) per video. Pure rules, unit-tested;
 * a storage that throws (private mode, full) just means no resume.
 */
const PREFIX = "rescue-video-position:";
/** Closer than this to the start there is nothing to resume; closer than this to the end it counts as watched. */
export const RESUME_MARGIN_SECONDS = 5;

/** The second to start from, given what was kept and the video's length (0: from the beginning). */
export function resumeFrom(saved: number | null, durationSeconds: number): number {
  if (saved === null || !Number.isFinite(saved) || saved < RESUME_MARGIN_SECONDS) return 0;
  if (Number.isFinite(durationSeconds) && durationSeconds > 0 && saved > durationSeconds - RESUME_MARGIN_SECONDS)
    return 0;
  return saved;
}

/** What to keep for the current position: a number to store, or null to forget it (at the start or the end). */
export function positionToKeep(currentTime: number, durationSeconds: number): number | null {
  return resumeFrom(currentTime, durationSeconds) > 0 ? Math.floor(currentTime) : null;
}

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function readPosition(storage: Store | undefined, videoId: string): number | null {
  try {
    const text = storage?.getItem(PREFIX + videoId);
    return text ? Number(text) : null;
  } catch {
    return null;
  }
}

export function keepPosition(
  storage: Store | undefined,
  videoId: string,
  currentTime: number,
  durationSeconds: number,
): void {
  try {
    const keep = positionToKeep(currentTime, durationSeconds);
    if (keep === null) storage?.removeItem(PREFIX + videoId);
    else storage?.setItem(PREFIX + videoId, String(keep));
  } catch {
    // No storage: the next visit starts from the beginning.
  }
}

/** The visitor's language first, then the others in a stable order (the first is shown by default). */
export function orderCaptions<T extends { locale: string }>(tracks: readonly T[], locale: string): T[] {
  return [...tracks].sort((a, b) => Number(b.locale === locale) - Number(a.locale === locale));
}
