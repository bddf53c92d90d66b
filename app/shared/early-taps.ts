/**
 * Until a public page's script has run, a tap on a control that needs it would be lost. The loader at the end of the
 * body (server/http/deferred-module-preloads.ts) records such taps under this global; entry.client takes them just
 * before React starts listening and replays them once the page has hydrated (features/frame/early-taps.ts).
 */
export const EARLY_TAPS_GLOBAL = "__earlyTaps";
