import type { Browser, BrowserContext, Page } from "playwright-core";

/**
 * A fresh phone-sized tab (390×844, touch) on slow 4G with the CPU slowed 4×, as the first-load benches measure.
 * BENCH_NETWORK=none leaves the network alone (the CPU still slowed 4×): what the page itself costs, apart from the
 * time its bytes take to arrive.
 */
export async function throttledPhonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (process.env.BENCH_NETWORK !== "none") {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { context, page };
}
