// The inline script in every page's head, ahead of the stylesheets (root.tsx renders it, built by Vite:
// `early-input.script.ts?inline-script`): until the page's modules have run and React listens, it keeps what the
// visitor taps, for the page to replay (shared/early-taps.ts says who takes what).
import { recordEarlyPoints } from "./points";
import { recordEarlyTaps } from "./taps";

recordEarlyPoints(window);
recordEarlyTaps(window);
