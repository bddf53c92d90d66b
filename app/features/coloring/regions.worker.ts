/// <reference lib="webworker" />
// Off the main thread: turns the rasterised line art into the transparent line layer and computes the
// fill regions (~70–110 ms on a 1024² page in Node, several times that on a phone).
import { computeRegions, regionTransferables, toLineLayer, type Layer } from "~/games/coloring";

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<Layer>) => {
  const started = performance.now();
  const lines = toLineLayer(event.data);
  const regions = computeRegions(lines);
  const ms = performance.now() - started;
  self.postMessage({ lines, regions, ms }, [lines.data.buffer as ArrayBuffer, ...regionTransferables(regions)]);
};
