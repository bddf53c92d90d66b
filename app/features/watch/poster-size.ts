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
 * The <video poster> the server sends, before it knows the screen: 960 pixels wide, sharp on a phone held upright
 * (390 CSS px at 2.5×) and on most laptops' player column.
 */
export const SERVER_POSTER_PIXELS = 960;
