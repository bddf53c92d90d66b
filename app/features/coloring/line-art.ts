import {
  computeRegions,
  createLayer,
  toLineLayer,
  unpackRegionsInSteps,
  type Layer,
  type RegionMap,
} from "~/games/coloring";
import { REGION_FILES } from "./region-files";
import { yieldToPage } from "./yield-to-page";

export const PAGE_SIZE = 1024;

export interface PreparedLines {
  lines: Layer;
  regions: RegionMap;
  /** How long the line layer and regions took, and where. */
  ms: number;
  where: "precomputed" | "worker" | "main";
}

/** The page's line art (an SVG of a few kilobytes), or null for the blank page. */
export function lineArtUrl(pageKey: string): string | null {
  return pageKey === "blank" ? null : `/art/coloring/${pageKey}.svg`;
}

/** The page's precomputed line layer and regions (scripts/art/build-coloring-regions.ts), if it has them. */
export function regionFileUrl(pageKey: string): string | null {
  return REGION_FILES[pageKey] ?? null;
}

/** Fetches and unpacks a precomputed region file: one download and a few linear passes (yielding between them), no flood fill. */
async function loadPrecomputed(url: string): Promise<PreparedLines> {
  if (typeof DecompressionStream !== "function") throw new Error("no DecompressionStream");
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`region file: ${response.status}`);
  const bytes = new Uint8Array(
    await new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer(),
  );
  await yieldToPage();
  const started = performance.now();
  const { lines, regions } = await unpackRegionsInSteps(bytes, yieldToPage);
  return { lines, regions, ms: performance.now() - started, where: "precomputed" };
}

/** A region file unpacked in a Web Worker (started early, see `unpackEarly`), or on the main thread in steps. */
function unpackInWorker(url: string): Promise<PreparedLines> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      if (typeof DecompressionStream !== "function") throw new Error("no DecompressionStream");
      worker = new Worker(new URL("./region-unpack.worker.ts", import.meta.url), { type: "module" });
    } catch (error) {
      reject(error);
      return;
    }
    worker.onmessage = (event: MessageEvent<{ lines: Layer; regions: RegionMap; ms: number } | { error: string }>) => {
      worker.terminate();
      if ("error" in event.data) reject(new Error(event.data.error));
      else resolve({ ...event.data, where: "precomputed" });
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || "worker failed"));
    };
    worker.postMessage(new URL(url, location.href).href);
  });
}

const early = new Map<string, Promise<PreparedLines>>();

/**
 * Starts unpacking a page's region file now (in the browser, while the page is still hydrating), for the next
 * `prepareLines` of that file to pick up. Idempotent; a failure is left for `prepareLines` to retry on the main thread.
 */
export function unpackEarly(url: string): void {
  if (typeof window === "undefined" || early.has(url)) return;
  const started = unpackInWorker(url);
  started.catch(() => {});
  early.set(url, started);
}

async function loadPrecomputedOnce(url: string): Promise<PreparedLines> {
  const started = early.get(url);
  early.delete(url);
  if (started) {
    try {
      return await started;
    } catch {
      /* no worker here: unpack on the main thread instead */
    }
  }
  return loadPrecomputed(url);
}

/** Draws an SVG (or any image URL) into a canvas of `size`² and reads its pixels. */
export async function rasterise(url: string, size: number): Promise<Layer> {
  const image = new Image();
  image.decoding = "async";
  image.src = url;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) throw new Error("Canvas 2D is not available");
  ctx.drawImage(image, 0, 0, size, size);
  return ctx.getImageData(0, 0, size, size);
}

function prepareOnMainThread(image: Layer): PreparedLines {
  const started = performance.now();
  const lines = toLineLayer(image);
  const regions = computeRegions(lines);
  return { lines, regions, ms: performance.now() - started, where: "main" };
}

/** Line layer and regions from the Web Worker; on the main thread only where workers are unavailable. */
function prepareInWorker(image: Layer): Promise<PreparedLines> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL("./regions.worker.ts", import.meta.url), { type: "module" });
    } catch (error) {
      reject(error);
      return;
    }
    worker.onmessage = (event: MessageEvent<{ lines: Layer; regions: RegionMap; ms: number }>) => {
      worker.terminate();
      resolve({ ...event.data, where: "worker" });
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || "worker failed"));
    };
    const copy = { width: image.width, height: image.height, data: new Uint8ClampedArray(image.data) };
    worker.postMessage(copy, [copy.data.buffer]);
  });
}

/**
 * The locked line layer and the fill regions of a coloring page: the precomputed file when there is one (the fixed
 * pages), else the SVG rasterised here with the regions from a Web Worker. `url` null is the blank page: no line
 * art at all, one region covering the whole sheet.
 */
export async function prepareLines(
  url: string | null,
  precomputed: string | null = null,
  size = PAGE_SIZE,
): Promise<PreparedLines> {
  performance.mark("coloring:regions:start");
  if (precomputed) {
    try {
      const prepared = await loadPrecomputedOnce(precomputed);
      performance.measure("coloring:regions:precomputed", "coloring:regions:start");
      return prepared;
    } catch {
      /* an old browser or a failed download: compute them here instead */
    }
  }
  const image = url ? await rasterise(url, size) : createLayer(size, size);
  let prepared: PreparedLines;
  try {
    prepared = await prepareInWorker(image);
  } catch {
    prepared = prepareOnMainThread(image);
  }
  // Wall time (worker start, transfer) and the computing time itself, which the main thread would have been blocked for.
  performance.measure(`coloring:regions:${prepared.where}`, "coloring:regions:start");
  performance.measure("coloring:regions:compute", { start: performance.now() - prepared.ms, duration: prepared.ms });
  return prepared;
}
