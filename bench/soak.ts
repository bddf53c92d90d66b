// Memory over time (issue 29 item 5): a soak of SOAK_MINUTES (default 30) with SOAK_WORKERS (default 50) workers of
// mixed reads and writes — pages (shared cache and personal renders), API reads, page-view analytics, reactions, now and
// then a coloring upload — against the built site on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL. It samples the
// server's RSS (from /proc) and JavaScript heap (from /metrics) every 10 s and prints one JSON line per sample and a
// summary: the median RSS of the minute after SOAK_WARMUP_MINUTES (default 3) against that of the last minute (the
// target: no more than 10 % higher), and RSS after a minute at rest.
// Run alone: `npm run bench -- soak` (SOAK_MINUTES=5 for a short one, SOAK_DATABASES=pglite or postgres for one).
import fs from "node:fs";
import os from "node:os";
import pg from "pg";
import sharp from "sharp";
import { devSignIn, launchServer, tempDir, waitReady, type ServerInstance } from "../tests/helpers/built-server.ts";

const minutes = Number(process.env.SOAK_MINUTES ?? 30);
const warmupMinutes = Number(process.env.SOAK_WARMUP_MINUTES ?? Math.min(3, minutes / 3));
const workers = Number(process.env.SOAK_WORKERS ?? 50);
/** Each worker's pause between two requests: 50 workers flat out would only measure the CPU of a shared machine. */
const thinkMs = Number(process.env.SOAK_THINK_MS ?? 20);
const databases = (process.env.SOAK_DATABASES ?? "pglite,postgres").split(",");
const adminUrl = process.env.BENCH_DATABASE_URL;
const METRICS_TOKEN = "soak-metrics-token-0123456789";

const PAGES = [
  "/",
  "/ko",
  "/ja",
  "/play",
  "/play/gallery",
  "/apps",
  "/watch",
  "/series/robocar-poli",
  "/site/privacy",
  "/no-such-page",
];
const APIS = [
  "/api/site-info/en",
  "/api/colorings?page=0&rowsPerPage=12",
  "/api/colorings?page=1&rowsPerPage=12",
  "/api/cotd",
  "/api/politv/search?order=date",
];
const EMOTICONS = [":p1:", ":p2:", ":p3:", ":p4:"];

type Outcome = "ok" | "limited" | "clientError" | "serverError" | "failed";

interface Tally {
  requests: number;
  byAction: Record<string, Record<Outcome, number>>;
}

function outcome(status: number): Outcome {
  if (status === 429) return "limited";
  if (status >= 500) return "serverError";
  // A missing page answers 404 on purpose (one of the pages asked for).
  if (status >= 400 && status !== 404) return "clientError";
  return "ok";
}

/** Resident set size of a process in bytes (VmRSS). */
function rssBytes(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
}

/** The server's own JavaScript heap in use (prom-client's default metric). */
async function heapBytes(url: string): Promise<number | null> {
  try {
    const text = await (
      await fetch(`${url}/metrics`, {
        headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
        signal: AbortSignal.timeout(15_000),
      })
    ).text();
    const line = text.split("\n").find((l) => l.startsWith("nodejs_heap_size_used_bytes "));
    return line ? Number(line.split(" ")[1]) : null;
  } catch {
    return null;
  }
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The sample with the median RSS (its heap alongside), or the empty reading when there is none. */
function median<T extends { rssMb: number; heapMb: number | null }>(
  list: T[],
): { rssMb: number; heapMb: number | null } {
  const sorted = [...list].sort((a, b) => a.rssMb - b.rssMb);
  return sorted[Math.floor(sorted.length / 2)] ?? { rssMb: Number.NaN, heapMb: null };
}

async function colorPng(seed: number): Promise<Buffer> {
  return sharp({
    create: { width: 160, height: 120, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 90 } },
  })
    .png()
    .toBuffer();
}

