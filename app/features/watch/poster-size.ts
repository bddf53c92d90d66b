/** The player's width: the page less the list column beside it on wide screens (min viewport → column), the whole width on phones. */
const LIST_COLUMN: readonly (readonly [minViewport: number, column: number])[] = [
  [1200, 480],
  [992, 420],
];

/** The same rule as <img sizes>, for the poster picture shown before the player loads. */
export const POSTER_SIZES = [
  ...LIST_COLUMN.map(([min, column]) => `(min-width: ${min}px) calc(100vw - ${column}px)`),
  "100vw",
].join(", ");

/**
 * The <video poster> the server sends, before it knows the screen: 640 pixels wide, the width of the 360p picture a
 * phone plays (the MP4 fallback), so the poster is never sharper than the first frame that replaces it (22 kB against
 * 33 kB at 960 for demo-s5e01; issue 32, bench/first-frame.ts). A player wider than a phone's gets a sharper one once
 * its script runs (catalog-player.tsx, the effect on `posterSource`).
 */
export const SERVER_POSTER_PIXELS = 640;
