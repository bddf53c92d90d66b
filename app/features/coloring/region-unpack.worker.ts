/// <reference lib="webworker" />
// Off the main thread: downloads, inflates and unpacks a precomputed region file (region-pack.ts) while the page is
// still hydrating, and hands the line layer and regions back without copying.
import { regionTransferables, unpackRegions } from "~/games/coloring";

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async (event: MessageEvent<string>) => {
  try {
    const response = await fetch(event.data);
    if (!response.ok || !response.body) throw new Error(`region file: ${response.status}`);
    const bytes = new Uint8Array(
      await new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer(),
    );
    const started = performance.now();
    const { lines, regions } = unpackRegions(bytes);
    const ms = performance.now() - started;
    self.postMessage({ lines, regions, ms }, [lines.data.buffer as ArrayBuffer, ...regionTransferables(regions)]);
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};
