import EARLY_FILL_SCRIPT from "./early-fill.script.ts?inline-script";

export { EARLY_PAINTED_ATTRIBUTE } from "./early-fill-page";

/**
 * The coloring sheet's early fill (early-fill-page.ts and its worker, early-fill-worker.ts, which fills with the
 * engine's own code), bundled by Vite into one inline script: the same for every page and render.
 */
export { EARLY_FILL_SCRIPT };
