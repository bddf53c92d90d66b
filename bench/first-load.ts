// First load on a throttled phone in real Chromium (DevTools throttling, not Lighthouse's simulation): the time to the
// first and largest paint, and to hydration (the page answers taps), on the key public pages: node bench/first-load.ts
// Against BENCH_URL or BASE_URL (a running build). Prints one JSON line per page with the median of RUNS loads.
// Slow 4G as Lighthouse defines it (150 ms RTT, 1.6 Mbit/s down) and the CPU slowed 4×. Numbers, not pass/fail.
import { chromium } from "playwright-core";
import { throttledPhonePage } from "./throttled-phone.ts";

const base = (process.env.BENCH_URL ?? process.env.BASE_URL ?? "http://127.0.0.1:3700").replace(/\/$/, "");
const PAGES = (process.env.PAGES ?? "/,/series/season5,/apps").split(",");
const RUNS = Number(process.env.RUNS ?? 5);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const path of PAGES) {
    const samples: Record<string, number[]> = { fcp: [], lcp: [], hydrated: [], jsKb: [] };
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await throttledPhonePage(browser);
      await page.addInitScript(() => {
        const w = window as unknown as { __lcp: number };
        w.__lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__lcp = entry.startTime;
        }).observe({ type: "largest-contentful-paint", buffered: true });
      });
      const started = Date.now();
      await page.goto(`${base}${path}`, { waitUntil: "commit" });
      // Hydrated: React has attached itself to the page's main landmark (its fiber key appears on the element).
      await page.waitForFunction(
        () => {
          const main = document.querySelector("main");
          return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
        },
        undefined,
        { polling: 16, timeout: 60_000 },
      );
      const hydratedAt = Date.now() - started;
      const result = await page.evaluate(() => ({
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
        lcp: (window as unknown as { __lcp: number }).__lcp,
        navigationStart: performance.timeOrigin,
        js: performance
          .getEntriesByType("resource")
          .filter((r) => r.name.endsWith(".js"))
          .reduce((sum, r) => sum + (r as PerformanceResourceTiming).transferSize, 0),
      }));
      samples.fcp.push(result.fcp);
      samples.lcp.push(result.lcp);
      samples.hydrated.push(hydratedAt);
      samples.jsKb.push(result.js / 1024);
      await context.close();
    }
    console.log(
      JSON.stringify({
        page: path,
        runs: RUNS,
        fcpMs: Math.round(median(samples.fcp)),
        lcpMs: Math.round(median(samples.lcp)),
        hydratedMs: Math.round(median(samples.hydrated)),
        jsKbTransferred: Math.round(median(samples.jsKb)),
      }),
    );
  }
} finally {
  await browser.close();
}
