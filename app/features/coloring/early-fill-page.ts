import { PALETTE, parseHexColor, type Rgba } from "~/games/coloring/palette.ts";
import { EARLY_POINT_ATTRIBUTE } from "~/shared/early-taps";
import type { EarlyFillPatch, EarlyFillRequest } from "./early-fill-worker";

/** The sheet's attribute naming its region file, for the early fill. */
export const EARLY_FILL_ATTRIBUTE = "data-early-fill";
/** Set on the sheet once the early fill can paint: the loading veil steps aside (coloring-app.module.css). */
export const EARLY_READY_ATTRIBUTE = "data-early-ready";
/** Set on the fill canvas once the early fill has painted on it: the session then draws that canvas in full. */
export const EARLY_PAINTED_ATTRIBUTE = "data-early-painted";

const mark = (step: string) => performance.mark?.(`coloring:early-fill:${step}`);

/** The colour the palette shows chosen; null while another tool than Fill is shown chosen. */
function chosenColor(page: Document): Rgba | null {
  const fill = page.querySelector<HTMLInputElement>('input[type="radio"][value="fill"]');
  if (fill && !fill.checked) return null;
  const chosen = page.querySelector<HTMLInputElement>('input[type="radio"][value^="#"]:checked');
  try {
    return parseHexColor(chosen?.value ?? PALETTE[0].hex);
  } catch {
    return parseHexColor(PALETTE[0].hex);
  }
}

/**
 * A phone shows the coloring sheet (the server's line art) seconds before the page's JavaScript has run and the
 * session is ready. This script, inline after the stage, makes a tap on it fill at once instead: it hands the page's
 * precomputed region file (preloaded in the head) to a small worker of its own (early-fill-worker.ts, the engine's own
 * fill code), which unpacks it off the main thread, and from then on the worker paints the region under each press in
 * the colour the palette shows chosen (only while Fill is the tool shown); the page only puts the region's rectangle on
 * the fill canvas. The fill shows through the line art, which multiplies over it until the session draws the real
 * layers, and the loading veil steps aside once the worker is ready. It stops when the session listens to the sheet
 * (which takes the EARLY_POINT_ATTRIBUTE mark away) and lets the worker go: the session replays the same presses
 * through the engine (ui/early-points.ts), so the picture and its undo steps are the engine's, and this only made the
 * first taps answer sooner. Anything missing (no worker or DecompressionStream, a failed download, an unexpected
 * file) leaves it doing nothing.
 */
export function startEarlyFill(page: Document, workerSource: string): void {
  const view = page.defaultView;
  const sheet = page.querySelector<HTMLElement>(`[${EARLY_FILL_ATTRIBUTE}]`);
  const canvas = sheet?.querySelector<HTMLCanvasElement>('canvas[data-layer="fills"]');
  if (!view || !sheet || !canvas) return;
  if (!("Worker" in view && "DecompressionStream" in view && "MutationObserver" in view && "fetch" in view)) return;
  const context = canvas.getContext("2d");
  if (!context) return;
  const listening = () => sheet.hasAttribute(EARLY_POINT_ATTRIBUTE);
  let ready = false;
  let waiting: { x: number; y: number }[] = [];
  let worker: Worker;
  const url = URL.createObjectURL(new Blob([workerSource], { type: "text/javascript" }));
  try {
    worker = new Worker(url);
  } catch {
    URL.revokeObjectURL(url);
    return;
  }
  mark("start");
  const send = (request: EarlyFillRequest, transfer: Transferable[] = []) => worker.postMessage(request, transfer);
  // Listening has passed to the session (or the file is unusable): let the worker, its file and its pixels go.
  const stop = () => {
    ready = false;
    waiting = [];
    observer.disconnect();
    worker.terminate();
    URL.revokeObjectURL(url);
  };
  const observer = new MutationObserver(() => {
    if (!listening()) stop();
  });
  observer.observe(sheet, { attributes: true });
  const paint = (point: { x: number; y: number }) => {
    const color = chosenColor(page);
    if (color) send({ ...point, color });
  };
  worker.onerror = stop;
  worker.onmessage = (event: MessageEvent<0 | 1 | EarlyFillPatch>) => {
    const answer = event.data;
    if (!listening()) return;
    if (answer === 0) return stop();
    if (answer === 1) {
      ready = true;
      sheet.setAttribute(EARLY_READY_ATTRIBUTE, "");
      mark("ready");
      waiting.splice(0).forEach(paint);
      return;
    }
    context.putImageData(new ImageData(new Uint8ClampedArray(answer.buffer), answer.w, answer.h), answer.x, answer.y);
    canvas.setAttribute(EARLY_PAINTED_ATTRIBUTE, "");
  };
  sheet.addEventListener("pointerdown", (event) => {
    if (!event.isPrimary || event.button !== 0 || !listening()) return;
    const box = sheet.getBoundingClientRect();
    if (!box.width || !box.height) return;
    const point = { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height };
    if (ready) paint(point);
    else waiting.push(point);
  });
  fetch(sheet.getAttribute(EARLY_FILL_ATTRIBUTE) ?? "")
    .then((response) => {
      if (!response.ok) throw new Error(`region file: ${response.status}`);
      return response.arrayBuffer();
    })
    .then(
      (file) => {
        if (listening()) send({ file, width: canvas.width, height: canvas.height }, [file]);
      },
      () => {
        if (listening()) stop();
      },
    );
}
