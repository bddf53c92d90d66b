// Time to the first frame of a catalog episode on a throttled phone, in real Chromium: node bench/first-frame.ts
// From the navigation to /watch/<episode> until the player has drawn a frame after the play button is pressed
// (requestVideoFrameCallback), plus the part after the press alone. Slow 4G as Lighthouse defines it (150 ms RTT,
// 1.6 Mbit/s down) and the CPU slowed 4×. Against BENCH_URL or BASE_URL. Median of RUNS loads. Numbers, not pass/fail.
import { chromium } from "playwright-core";
import { throttledPhonePage } from "./throttled-phone.ts";

const base = (process.env.BENCH_URL ?? process.env.BASE_URL ?? "http://127.0.0.1:3700").replace(/\/$/, "");
const EPISODE = process.env.EPISODE ?? "demo-s5e01";
const RUNS = Number(process.env.RUNS ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--autoplay-policy=no-user-gesture-required"] });
try {
  const samples: Record<"playerReady" | "firstFrame" | "afterPress", number[]> = { playerReady: [], firstFrame: [], afterPress: [] };
  const renditions: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await throttledPhonePage(browser);
    page.on("request", (request) => {
      const match = /\/(\d+p)\/seg_/.exec(request.url());
      if (match) renditions.push(match[1]);
    });
    const started = Date.now();
    await page.goto(`${base}/watch/${EPISODE}`, { waitUntil: "commit" });
    const play = page.locator("media-play-button");
    await play.waitFor({ timeout: 60_000 });
    await page.locator("media-controller video").waitFor({ state: "attached" });
    const readyAt = Date.now() - started;
    const pressedAt = Date.now();
    // Chromium reports the first presented frame of the playing video: that is what the child sees.
    const framePromise = page.locator("media-controller video").evaluate(
      (video: HTMLVideoElement) => new Promise<void>((resolve) => video.requestVideoFrameCallback(() => resolve())),
    );
    await play.tap();
    await framePromise;
    const frameAt = Date.now();
    samples.playerReady.push(readyAt);
    samples.firstFrame.push(frameAt - started);
    samples.afterPress.push(frameAt - pressedAt);
    await context.close();
  }
  const counts = renditions.reduce<Record<string, number>>((all, name) => ({ ...all, [name]: (all[name] ?? 0) + 1 }), {});
  console.log(JSON.stringify({
    page: `/watch/${EPISODE}`,
    runs: RUNS,
    playerReadyMs: Math.round(median(samples.playerReady)),
    firstFrameFromNavigationMs: Math.round(median(samples.firstFrame)),
    firstFrameAfterPlayMs: Math.round(median(samples.afterPress)),
    segmentsByRendition: counts,
  }));
} finally {
  await browser.close();
}