/** One worker: its own account and address, then a request of a random kind until `until`. */
async function worker(index: number, url: string, until: number, tally: Tally): Promise<void> {
  const cookie = await devSignIn(url, `soak-${index}`);
  // Each worker is its own visitor (the per-IP limits are per visitor, as on the real site).
  const address = `10.29.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  let colorings: string[] = [];
  let uploads = 0;
  const count = (action: string, result: Outcome) => {
    tally.requests++;
    const row = (tally.byAction[action] ??= { ok: 0, limited: 0, clientError: 0, serverError: 0, failed: 0 });
    row[result]++;
  };
  const send = async (action: string, path: string, init: RequestInit = {}) => {
    try {
      const response = await fetch(`${url}${path}`, {
        ...init,
        headers: { "X-Forwarded-For": address, Origin: url, ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(30_000),
      });
      const body = await response.arrayBuffer();
      count(action, outcome(response.status));
      return { status: response.status, body };
    } catch {
      count(action, "failed");
      return null;
    }
  };
  while (Date.now() < until) {
    const roll = Math.random();
    if (roll < 0.35) await send("page", pick(PAGES));
    else if (roll < 0.45) await send("personalPage", pick(PAGES), { headers: { cookie } });
    else if (roll < 0.7) {
      const answer = await send("api", pick(APIS));
      if (answer?.status === 200 && colorings.length === 0) {
        try {
          const json = JSON.parse(Buffer.from(answer.body).toString("utf8")) as { colorings?: { id: string }[] };
          colorings = (json.colorings ?? []).map((c) => String(c.id));
        } catch {
          /* not the gallery */
        }
      }
    } else if (roll < 0.88) {
      await send("analytics", "/api/analytics", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          kind: Math.random() < 0.7 ? "pageview" : "event",
          name: pick(["page", "coloring_fill", "puzzle_done"]),
          path: pick(PAGES),
          locale: "en",
        }),
      });
    } else if (roll < 0.995) {
      if (colorings.length) {
        await send("reaction", `/api/reaction/${pick(colorings)}`, {
          method: "POST",
          headers: { cookie, "Content-Type": "application/json" },
          body: JSON.stringify({ content: pick(EMOTICONS) }),
        });
      } else await send("api", "/api/colorings?page=0&rowsPerPage=12");
    } else {
      const form = new FormData();
      form.append(
        "coloring",
        new Blob([new Uint8Array(await colorPng(index * 1000 + uploads++))], { type: "image/png" }),
        "coloring.png",
      );
      await send("upload", "/api/upload/coloring", { method: "POST", headers: { cookie }, body: form });
    }
    if (thinkMs) await new Promise((r) => setTimeout(r, Math.random() * 2 * thinkMs));
  }
}

async function soak(label: string, env: Record<string, string>): Promise<void> {
  const dataDir = tempDir("soak");
  const server: ServerInstance = await launchServer(
    { DATA_DIR: dataDir, DEV_LOGIN: "1", METRICS_TOKEN, LOG_LEVEL: "error", ...env },
    { echoErrors: true, removeOnStop: dataDir },
  );
  try {
    await waitReady(server);
    const pid = server.child.pid!;
    const started = Date.now();
    const warmEnd = started + warmupMinutes * 60_000;
    const until = started + minutes * 60_000;
    const tally: Tally = { requests: 0, byAction: {} };
    const samples: { minute: number; rssMb: number; heapMb: number | null; requests: number }[] = [];
    const sample = async () => {
      if (!server.alive()) return;
      const entry = {
        minute: Number(((Date.now() - started) / 60_000).toFixed(2)),
        rssMb: mb(rssBytes(pid)),
        heapMb: null as number | null,
        requests: tally.requests,
      };
      const heap = await heapBytes(server.url);
      entry.heapMb = heap === null ? null : mb(heap);
      samples.push(entry);
      console.log(
        JSON.stringify({ bench: "soak", database: label, ...entry, loadAverage: Number(os.loadavg()[0].toFixed(2)) }),
      );
    };
    await sample();
    const sampler = setInterval(() => void sample(), 10_000);
    await Promise.all(Array.from({ length: workers }, (_, i) => worker(i, server.url, until, tally)));
    clearInterval(sampler);
    await sample();
    // A minute at rest: does the process give memory back when the load stops?
    await new Promise((r) => setTimeout(r, 60_000));
    await sample();
    // Medians of a minute of samples, so one collection or one burst does not decide the comparison.
    const warm = (warmEnd - started) / 60_000;
    const afterWarmup = median(samples.filter((s) => s.minute >= warm && s.minute < warm + 1));
    const atEnd = median(samples.slice(0, -1).filter((s) => s.minute >= minutes - 1));
    const rested = samples[samples.length - 1];
    const growth = (atEnd.rssMb - afterWarmup.rssMb) / afterWarmup.rssMb;
    const maxRss = Math.max(...samples.filter((s) => s.minute >= warm && s.minute <= minutes).map((s) => s.rssMb));
    console.log(
      JSON.stringify({
        bench: "soak",
        database: label,
        summary: true,
        minutes,
        workers,
        thinkMs,
        requests: tally.requests,
        requestsPerSec: Math.round(tally.requests / (minutes * 60)),
        byAction: tally.byAction,
        rssAfterWarmupMb: afterWarmup.rssMb,
        rssAtEndMb: atEnd.rssMb,
        rssMaxMb: maxRss,
        rssAfterRestMb: rested.rssMb,
        rssGrowthPercent: Number((growth * 100).toFixed(1)),
        grewAtMostTenPercent: growth <= 0.1,
        heapAfterWarmupMb: afterWarmup.heapMb,
        heapAtEndMb: atEnd.heapMb,
        alive: server.alive(),
        cores: os.cpus().length,
        loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
      }),
    );
  } finally {
    await server.stop();
  }
}

if (databases.includes("pglite")) await soak("pglite", {});
if (databases.includes("postgres")) {
  if (!adminUrl)
    console.log(
      JSON.stringify({
        bench: "soak",
        database: "postgres",
        skipped: "set BENCH_DATABASE_URL (a PostgreSQL admin URL) to soak on PostgreSQL",
      }),
    );
  else {
    const name = `soak_${process.pid}`;
    const admin = async (text: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(text).finally(() => client.end());
    };
    await admin(`create database ${name}`);
    try {
      await soak("postgres", { DATABASE_URL: Object.assign(new URL(adminUrl), { pathname: `/${name}` }).href });
    } finally {
      await admin(`drop database if exists ${name} with (force)`);
    }
  }
}
