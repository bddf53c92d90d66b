// API throughput on the read paths the public pages call most, with autocannon (10 connections, 5 s each).
// With BENCH_DATABASE_URL (a PostgreSQL server's admin URL) it also compares one instance with two behind a round-robin
// proxy, both on PostgreSQL and Redis (README "Scale-out"): requests a second, and each process's CPU use.
import os from "node:os";
import autocannon from "autocannon";
import { benchCluster, cpuSeconds } from "./lib/instances.ts";

const base = process.env.BENCH_URL ?? "http://127.0.0.1:3000";
const targets = [
  "/api/site-info/en",
  "/api/colorings?page=0&rowsPerPage=12",
  "/api/politv/search?order=date",
  "/healthz",
  "/",
];

async function measure(url: string, label: string, pids: Record<string, number> = {}) {
  const rates: Record<string, number> = {};
  for (const target of targets) {
    const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuSeconds(pid)]));
    const result = await autocannon({ url: `${url}${target}`, connections: 10, duration: 5 });
    const cpu = Object.fromEntries(
      Object.entries(pids).map(([name, pid]) => [name, `${Math.round(((cpuSeconds(pid) - before[name]) / 5) * 100)}%`]),
    );
    rates[target] = result.requests.average;
    console.log(
      JSON.stringify({
        bench: "api",
        setup: label,
        path: target,
        requestsPerSec: Math.round(result.requests.average),
        latencyP50: result.latency.p50,
        latencyP99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
        ...(Object.keys(cpu).length && { cpuOfOneCore: cpu }),
      }),
    );
  }
  return rates;
}

await measure(base, "as started by bench/run.ts");

const admin = process.env.BENCH_DATABASE_URL;
if (admin) {
  const cluster = await benchCluster(admin);
  const instance = (port: number) => cluster.instance(port, { PUBLIC_URL: "http://127.0.0.1:3710" });
  // The proxy runs in a process of its own, so its CPU is counted apart from autocannon's.
  const proxy = (upstreams: string[]) =>
    cluster.start(
      [
        "--input-type=module",
        "-e",
        `import { startProxy } from "./tests/scale/helpers/proxy.ts"; await startProxy(${JSON.stringify(upstreams)}, 3710);`,
      ],
      process.env,
      "http://127.0.0.1:3710/healthz",
    );
  try {
    const one = await instance(3711);
    const single = await measure("http://127.0.0.1:3711", "one instance on PostgreSQL", { instance: one.pid! });
    const two = await instance(3712);
    const front = await proxy(["http://127.0.0.1:3711", "http://127.0.0.1:3712"]);
    const pair = await measure("http://127.0.0.1:3710", "two instances behind a round-robin proxy", {
      instance1: one.pid!,
      instance2: two.pid!,
      proxy: front.pid!,
    });
    const ratios = Object.fromEntries(targets.map((t) => [t, Number((pair[t] / single[t]).toFixed(2))]));
    console.log(
      JSON.stringify({
        bench: "api",
        scaleOutRatio: ratios,
        cores: os.cpus().length,
        loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
      }),
    );
  } finally {
    await cluster.close();
  }
}
