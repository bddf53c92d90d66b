// Time to the first possible drag on a 25-piece puzzle on a throttled phone, in real Chromium: node bench/puzzle-first-drag.ts
// From the navigation to /play/apps/puzzle/<scene>/25 until the board says it is ready (pieces cut, input attached),
// then a real touch drag of a piece proves it: the time until that drag has moved the piece is reported too.
// Slow 4G and the CPU slowed 4× (throttled-phone.ts), 390×844 at 3× pixels. Against BENCH_URL or BASE_URL.
// Median of RUNS loads. Numbers, not pass/fail.
import { chromium, type Page } from "playwright-core";
import { throttledPhonePage } from "./throttled-phone.ts";

const base = (process.env.BENCH_URL ?? process.env.BASE_URL ?? "http://127.0.0.1:3700").replace(/\/$/, "");
const SCENE = process.env.PUZZLE_SCENE ?? "scene01";
const RUNS = Number(process.env.RUNS ?? 3);

interface Spot {
  id: number;
  locked: boolean;
  x: number;
  y: number;
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const spots = (page: Page) =>
  page.evaluate(() => (window as unknown as { __puzzle: { pieces(): Spot[] } }).__puzzle.pieces());

async function touchDrag(page: Page, from: { x: number; y: number }, dx: number, dy: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(from.x, from.y) });
  for (let s = 1; s <= 6; s++)
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: point(from.x + (dx * s) / 6, from.y + (dy * s) / 6),
    });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const samples: Record<"ready" | "dragged", number[]> = { ready: [], dragged: [] };
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await throttledPhonePage(browser);
    await context.addCookies([{ name: "cookie_consent", value: "1", url: base }]);
    const started = Date.now();
    await page.goto(`${base}/play/apps/puzzle/${SCENE}/25`, { waitUntil: "commit" });
    await page.waitForFunction(
      () => "__puzzle" in window && document.querySelector("canvas")?.getAttribute("data-status") === "ready",
      undefined,
      { polling: 16, timeout: 60_000 },
    );
    samples.ready.push(Date.now() - started);
    const piece = (await spots(page)).find((p) => !p.locked);
    if (piece) {
      await touchDrag(page, piece, 0, -40);
      const moved = async () => ((await spots(page)).find((p) => p.id === piece.id)?.y ?? piece.y) < piece.y - 5;
      const end = Date.now() + 10_000;
      while (Date.now() < end && !(await moved())) await new Promise((r) => setTimeout(r, 16));
      if (await moved()) samples.dragged.push(Date.now() - started);
    }
    await context.close();
  }
  console.log(
    JSON.stringify({
      page: `/play/apps/puzzle/${SCENE}/25`,
      runs: RUNS,
      readyToDragMs: Math.round(median(samples.ready)),
      firstDragDoneMs: samples.dragged.length ? Math.round(median(samples.dragged)) : null,
      dragsThatMoved: samples.dragged.length,
    }),
  );
} finally {
  await browser.close();
}
