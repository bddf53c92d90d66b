// Instances of the built site on a PostgreSQL database of their own, for the benchmarks that compare one instance with
// two (api.ts, overload.ts). In bench/lib so that bench/run.ts, which runs every bench/*.ts, does not run it.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export interface BenchCluster {
  /** Starts `node <script>` with `env` and waits until `ready` answers 2xx. */
  start(script: string[], env: NodeJS.ProcessEnv, ready: string): Promise<ChildProcess>;
  /** An instance of the site in production mode on `port`, on the cluster's database and Redis; `env` adds to it. */
  instance(port: number, env?: NodeJS.ProcessEnv): Promise<ChildProcess>;
  /** Stops every process started and drops the database. */
  close(): Promise<void>;
}

/** A fresh database on the PostgreSQL server of `adminUrl` (dropped by close()), and Redis from BENCH_REDIS_URL. */
export async function benchCluster(adminUrl: string): Promise<BenchCluster> {
  const children: ChildProcess[] = [];
  // One data folder for every instance: without S3_BUCKET the uploads (and the seeded media) live in DATA_DIR/media.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rescue-bench-scale-"));
  const database = `bench_${process.pid}_${Date.now() % 100_000}`;
  const run = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await run(`create database ${database}`);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).href;
  const start: BenchCluster["start"] = async (script, env, ready) => {
    const child = spawn(process.execPath, script, { env, stdio: ["ignore", "ignore", "inherit"] });
    children.push(child);
    for (let i = 0; ; i++) {
      if ((await fetch(ready).catch(() => null))?.ok) return child;
      if (i > 240) throw new Error(`${script.join(" ")} did not start`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  return {
    start,
    instance(port, env = {}) {
      return start(
        ["server.ts"],
        {
          ...process.env,
          NODE_ENV: "production",
          PORT: String(port),
          HOST: "127.0.0.1",
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          DATA_DIR: dataDir,
          LOG_LEVEL: "warn",
          SESSION_SECRET: "bench-only-secret-".repeat(3),
          DEV_LOGIN: "",
          DATABASE_URL: databaseUrl,
          REDIS_URL: process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379",
          REDIS_PREFIX: `bench-${process.pid}:`,
          ...env,
        },
        `http://127.0.0.1:${port}/readyz`,
      );
    },
    async close() {
      for (const child of children) child.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 2_000));
      await run(`drop database if exists ${database} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  // utime and stime, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
