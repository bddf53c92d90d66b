import type { Browser, BrowserContext, Page } from "playwright-core";

export interface Viewport {
  width: number;
  height: number;
}

/** A phone held upright: what the first-load benches measure unless told otherwise. */
export const PHONE_PORTRAIT: Viewport = { width: 390, height: 844 };

/** "844x390" → { width: 844, height: 390 }; anything else throws (a bench option, read once). */
export function parseViewport(text: string): Viewport {
  const [width, height] = text.split("x").map(Number);
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0)
    throw new Error(`a viewport is WIDTHxHEIGHT, e.g. 844x390, not "${text}"`);
  return { width, height };
}

/**
 * A fresh phone tab (390×844 unless `viewport` says otherwise, touch) on slow 4G with the CPU slowed 4×, as the
 * first-load benches measure.
 * BENCH_NETWORK=none leaves the network alone (the CPU still slowed 4×): what the page itself costs, apart from the
 * time its bytes take to arrive.
 */
export async function throttledPhonePage(
  browser: Browser,
  viewport: Viewport = PHONE_PORTRAIT,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (process.env.BENCH_NETWORK !== "none") {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { context, page };
}
