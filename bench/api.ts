// API throughput on the read paths the public pages call most, with autocannon (10 connections, 5 s each).
// With BENCH_DATABASE_URL (a PostgreSQL server's admin URL) it also compares one instance with two behind a round-robin
// proxy, both on PostgreSQL and Redis (README "Scale-out"): requests a second, and each process's CPU use.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const base = process.env.BENCH_URL ?? "http://127.0.0.1:3000";
const targets = ["/api/site-info/en", "/api/colorings?page=0&rowsPerPage=12", "/api/politv/search?order=date", "/healthz", "/"];

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  // utime and stime, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function measure(url: string, label: string, pids: Record<string, number> = {}) {
  const rates: Record<string, number> = {};
  for (const target of targets) {
    const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuSeconds(pid)]));
    const result = await autocannon({ url: `${url}${target}`, connections: 10, duration: 5 });
    const cpu = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, `${Math.round(((cpuSeconds(pid) - before[name]) / 5) * 100)}%`]));
    rates[target] = result.requests.average;
    console.log(JSON.stringify({
      bench: "api", setup: label, path: target, requestsPerSec: Math.round(result.requests.average),
      latencyP50: result.latency.p50, latencyP99: result.latency.p99, non2xx: result.non2xx, errors: result.errors,
      ...(Object.keys(cpu).length && { cpuOfOneCore: cpu }),
    }));
  }
  return rates;
}

await measure(base, "as started by bench/run.ts");

const admin = process.env.BENCH_DATABASE_URL;
if (admin) {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  const database = `bench_${process.pid}`;
  const run = async (text: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await run(`create database ${database}`);
  const databaseUrl = Object.assign(new URL(admin), { pathname: `/${database}` }).href;
  const start = async (script: string[], env: NodeJS.ProcessEnv, ready: string) => {
    const child = spawn(process.execPath, script, { env, stdio: ["ignore", "ignore", "inherit"] });
    children.push(child);
    for (let i = 0; ; i++) {
      if ((await fetch(ready).catch(() => null))?.ok) return child;
      if (i > 240) throw new Error(`${script.join(" ")} did not start`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  const instance = (port: number) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rescue-bench-scale-"));
    dirs.push(dataDir);
    return start(["server.ts"], {
      ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: "http://127.0.0.1:3710",
      DATA_DIR: dataDir, LOG_LEVEL: "warn", SESSION_SECRET: "bench-only-secret-".repeat(3), DEV_LOGIN: "", DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379", REDIS_PREFIX: `bench-${process.pid}:`,
    }, `http://127.0.0.1:${port}/readyz`);
  };
  // The proxy runs in a process of its own, so its CPU is counted apart from autocannon's.
  const proxy = (upstreams: string[]) =>
    start(["--input-type=module", "-e", `import { startProxy } from "./tests/scale/helpers/proxy.ts"; await startProxy(${JSON.stringify(upstreams)}, 3710);`], process.env, "http://127.0.0.1:3710/healthz");
  try {
    const one = await instance(3711);
    const single = await measure("http://127.0.0.1:3711", "one instance on PostgreSQL", { instance: one.pid! });
    const two = await instance(3712);
    const front = await proxy(["http://127.0.0.1:3711", "http://127.0.0.1:3712"]);
    const pair = await measure("http://127.0.0.1:3710", "two instances behind a round-robin proxy", { instance1: one.pid!, instance2: two.pid!, proxy: front.pid! });
    const ratios = Object.fromEntries(targets.map((t) => [t, Number((pair[t] / single[t]).toFixed(2))]));
    console.log(JSON.stringify({ bench: "api", scaleOutRatio: ratios, cores: os.cpus().length, loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))) }));
  } finally {
    for (const child of children) child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 2_000));
    await run(`drop database if exists ${database} with (force)`);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}
