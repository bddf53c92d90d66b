// Load and shedding (issue 29, item 2): 50 and 200 connections, each sending mixed requests back to back over kept-alive
// sockets — pages (anonymous, so mostly from the page cache), API reads, static files and uploaded media — for
// BENCH_LOAD_SECONDS (default 10) each. Reports throughput, p50/p99 and answers by status and kind ("503 shed": a
// deliberate 503 with Retry-After from the admission gate), and fails (exit 1) when any answer at 200 connections is
// another 5xx or a broken connection; sheds there are reported (`shedAt200`), the goal being none. Against the server bench/run.ts started
// (embedded PGlite); with BENCH_DATABASE_URL also one and two instances on PostgreSQL and Redis, the client taking
// turns between the two (no proxy process: on a small machine it would take the cores the instances need).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import { benchCluster, cpuSeconds } from "./lib/instances.ts";

const base = process.env.BENCH_URL ?? "http://127.0.0.1:3000";
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const browser = { "accept-encoding": "br, gzip", accept: "text/html,application/json;q=0.9,*/*;q=0.8" };

type Kind = "page" | "api" | "static" | "media";

/** What a visitor's browser asks for, in about these proportions: 4 pages, 3 API calls, 2 static files, 1 media file. */
async function targets(url: string): Promise<[Kind, string][]> {
  const asset = fs.readdirSync("build/client/assets").find((name) => name.endsWith(".js"));
  const listing = (await (await fetch(`${url}/api/colorings?page=0&rowsPerPage=4`)).json()) as {
    colorings: { thumbnailUrl: string }[];
  };
  const media = listing.colorings.map((c) => c.thumbnailUrl);
  return [
    ["page", "/"],
    ["page", "/play"],
    ["page", "/play/gallery"],
    ["page", "/apps"],
    ["api", "/api/site-info/en"],
    ["api", "/api/colorings?page=0&rowsPerPage=12"],
    ["api", "/api/cotd"],
    ["static", `/assets/${asset}`],
    ["static", "/art/favicon.svg"],
    ["media", media[0] ?? "/art/favicon.svg"],
  ];
}

interface Tally {
  latencies: number[];
  latenciesByKind: Record<Kind, number[]>;
  byStatus: Record<string, number>;
  byKind: Record<Kind, Record<string, number>>;
}

function get(agent: http.Agent, url: string): Promise<string> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: browser, timeout: 30_000 }, (response) => {
      response.resume();
      const status = String(response.statusCode ?? 0);
      response.on("end", () => resolve(status === "503" && response.headers["retry-after"] ? "503 shed" : status));
      response.on("error", () => resolve("broken"));
    });
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve("broken"));
  });
}

/** `connections` clients, each on its own kept-alive socket, spread over `urls` in turn, for `seconds`. */
async function load(urls: string[], paths: [Kind, string][], connections: number): Promise<Tally> {
  const agents = urls.map(() => new http.Agent({ keepAlive: true, maxSockets: connections }));
  const tally: Tally = {
    latencies: [],
    latenciesByKind: { page: [], api: [], static: [], media: [] },
    byStatus: {},
    byKind: { page: {}, api: {}, static: {}, media: {} },
  };
  const stop = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, client) => {
      const agent = agents[client % urls.length];
      const origin = urls[client % urls.length];
      for (let n = client; Date.now() < stop; n++) {
        const [kind, path] = paths[n % paths.length];
        const started = performance.now();
        const status = await get(agent, `${origin}${path}`);
        const ms = performance.now() - started;
        tally.latencies.push(ms);
        tally.latenciesByKind[kind].push(ms);
        tally.byStatus[status] = (tally.byStatus[status] ?? 0) + 1;
        tally.byKind[kind][status] = (tally.byKind[kind][status] ?? 0) + 1;
      }
    }),
  );
  for (const agent of agents) agent.destroy();
  return tally;
}

const percentile = (sorted: number[], p: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1));

let failed = false;

async function measure(urls: string[], setup: string, pids: Record<string, number> = {}, levels = [50, 200]) {
  const paths = await targets(urls[0]);
  // Warm-up: every page rendered and every answer cached once, as on a site that has been up for a while.
  await load(urls, paths, 4);
  for (const connections of levels) {
    const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuSeconds(pid)]));
    const tally = await load(urls, paths, connections);
    const sorted = tally.latencies.sort((a, b) => a - b);
    const p50p99ByKind = Object.fromEntries(
      Object.entries(tally.latenciesByKind).map(([kind, list]) => {
        const kindSorted = list.sort((a, b) => a - b);
        return [kind, [percentile(kindSorted, 50), percentile(kindSorted, 99)]];
      }),
    );
    const count = (keep: (status: string) => boolean) =>
      Object.entries(tally.byStatus)
        .filter(([status]) => keep(status))
        .reduce((sum, [, n]) => sum + n, 0);
    const failures = count((status) => status === "broken" || (status.startsWith("5") && status !== "503 shed"));
    const shed = count((status) => status === "503 shed");
    const cpu = Object.fromEntries(
      Object.entries(pids).map(([name, pid]) => [
        name,
        `${Math.round(((cpuSeconds(pid) - before[name]) / seconds) * 100)}%`,
      ]),
    );
    console.log(
      JSON.stringify({
        bench: "overload",
        setup,
        connections,
        seconds,
        requests: sorted.length,
        requestsPerSec: Math.round(sorted.length / seconds),
        latencyP50: percentile(sorted, 50),
        latencyP99: percentile(sorted, 99),
        byStatus: tally.byStatus,
        byKind: tally.byKind,
        p50p99ByKind,
        ...(Object.keys(cpu).length && { cpuOfOneCore: cpu }),
        loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
      }),
    );
    if (connections === 200 && failures > 0) {
      console.error(`✖ ${setup}: ${failures} answers at 200 connections were 5xx (not sheds) or broken`);
      failed = true;
    }
    if (connections === 200 && shed > 0)
      console.error(`⚠ ${setup}: ${shed} requests at 200 connections were shed (503 + Retry-After)`);
  }
}

const poolSizes = (process.env.BENCH_LOAD_POOL_SIZES ?? "").split(",").filter(Boolean).map(Number);
if (!poolSizes.length) await measure([base], "as started by bench/run.ts (PGlite)");

const admin = process.env.BENCH_DATABASE_URL;
if (admin) {
  const cluster = await benchCluster(admin);
  // BENCH_LOAD_PORT and the next one (default 3721, 3722).
  const port = Number(process.env.BENCH_LOAD_PORT ?? 3721);
  const [first, second] = [port, port + 1].map((p) => `http://127.0.0.1:${p}`);
  try {
    // BENCH_LOAD_POOL_SIZES=4,10,20: one instance per pool size at 200 connections (how README "Sizing" chose its default).
    for (const [i, size] of poolSizes.entries()) {
      const sized = await cluster.instance(port + 2 + i, { DATABASE_POOL_MAX: String(size) });
      await measure(
        [`http://127.0.0.1:${port + 2 + i}`],
        `one instance on PostgreSQL, DATABASE_POOL_MAX=${size}`,
        { instance: sized.pid! },
        [200],
      );
      sized.kill("SIGTERM");
    }
    if (!poolSizes.length) {
      const one = await cluster.instance(port);
      await measure([first], "one instance on PostgreSQL", { instance: one.pid! });
      const two = await cluster.instance(port + 1);
      await measure([first, second], "two instances, the client taking turns", {
        instance1: one.pid!,
        instance2: two.pid!,
      });
    }
  } finally {
    await cluster.close();
  }
}
if (failed) process.exit(1);
