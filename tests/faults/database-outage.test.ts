import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminClient,
  adminQuery,
  createDatabase,
  devSignIn,
  killAll,
  postgresAvailable,
  startInstance,
  tempDir,
  waitReady,
  type Instance,
} from "./built-server";

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
  retryAfter?: string | null;
  pageCache?: string | null;
  /** A page's HTML (not kept for JSON answers). */
  html?: string;
}

/** The resting page's title in English and Korean (app/locales/frame). */
const RESTING = { en: "The site is resting", ko: "사이트가 잠깐 쉬고 있어요" };

const available = await postgresAvailable();
const dataDir = tempDir("outage");
let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
const instances: Instance[] = [];

beforeAll(async () => {
  if (!available) return;
  database = await createDatabase();
  // One after the other (two starting at once on an empty database is seed-race.test.ts), sharing the media folder.
  // B keeps pages for 1 s only, so while the database is down its cached pages are stale (served instead of a 503).
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
  for (let i = 0; i < 2; i++) {
    instances.push(await startInstance(i === 1 ? { ...env, PAGE_CACHE_SECONDS: "1" } : env));
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
    const headers = {
      retryAfter: response.headers.get("retry-after"),
      pageCache: response.headers.get("x-page-cache"),
    };
    if (json)
      return {
        phase,
        path,
        status: response.status,
        json,
        error: (body as { error?: unknown } | null)?.error,
        ...headers,
      };
    return {
      phase,
      path,
      status: response.status,
      json,
      ...headers,
      html: path.startsWith("/api/") || path === "/readyz" ? undefined : String(body),
    };
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
      // A signed-in visitor's page: personal, so never from the page cache, and its session is in the database.
      ["/play", { headers: { cookie } }],
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
    const reactors = await Promise.all(
      Array.from({ length: 12 }, (_, i) => devSignIn(i % 2 ? b.url : a.url, `outage-reactor-${i}`)),
    );
    const analytics = (async () => {
      for (let n = 0; running; n++) {
        const target = n % 2 ? b : a;
        const body = JSON.stringify({ kind: "pageview", name: "page_view", path: "/", locale: "en" });
        samples.push(
          await request(
            target,
            "/api/analytics",
            { method: "POST", headers: { "Content-Type": "application/json", Origin: target.url }, body },
            phase,
          ),
        );
        await sleep(300);
      }
    })();
    const reactions = [0, 1, 2].map(async (w) => {
      for (let n = w; running; n += 3) {
        const target = n % 2 ? b : a;
        const headers = {
          "Content-Type": "application/json",
          Origin: target.url,
          cookie: reactors[n % reactors.length],
        };
        samples.push(
          await request(
            target,
            `/api/reaction/${1 + (n % 5)}`,
            { method: "POST", headers, body: JSON.stringify({ content: ":p1:" }) },
            phase,
          ),
        );
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
    for (const stop = Date.now() + 4_000; Date.now() < stop;) {
      const { rows } = await killer.query(
        `select count(*) filter (where pg_terminate_backend(pid)) as n from pg_stat_activity where datname = '${database!.name}'`,
      );
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
    // A page in Korean (the lang cookie) for a signed-in visitor, and an anonymous page on B, whose copy is stale.
    const koreanWhileDown = await request(a, "/play", { headers: { cookie: `${cookie}; lang=ko` } }, "down");
    const staleWhileDown = await request(b, "/", {}, "down");
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
    const failures = new Set(
      samples
        .filter((s) => s.status !== 200 && s.status !== 204)
        .map((s) => `${s.phase} ${s.path.replace(/\d+/g, "N")} ${s.status} ${String(s.error)}`),
    );
    const pageAnswers = [
      ...new Set(
        samples.filter((s) => s.html !== undefined).map((s) => `${s.phase} ${s.path} ${s.status} ${s.pageCache ?? ""}`),
      ),
    ];
    console.log(
      JSON.stringify(
        {
          summary,
          kills,
          recoveredAfterMs: recoveredAfter,
          failures: [...failures],
          pageAnswers,
          stale: [staleWhileDown.status, staleWhileDown.pageCache],
        },
        null,
        1,
      ),
    );

    // Both instances are still running: no "Unhandled 'error' event" from a checked-out connection.
    expect([a.alive(), b.alive()]).toEqual([true, true]);
    expect(a.output() + b.output()).not.toMatch(/Unhandled 'error' event|uncaughtException/);
    // While the database refused connections, readiness said so.
    expect(readyWhileDown.map((r) => r.status)).toEqual([503, 503]);
    // Every API answer, in every phase, was JSON: 2xx, or a 5xx with an {error} message (never a dropped connection).
    const api = samples.filter((s) => s.path.startsWith("/api/"));
    expect(api.filter((s) => s.status === "network error")).toEqual([]);
    expect(api.filter((s) => !s.json && s.status !== 204)).toEqual([]);
    expect(api.filter((s) => typeof s.status === "number" && s.status >= 500 && typeof s.error !== "string")).toEqual(
      [],
    );
    // An outage is a 503 (with Retry-After), never a 500 that reads like a bug.
    expect(api.filter((s) => typeof s.status === "number" && s.status >= 500 && s.status !== 503)).toEqual([]);
    const apiDown = api.filter((s) => s.phase === "down");
    expect(apiDown.filter((s) => s.status === 503).length).toBeGreaterThan(0);
    // (A 2xx while down is an answer that needed no database: a cached read, or an analytics event still queued.)
    expect(apiDown.filter((s) => s.status !== 503 && !(typeof s.status === "number" && s.status < 300))).toEqual([]);
    // Nothing answers 500 (or any 5xx but 503), in any phase: a page while the database is away is a 503 resting page
    // with Retry-After, or a cached copy (200); an API call a 503 {error} with Retry-After.
    const short = (s: Sample) => `${s.phase} ${s.path} ${s.status}`;
    expect(
      samples.filter((s) => typeof s.status === "number" && s.status >= 500 && s.status !== 503).map(short),
    ).toEqual([]);
    const unavailable = samples.filter((s) => s.status === 503 && s.path !== "/readyz");
    expect(unavailable.filter((s) => s.retryAfter !== "5").map(short)).toEqual([]);
    const pages = samples.filter((s) => !s.path.startsWith("/api/") && s.path !== "/readyz");
    expect(pages.filter((s) => s.status === 503 && !s.html?.includes(RESTING.en)).map(short)).toEqual([]);
    const pagesDown = pages.filter((s) => s.phase === "down");
    expect(pagesDown.filter((s) => s.status === 503).length, "pages answered 503 while down").toBeGreaterThan(0);
    expect(pagesDown.filter((s) => s.status !== 503 && s.status !== 200).map(short)).toEqual([]);
    expect([koreanWhileDown.status, koreanWhileDown.retryAfter]).toEqual([503, "5"]);
    expect(koreanWhileDown.html).toContain(RESTING.ko);
    expect(koreanWhileDown.html).toContain('lang="ko"');
    expect([staleWhileDown.status, staleWhileDown.pageCache]).toEqual([200, "stale"]);
    // Back within seconds, and every request after that succeeds.
    expect(Math.max(...recoveredAfter)).toBeLessThan(10_000);
    const after = samples.filter((s) => s.phase === "recovered");
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((s) => s.status !== 200 && s.status !== 204)).toEqual([]);
  });
});
