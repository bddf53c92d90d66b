import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminClient, adminQuery, createDatabase, devSignIn, killAll, postgresAvailable, startInstance, tempDir, waitReady, type Instance } from "./built-server";

/**
 * Issue 17, item 1: two instances on one PostgreSQL database under mixed traffic while the database goes away and
 * comes back. The machine's PostgreSQL is shared with other tests, so instead of stopping the cluster this kills every
 * connection to the test database again and again (what a restart does to the clients), then refuses new ones
 * (ALLOW_CONNECTIONS false: the database is "down"), then lets them in again.
 */

interface Sample {
  phase: string;
  path: string;
  status: number | "network error";
  json: boolean;
  error?: unknown;
}

const available = await postgresAvailable();
const dataDir = tempDir("outage");
let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
const instances: Instance[] = [];

beforeAll(async () => {
  if (!available) return;
  database = await createDatabase();
  // One after the other (two starting at once on an empty database is seed-race.test.ts), sharing the media folder.
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
  for (let i = 0; i < 2; i++) {
    instances.push(await startInstance(env));
    await waitReady(instances[i]);
  }
});

afterAll(async () => {
  killAll();
  await database?.drop().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function request(instance: Instance, path: string, init: RequestInit, phase: string): Promise<Sample> {
  try {
    const response = await fetch(`${instance.url}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
    const json = (response.headers.get("content-type") ?? "").includes("application/json");
    const body = json ? await response.json().catch(() => null) : await response.text();
    return { phase, path, status: response.status, json, error: json ? (body as { error?: unknown } | null)?.error : undefined };
  } catch {
    return { phase, path, status: "network error", json: false };
  }
}

describe.runIf(available)("database outage under traffic (two instances)", () => {
  it("keeps both instances alive, answers JSON 503 while the database is away, and recovers", async () => {
    const [a, b] = instances;
    const cookie = await devSignIn(a.url, "outage-kid");
    let phase = "up";
    let running = true;
    const samples: Sample[] = [];
    // Mixed traffic: public API reads, a signed-in read, an analytics write, a page and readiness, on both instances.
    const calls: [string, RequestInit][] = [
      ["/api/colorings?page=0", {}],
      ["/api/fetch-user", { headers: { cookie } }],
      ["/api/cotd", {}],
      ["/", {}],
      ["/readyz", {}],
    ];
    const readers = Array.from({ length: 5 }, async (_, w) => {
      for (let n = w; running; n++) {
        const [path, init] = calls[n % calls.length];
        samples.push(await request(n % 2 ? b : a, path, init, phase));
        await sleep(20);
      }
    });
    // Writes, under the limits (analytics 120 and reactions 60 a minute per instance): an analytics row, and a
    // reaction toggled in a transaction, which holds its connection across several statements (where a connection
    // killed between two statements used to end the process).
    const reactors = await Promise.all(Array.from({ length: 12 }, (_, i) => devSignIn(i % 2 ? b.url : a.url, `outage-reactor-${i}`)));
    const analytics = (async () => {
      for (let n = 0; running; n++) {
        const target = n % 2 ? b : a;
        const body = JSON.stringify({ kind: "pageview", name: "page_view", path: "/", locale: "en" });
        samples.push(await request(target, "/api/analytics", { method: "POST", headers: { "Content-Type": "application/json", Origin: target.url }, body }, phase));
        await sleep(300);
      }
    })();
    const reactions = [0, 1, 2].map(async (w) => {
      for (let n = w; running; n += 3) {
        const target = n % 2 ? b : a;
        const headers = { "Content-Type": "application/json", Origin: target.url, cookie: reactors[n % reactors.length] };
        samples.push(await request(target, `/api/reaction/${1 + (n % 5)}`, { method: "POST", headers, body: JSON.stringify({ content: ":p1:" }) }, phase));
        await sleep(60);
      }
    });
    const writers = [analytics, ...reactions];
    const workers = [...readers, ...writers];

    await sleep(2_000);
    phase = "connections killed";
    // As fast as one admin connection can: each round ends every connection both instances hold, mid-transaction too.
    const killer = await adminClient();
    let kills = 0;
    for (const stop = Date.now() + 4_000; Date.now() < stop; ) {
      const { rows } = await killer.query(`select count(*) filter (where pg_terminate_backend(pid)) as n from pg_stat_activity where datname = '${database!.name}'`);
      kills += Number(rows[0].n);
      await sleep(10);
    }
    await killer.end();
    phase = "going down";
    await adminQuery(`alter database ${database!.name} allow_connections false`);
    await adminQuery(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database!.name}'`);
    await sleep(300);
    phase = "down";
    await sleep(4_000);
    const readyWhileDown = await Promise.all([a, b].map((i) => request(i, "/readyz", {}, "down")));
    await adminQuery(`alter database ${database!.name} allow_connections true`);
    phase = "back";
    const backAt = Date.now();
    const recoveredAfter: number[] = [];
    for (const instance of [a, b]) {
      while (Date.now() - backAt < 20_000) {
        if ((await request(instance, "/api/colorings?page=0", {}, "recovering")).status === 200) break;
        await sleep(100);
      }
      recoveredAfter.push(Date.now() - backAt);
    }
    phase = "recovered";
    await sleep(2_000);
    running = false;
    await Promise.all(workers);

    const summary = Object.fromEntries(
      ["up", "connections killed", "going down", "down", "back", "recovered"].map((p) => {
        const counts: Record<string, number> = {};
        for (const s of samples.filter((x) => x.phase === p)) counts[s.status] = (counts[s.status] ?? 0) + 1;
        return [p, counts];
      }),
    );
    const failures = new Set(samples.filter((s) => s.status !== 200 && s.status !== 204).map((s) => `${s.phase} ${s.path.replace(/\d+/g, "N")} ${s.status} ${String(s.error)}`));
    console.log(JSON.stringify({ summary, kills, recoveredAfterMs: recoveredAfter, failures: [...failures] }, null, 1));

    // Both instances are still running: no "Unhandled 'error' event" from a checked-out connection.
    expect([a.alive(), b.alive()]).toEqual([true, true]);
    expect(a.output() + b.output()).not.toMatch(/Unhandled 'error' event|uncaughtException/);
    // While the database refused connections, readiness said so.
    expect(readyWhileDown.map((r) => r.status)).toEqual([503, 503]);
    // Every API answer, in every phase, was JSON: 2xx, or a 5xx with an {error} message (never a dropped connection).
    const api = samples.filter((s) => s.path.startsWith("/api/"));
    expect(api.filter((s) => s.status === "network error")).toEqual([]);
    expect(api.filter((s) => !s.json && s.status !== 204)).toEqual([]);
    expect(api.filter((s) => typeof s.status === "number" && s.status >= 500 && typeof s.error !== "string")).toEqual([]);
    // An outage is a 503 (with Retry-After), never a 500 that reads like a bug.
    expect(api.filter((s) => typeof s.status === "number" && s.status >= 500 && s.status !== 503)).toEqual([]);
    const apiDown = api.filter((s) => s.phase === "down");
    expect(apiDown.filter((s) => s.status === 503).length).toBeGreaterThan(0);
    // (A 2xx while down is an answer that needed no database: a cached read, or an analytics event still queued.)
    expect(apiDown.filter((s) => s.status !== 503 && !(typeof s.status === "number" && s.status < 300))).toEqual([]);
    // Back within seconds, and every request after that succeeds.
    expect(Math.max(...recoveredAfter)).toBeLessThan(10_000);
    const after = samples.filter((s) => s.phase === "recovered");
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((s) => s.status !== 200 && s.status !== 204)).toEqual([]);
  });
});
