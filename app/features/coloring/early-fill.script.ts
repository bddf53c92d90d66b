// The inline script after the coloring stage (canvas-stage.tsx renders it, built by Vite: `?inline-script`).
import WORKER_SCRIPT from "./early-fill-worker.script.ts?inline-script";
import { startEarlyFill } from "./early-fill-page";

startEarlyFill(document, WORKER_SCRIPT);
