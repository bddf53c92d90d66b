/** The player's width: the page less the list column beside it on wide screens, the whole width on phones. */
export const POSTER_SIZES = "(min-width: 1200px) calc(100vw - 480px), (min-width: 992px) calc(100vw - 420px), 100vw";

/** The same rule in CSS pixels for this window, for the <video poster>, which takes one address and no sizes. */
export function posterCssWidth(viewportWidth: number): number {
  if (viewportWidth >= 1200) return viewportWidth - 480;
  if (viewportWidth >= 992) return viewportWidth - 420;
  return viewportWidth;
}
