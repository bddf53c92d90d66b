// The early fill's worker (early-fill-page.ts builds it from a Blob of this, bundled by Vite: `?inline-script`).
import { createEarlyFillWorker, type EarlyFillRequest } from "./early-fill-worker";

const inflate = (file: ArrayBuffer) =>
  new Response(new Blob([file]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
const handle = createEarlyFillWorker(inflate);

self.onmessage = async (event: MessageEvent<EarlyFillRequest>) => {
  const answer = await handle(event.data);
  if (answer === null) return;
  if (typeof answer === "number") self.postMessage(answer);
  else self.postMessage(answer, { transfer: [answer.buffer] });
};
