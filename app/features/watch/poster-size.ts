/** The player's width: the page less the list column beside it on wide screens (min viewport → column), the whole width on phones. */
const LIST_COLUMN: readonly (readonly [minViewport: number, column: number])[] = [[1200, 480], [992, 420]];

/** The same rule as <img sizes>, for the poster picture shown before the player loads. */
export const POSTER_SIZES = [...LIST_COLUMN.map(([min, column]) => `(min-width: ${min}px) calc(100vw - ${column}px)`), "100vw"].join(", ");

/** The same rule in CSS pixels for this window, for the <video poster>, which takes one address and no sizes. */
export function posterCssWidth(viewportWidth: number): number {
  const column = LIST_COLUMN.find(([min]) => viewportWidth >= min)?.[1] ?? 0;
  return viewportWidth - column;
}
