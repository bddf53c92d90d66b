// Puzzle drag benchmark: frame times while a piece of the 25-piece puzzle is dragged for ~3 s at phone
// size in headless Chromium. Serves nothing itself: point it at a running build.
//   BENCH_URL=http://127.0.0.1:3000 node bench/puzzle-drag.ts     (BENCH_DPR=3 for a phone's pixel ratio,
//   BENCH_CPU=4 to slow the CPU down 4× as the first-load benches do)
// Prints one JSON line: frame intervals from requestAnimationFrame timestamps (p50/p95, ms) and how long
// the page's own animation-frame work took (workP50/workP95, ms). Numbers, not a pass/fail check.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/helpers/chromium.ts";

const BASE = process.env.BENCH_URL ?? "http://127.0.0.1:3000";
const DPR = Number(process.env.BENCH_DPR ?? 1);
const CPU = Number(process.env.BENCH_CPU ?? 1);
const DURATION_MS = 3000;
const VIEWPORT = { width: 390, height: 844 };

declare global {
  interface Window {
    __bench: { recording: boolean; stamps: number[]; work: number[] };
    __puzzle: { pieces(): { id: number; locked: boolean; x: number; y: number }[] };
  }
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const round = (ms: number) => Math.round(ms * 100) / 100;

const profile = fs.mkdtempSync(path.join(os.tmpdir(), "puzzle-bench-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: CHROMIUM_FLAGS,
  viewport: VIEWPORT,
  deviceScaleFactor: DPR,
});
try {
  await context.addCookies([{ name: "cookie_consent", value: "1", url: BASE }]);
  // Before any page script: record every animation frame's timestamp, and time the callbacks the page
  // schedules (the puzzle's render), so the figures include the real drawing work.
  // (A string, not a function: a TypeScript runner may wrap a function's body in helpers the page lacks.)
  await context.addInitScript(`
    window.__bench = { recording: false, stamps: [], work: [] };
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => raf((time) => {
      const start = performance.now();
      callback(time);
      if (window.__bench.recording) window.__bench.work.push(performance.now() - start);
    });
    const tick = (time) => {
      if (window.__bench.recording) window.__bench.stamps.push(time);
      raf(tick);
    };
    raf(tick);
  `);
  const page = await context.newPage();
  if (CPU > 1) await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: CPU });
  await page.goto(`${BASE}/play/apps/puzzle/scene01/25`);
  await page.waitForFunction(
    () => "__puzzle" in window && document.querySelector("canvas")?.getAttribute("data-status") === "ready",
    null,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(500);

  const piece = (await page.evaluate(() => window.__puzzle.pieces())).find((p) => !p.locked);
  if (!piece) throw new Error("no loose piece to drag");
  const canvas = await page.locator("canvas").boundingBox();
  if (!canvas) throw new Error("no canvas");
  const cx = canvas.x + canvas.width / 2;
  const cy = canvas.y + canvas.height / 2;

  await page.mouse.move(piece.x, piece.y);
  await page.mouse.down();
  await page.mouse.move(piece.x + 10, piece.y + 10, { steps: 3 });
  await page.evaluate(() => (window.__bench.recording = true));
  const started = Date.now();
  // a Lissajous loop over the board and tray: the piece never rests, every frame has something to draw.
  // About 120 moves a second, as a phone's touch screen reports them.
  while (Date.now() - started < DURATION_MS) {
    const t = (Date.now() - started) / 1000;
    await page.mouse.move(
      cx + (canvas.width / 2 - 40) * Math.sin(t * 4.2),
      cy + (canvas.height / 2 - 60) * Math.sin(t * 2.9),
    );
    await new Promise((resolve) => setTimeout(resolve, 8));
  }
  const { stamps, work } = await page.evaluate(() => {
    window.__bench.recording = false;
    return window.__bench;
  });
  // where the dragged piece is now: proves the drag really moved it
  const after = (await page.evaluate(() => window.__puzzle.pieces())).find((p) => p.id === piece.id);
  await page.mouse.up();

  const intervals = stamps
    .slice(1)
    .map((t, i) => t - stamps[i])
    .sort((a, b) => a - b);
  const sortedWork = [...work].sort((a, b) => a - b);
  const result = {
    bench: "puzzle-drag",
    p50: round(quantile(intervals, 0.5)),
    p95: round(quantile(intervals, 0.95)),
    frames: stamps.length,
    workP50: round(quantile(sortedWork, 0.5)),
    workP95: round(quantile(sortedWork, 0.95)),
    viewport: `${VIEWPORT.width}x${VIEWPORT.height}@${DPR}x`,
    cpuSlowdown: CPU,
    pieces: 25,
    dragged: after ? Math.round(Math.hypot(after.x - piece.x, after.y - piece.y)) > 0 : false,
    durationMs: DURATION_MS,
  };
  console.log(JSON.stringify(result));
} finally {
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
