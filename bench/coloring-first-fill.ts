// Time to the first possible fill on a coloring page on a throttled phone, in real Chromium: node bench/coloring-first-fill.ts
// From the navigation to /play/apps/coloring/<page> until the stage says it is ready to paint (no loading status, the
// sheet placed), and separately: a tap made the moment the sheet is first on screen (the server's line art, before any
// script ran), one made the moment the script has placed it, and when (or whether) each fill shows on the paint layer
// (a tap before readiness must be queued, not lost). Slow 4G and the CPU slowed 4× (throttled-phone.ts).
// Also the main thread's long tasks (> 50 ms, PerformanceObserver) from the sheet appearing until ready: a tap waits
// behind the longest of them. And the page's first paint on its own clock (the sheet takes taps from then on: the
// inline early fill paints them before any module has run, early-fill.ts), and when that early fill was ready. Against BENCH_URL or BASE_URL. Median of RUNS loads. Numbers, not pass/fail.
// For each of VIEWPORTS (default 390x844,844x390,320x568: a phone upright, sideways, and the smallest one), one line.
import { chromium, type Page } from "playwright-core";
import { parseViewport, throttledPhonePage, type Viewport } from "./throttled-phone.ts";

const base = (process.env.BENCH_URL ?? process.env.BASE_URL ?? "http://127.0.0.1:3700").replace(/\/$/, "");
const PAGE = process.env.COLORING_PAGE ?? "poli";
const RUNS = Number(process.env.RUNS ?? 3);
const VIEWPORTS = (process.env.VIEWPORTS ?? "390x844,844x390,320x568").split(",").map(parseViewport);
/** The sky of every fixed page: an open region near the top left. */
const SPOT = { fx: 0.15, fy: 0.35 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const painted = (page: Page) =>
  page.evaluate(({ fx, fy }) => {
    // The fill layer (one "paint" canvas before layers).
    const canvas = document.querySelector<HTMLCanvasElement>('canvas[data-layer="fills"], canvas[data-layer="paint"]');
    const ctx = canvas?.getContext("2d");
    return ctx
      ? ctx.getImageData(Math.round(fx * canvas!.width), Math.round(fy * canvas!.height), 1, 1).data[3] === 255
      : false;
  }, SPOT);

const isReady = (page: Page) =>
  page.evaluate(
    () =>
      Boolean(document.querySelector("[data-placed]")) &&
      !document.querySelector('[role="application"] [role="status"]'),
  );

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});

async function measure(viewport: Viewport) {
  const samples: Record<
    | "firstPaint"
    | "earlyFillReady"
    | "sheetShown"
    | "ready"
    | "firstPaintTapFilled"
    | "firstPaintTapWait"
    | "earlyTapFilled"
    | "longestTask"
    | "blocked",
    number[]
  > = {
    firstPaint: [],
    earlyFillReady: [],
    sheetShown: [],
    ready: [],
    firstPaintTapFilled: [],
    firstPaintTapWait: [],
    earlyTapFilled: [],
    longestTask: [],
    blocked: [],
  };
  let earlyTapsLost = 0;
  for (let run = 0; run < RUNS; run++) {
    // Readiness alone, with nothing tapped.
    {
      const { context, page } = await throttledPhonePage(browser, viewport);
      await page.addInitScript(() => {
        const tasks: [number, number][] = ((window as unknown as { __longTasks: [number, number][] }).__longTasks = []);
        new PerformanceObserver((list) =>
          list.getEntries().forEach((e) => tasks.push([e.startTime, e.duration])),
        ).observe({ type: "longtask" });
      });
      const started = Date.now();
      await page.goto(`${base}/play/apps/coloring/${PAGE}`, { waitUntil: "commit" });
      await page.locator("[data-placed]").waitFor({ timeout: 60_000 });
      const shownAt = await page.evaluate(() => performance.now());
      samples.sheetShown.push(Date.now() - started);
      if (await until(() => isReady(page), 60_000)) {
        samples.ready.push(Date.now() - started);
        const tasks = await page.evaluate(
          (from) =>
            (window as unknown as { __longTasks: [number, number][] }).__longTasks.filter(([at, ms]) => at + ms > from),
          shownAt,
        );
        samples.longestTask.push(Math.max(0, ...tasks.map(([, ms]) => ms)));
        samples.blocked.push(tasks.reduce((sum, [, ms]) => sum + ms - 50, 0));
      }
      const clock = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
        earlyFillReady: performance.getEntriesByName("coloring:early-fill:ready")[0]?.startTime ?? null,
      }));
      samples.firstPaint.push(clock.firstPaint);
      if (clock.earlyFillReady !== null) samples.earlyFillReady.push(clock.earlyFillReady);
      await context.close();
    }
    // A tap as soon as the sheet is on screen (the server's line art, before any script ran), and one as soon as the
    // script has placed it: is each filled, and when?
    for (const [filled, shown] of [
      ["firstPaintTapFilled", "img[data-preview]"],
      ["earlyTapFilled", "[data-placed]"],
    ] as const) {
      const { context, page } = await throttledPhonePage(browser, viewport);
      const started = Date.now();
      await page.goto(`${base}/play/apps/coloring/${PAGE}`, { waitUntil: "commit" });
      const sheet = page.locator(shown);
      await sheet.waitFor({ timeout: 60_000 });
      const box = (await sheet.boundingBox())!;
      const tappedAt = Date.now();
      await page.touchscreen.tap(box.x + box.width * SPOT.fx, box.y + box.height * SPOT.fy);
      if (await until(() => painted(page), 15_000)) {
        samples[filled].push(Date.now() - started);
        if (filled === "firstPaintTapFilled") samples.firstPaintTapWait.push(Date.now() - tappedAt);
      } else earlyTapsLost++;
      await context.close();
    }
  }
  console.log(
    JSON.stringify({
      page: `/play/apps/coloring/${PAGE}`,
      viewport: `${viewport.width}x${viewport.height}`,
      runs: RUNS,
      firstPaintMs: Math.round(median(samples.firstPaint)),
      earlyFillReadyMs: samples.earlyFillReady.length ? Math.round(median(samples.earlyFillReady)) : null,
      sheetShownMs: Math.round(median(samples.sheetShown)),
      readyToFillMs: Math.round(median(samples.ready)),
      firstPaintTapFilledMs: samples.firstPaintTapFilled.length
        ? Math.round(median(samples.firstPaintTapFilled))
        : null,
      firstPaintTapWaitMs: samples.firstPaintTapWait.length ? Math.round(median(samples.firstPaintTapWait)) : null,
      earlyTapFilledMs: samples.earlyTapFilled.length ? Math.round(median(samples.earlyTapFilled)) : null,
      earlyTapsLost,
      longestTaskAfterSheetMs: Math.round(median(samples.longestTask)),
      blockingAfterSheetMs: Math.round(median(samples.blocked)),
    }),
  );
}

try {
  for (const viewport of VIEWPORTS) await measure(viewport);
} finally {
  await browser.close();
}
