import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const started: ChildProcess[] = [];

/** Starts its own server from the production build (not the shared one), so it can be stopped and restarted. */
function startServer(dataDir: string, port: number, extraEnv: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", ...extraEnv };
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["server.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  started.push(child);
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

async function waitReady(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not start");
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rescue-lifecycle-"));
afterAll(() => {
  // A failed assertion must not leave a server running.
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("server lifecycle", () => {
  it("answers every accepted request during SIGTERM, exits 0, and keeps its data across a restart", async () => {
    const port = 3900 + Math.floor(Math.random() * 90);
    const url = `http://127.0.0.1:${port}`;
    const first = startServer(dataDir, port);
    await waitReady(url);
    const before = await (await fetch(`${url}/api/site-info/en`)).json();
    expect(before.events.length).toBeGreaterThan(0);

    const burst = Array.from({ length: 40 }, (_, i) => fetch(`${url}/${i % 2 ? "apps" : "series/season1"}`).then((r) => r.status, () => "refused"));
    await new Promise((r) => setTimeout(r, 15));
    first.child.kill("SIGTERM");
    const statuses = await Promise.all(burst);
    expect(await first.exited).toBe(0);
    // A request either got its full answer or was never accepted; none was cut off half-way.
    expect(statuses.filter((s) => s !== 200 && s !== "refused")).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);

    const token = "scraper-token-0123456789";
    const second = startServer(dataDir, port, { METRICS_TOKEN: token });
    await waitReady(url);
    const after = await (await fetch(`${url}/api/site-info/en`)).json();
    expect(after.events).toEqual(before.events);
    // With METRICS_TOKEN set, /metrics answers the scraper that sends it, and nobody else.
    const refused = await fetch(`${url}/metrics`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: "A metrics token is required." });
    const scraped = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('http_request_duration_seconds_count{method="GET",route="/api/site-info"');
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });

  it("refuses to start on a bad setting with one line naming the variable", async () => {
    const run = startServer(dataDir, 3999, { PORT: "eighty" });
    expect(await run.exited).toBe(1);
    expect(run.stderr().trim()).toMatch(/^Invalid configuration: PORT .+$/);
    expect(run.stderr().trim().split("\n")).toHaveLength(1);
  });
});
