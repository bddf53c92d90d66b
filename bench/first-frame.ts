// Time to the first frame of a catalog episode on a throttled phone, in real Chromium, side by side with a plain page
// holding only <video src=….mp4 controls> of the same episode (its 360p rendition remuxed into one MP4 by ffmpeg and
// served by this script): node bench/first-frame.ts
// Each load: navigate, press play as soon as the video is on the page (the browser's own controls before the player's
// script, the player's big play button after), and wait for the first presented frame
// (requestVideoFrameCallback). Bytes: everything the page received until then. Slow 4G as Lighthouse defines it
// (150 ms RTT, 1.6 Mbit/s down) and the CPU slowed 4×. The two pages alternate A B B A … (the machine is shared:
// print `uptime` beside the figures). Against BENCH_URL or BASE_URL. Median of RUNS loads each. Numbers, not pass/fail.
// HOLD_SCRIPTS_MS=6000 holds every script the watch page asks for that long before it may load: an upper bound for
// any change that keeps the site's scripts out of the way of the first frame (issue 32).
import { execFileSync } from "node:child_process";
import { createReadStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { throttledPhonePage } from "./throttled-phone.ts";

const base = (process.env.BENCH_URL ?? process.env.BASE_URL ?? "http://127.0.0.1:3700").replace(/\/$/, "");
const EPISODE = process.env.EPISODE ?? "demo-s5e01";
const RUNS = Number(process.env.RUNS ?? 5);
const HOLD_SCRIPTS_MS = Number(process.env.HOLD_SCRIPTS_MS ?? 0);
const root = path.resolve(import.meta.dirname, "..");

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The plain page's MP4: the episode's 360p rendition in one file, its index first (what a plain page would serve). */
function plainMp4(dir: string): string {
  const file = path.join(dir, "episode.mp4");
  const playlist = path.join(root, "public/video", EPISODE, "360p/index.m3u8");
  execFileSync("ffmpeg", [
    ...["-loglevel", "error", "-y", "-allowed_extensions", "ALL", "-i", playlist],
    ...["-c", "copy", "-movflags", "+faststart", file],
  ]);
  return file;
}

/** Serves the plain page and its MP4 (with byte ranges, as any static server does). */
function plainServer(mp4: string): Promise<{ server: Server; url: string }> {
  const size = statSync(mp4).size;
  const html = `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Plain video</title><video src="/episode.mp4" controls playsinline style="width:100%;aspect-ratio:16/9;background:#000"></video></html>`;
  const server = createServer((request, response) => {
    if (request.url !== "/episode.mp4") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
      return;
    }
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? "");
    if (!range) {
      response.writeHead(200, { "content-type": "video/mp4", "content-length": size, "accept-ranges": "bytes" });
      createReadStream(mp4).pipe(response);
      return;
    }
    const start = range[1] ? Number(range[1]) : size - Number(range[2]);
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    response.writeHead(206, {
      "content-type": "video/mp4",
      "content-length": end - start + 1,
      "content-range": `bytes ${start}-${end}/${size}`,
      "accept-ranges": "bytes",
    });
    createReadStream(mp4, { start, end }).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/` });
    }),
  );
}

interface Sample {
  /** Navigation → the video on the page (what the child can tap). */
  tappableMs: number;
  firstFrameMs: number;
  afterTapMs: number;
  /** The first frame's presentation time on the page's own clock (from its navigation start). */
  presentedMs: number;
  /** How long after its presentation the page's main thread ran the frame callback. */
  callbackLagMs: number;
  bytes: number;
  /** The bytes before the first frame apart from the played file's. */
  pageBytes: number;
  /** Whether the page's own play button was there to tap (else the browser's controls' play). */
  ownButton: boolean;
  /** The file the <video> played (the HLS master, the MP4 fallback, or hls.js's blob:). */
  source: string;
  /** What the page fetched before its first frame, with the bytes of each (BENCH_REQUESTS=1 prints them). */
  requests: string[];
}

async function load(browser: Browser, url: string, holdScriptsMs = 0): Promise<Sample> {
  const { context, page } = await throttledPhonePage(browser);
  if (holdScriptsMs > 0)
    await context.route(/\.js(\?|$)/, (route) => {
      setTimeout(() => route.continue().catch(() => {}), holdScriptsMs);
    });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  let bytes = 0;
  let counting = true;
  const urls = new Map<string, string>();
  const perRequest = new Map<string, number>();
  const add = (requestId: string, length: number) => {
    if (!counting) return;
    bytes += length;
    perRequest.set(requestId, (perRequest.get(requestId) ?? 0) + length);
  };
  cdp.on("Network.requestWillBeSent", (event) => urls.set(event.requestId, event.request.url));
  cdp.on("Network.dataReceived", (event) => add(event.requestId, event.encodedDataLength));
  cdp.on("Network.responseReceived", (event) => add(event.requestId, event.response.encodedDataLength ?? 0));
  try {
    const started = Date.now();
    await page.goto(url, { waitUntil: "commit" });
    const video = page.locator("video").first();
    await video.waitFor({ state: "visible", timeout: 60_000 });
    const tappableMs = Date.now() - started;
    // The page's clock (ms since its navigation): when the frame was presented, and when the page's main thread got
    // to run the callback (later when it is busy, e.g. hydrating; the frame is on screen by then either way).
    const frame = video.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<{ presented: number; callback: number }>((resolve) =>
          v.requestVideoFrameCallback((now, meta) =>
            resolve({ presented: meta.presentationTime, callback: performance.now() }),
          ),
        ),
    );
    const tappedAt = Date.now();
    // The page's own play button where it shows one; else the browser's own controls, whose play button calls
    // play() (Chromium's controls are in a closed shadow tree: the script does what that button does).
    const big = page.locator("[data-enhanced] media-play-button[slot=centered-chrome]");
    const ownButton = await big.isVisible();
    if (ownButton) await big.tap();
    else await video.evaluate((v: HTMLVideoElement) => v.play());
    const clock = await frame;
    const frameAt = Date.now();
    counting = false;
    const played = await video.evaluate((v: HTMLVideoElement) => v.currentSrc);
    const source = played.replace(/^.*\//, "");
    // What the page itself cost beside the video's file (whose bytes run on until its first frame, so vary more).
    const pageBytes = [...perRequest].reduce((sum, [id, length]) => (urls.get(id) === played ? sum : sum + length), 0);
    const requests = [...perRequest].map(([id, length]) => `${(length / 1000).toFixed(1)} kB ${urls.get(id) ?? id}`);
    return {
      tappableMs,
      firstFrameMs: frameAt - started,
      afterTapMs: frameAt - tappedAt,
      presentedMs: clock.presented,
      callbackLagMs: clock.callback - clock.presented,
      bytes,
      pageBytes,
      ownButton,
      source,
      requests,
    };
  } finally {
    await context.close();
  }
}

function summary(samples: Sample[]) {
  return {
    tappableMs: Math.round(median(samples.map((s) => s.tappableMs))),
    firstFrameFromNavigationMs: Math.round(median(samples.map((s) => s.firstFrameMs))),
    firstFrameAfterTapMs: Math.round(median(samples.map((s) => s.afterTapMs))),
    firstFramePresentedMs: Math.round(median(samples.map((s) => s.presentedMs))),
    callbackLagMs: Math.round(median(samples.map((s) => s.callbackLagMs))),
    bytesBeforeFirstFrame: Math.round(median(samples.map((s) => s.bytes))),
    pageBytesBeforeFirstFrame: Math.round(median(samples.map((s) => s.pageBytes))),
    pressesOnOwnButton: samples.filter((s) => s.ownButton).length,
    firstFrameMsEach: samples.map((s) => s.firstFrameMs),
    sources: [...new Set(samples.map((s) => s.source))],
    ...(process.env.BENCH_REQUESTS ? { firstLoadRequests: samples[0]?.requests } : {}),
  };
}

const dir = mkdtempSync(path.join(tmpdir(), "first-frame-"));
const { server, url: plainUrl } = await plainServer(plainMp4(dir));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const watchUrl = `${base}/watch/${EPISODE}`;
  const samples: Record<"plain" | "watch", Sample[]> = { plain: [], watch: [] };
  const uptime = [execFileSync("uptime").toString().trim()];
  for (let run = 0; run < RUNS; run++) {
    // A B, B A, A B …: neither page always runs first while the machine's load drifts.
    const order: ("plain" | "watch")[] = run % 2 === 0 ? ["plain", "watch"] : ["watch", "plain"];
    for (const which of order)
      samples[which].push(
        await (which === "plain" ? load(browser, plainUrl) : load(browser, watchUrl, HOLD_SCRIPTS_MS)),
      );
  }
  uptime.push(execFileSync("uptime").toString().trim());
  const plain = summary(samples.plain);
  const watch = summary(samples.watch);
  console.log(
    JSON.stringify(
      {
        episode: EPISODE,
        runs: RUNS,
        ...(HOLD_SCRIPTS_MS > 0 ? { watchScriptsHeldMs: HOLD_SCRIPTS_MS } : {}),
        plain,
        watch,
        firstFrameRatio: Number((watch.firstFrameFromNavigationMs / plain.firstFrameFromNavigationMs).toFixed(2)),
        presentedRatio: Number((watch.firstFramePresentedMs / plain.firstFramePresentedMs).toFixed(2)),
        bytesRatio: Number((watch.bytesBeforeFirstFrame / plain.bytesBeforeFirstFrame).toFixed(2)),
        uptime,
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  server.close();
  rmSync(dir, { recursive: true, force: true });
}
