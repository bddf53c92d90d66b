// `npm run bench`: builds, starts the production server on a fresh data folder, runs every benchmark in
// bench/*.ts against it one after another, and prints each one's JSON lines. Numbers, not pass/fail.
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const only = process.argv.slice(2);
// Lighthouse, chrome-launcher and autocannon (about 190 MB) are the benchmarks' own tools, installed here on first
// use from bench/package-lock.json instead of by every `npm ci` of the site.
if (!fs.existsSync("bench/node_modules/lighthouse"))
  execSync("npm ci --prefix bench --no-audit --no-fund", { stdio: "inherit" });
const port = 3700;
const url = `http://127.0.0.1:${port}`;
execSync("npm run build", { stdio: "inherit" });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rescue-bench-"));
// Measured as deployed: production mode (which needs a session secret and refuses dev sign-in), embedded database.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  PUBLIC_URL: url,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  SESSION_SECRET: process.env.SESSION_SECRET ?? "bench-only-secret-".repeat(3),
  DEV_LOGIN: "",
};
delete env.DATABASE_URL;
const server = spawn(process.execPath, ["server.ts"], { env, stdio: "inherit" });
// Stopped by a signal, it stops its server too (the benchmark running then gets the same signal from the terminal, or
// dies with its parent's pipe); a server left behind keeps its port and skews the next measurement.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    server.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(signal === "SIGINT" ? 130 : 143);
  });
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      /* starting */
    }
    if (i > 240) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }
  // The soak (soak.ts, about an hour with its own servers) runs only when named: `npm run bench -- soak`.
  const named = (f: string) => only.some((o) => f.includes(o));
  const files = fs
    .readdirSync("bench")
    .filter(
      (f) => f.endsWith(".ts") && !f.endsWith(".d.ts") && f !== "run.ts" && (only.length ? named(f) : f !== "soak.ts"),
    )
    .sort();
  for (const file of files) {
    console.log(`\n▶ ${file}`);
    try {
      execSync(`"${process.execPath}" bench/${file}`, { stdio: "inherit", env: { ...process.env, BENCH_URL: url } });
    } catch {
      console.error(`✖ ${file} failed`);
    }
  }
} finally {
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
