import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createDatabase,
  killAll,
  postgresAvailable,
  startInstance,
  tempDir,
  waitReady,
  type Instance,
} from "./built-server";

/**
 * Issue 29, item 2: one instance whose database is saturated. A tiny pool and gate (4 connections, 2 requests at once,
 * 4 waiting, 400 ms wait) and every table locked by another session, so each query that reaches PostgreSQL waits:
 * the two admitted requests hold their turns and everything else must be answered from what needs no database —
 * 503 with Retry-After (JSON for the API, the resting page for pages), or a page's stale copy — quickly, never a 500.
 */

const available = await postgresAvailable();
const dataDir = tempDir("saturated");
let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
let instance: Instance;

beforeAll(async () => {
  if (!available) return;
  database = await createDatabase("saturated");
  instance = await startInstance({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PAGE_CACHE_SECONDS: "1",
    DATABASE_POOL_MAX: "4",
    ADMISSION_CONCURRENCY: "2",
    ADMISSION_QUEUE: "4",
    ADMISSION_WAIT_MS: "400",
  });
  await waitReady(instance);
});

afterAll(async () => {
  killAll();
  await database?.drop().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  path: string;
  status: number | "network error";
  ms: number;
  retryAfter: string | null;
  pageCache: string | null;
  type: string;
  body: string;
}

async function ask(path: string): Promise<Answer> {
  const started = Date.now();
  try {
    const response = await fetch(`${instance.url}${path}`, { signal: AbortSignal.timeout(30_000) });
    const body = await response.text();
    const headers = response.headers;
    return {
      path,
      status: response.status,
      ms: Date.now() - started,
      retryAfter: headers.get("retry-after"),
      pageCache: headers.get("x-page-cache"),
      type: headers.get("content-type") ?? "",
      body,
    };
  } catch {
    return {
      path,
      status: "network error",
      ms: Date.now() - started,
      retryAfter: null,
      pageCache: null,
      type: "",
      body: "",
    };
  }
}

describe.runIf(available)("a saturated database (one instance, small pool)", () => {
  it("sheds the API with 503 + Retry-After, serves stale pages, answers fast and never 500", async () => {
    // Two pages in the cache, then past their 1 s: expired copies, kept for stale serving.
    for (const path of ["/", "/play"]) expect((await ask(path)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1_300));

    // Every table locked by a session of the test database itself; the lock is let go after 3 s.
    const holder = new pg.Client({ connectionString: database!.url });
    await holder.connect();
    const names = (await holder.query(`select tablename from pg_tables where schemaname = 'public'`)).rows.map(
      (row) => `"${row.tablename}"`,
    );
    await holder.query("begin");
    await holder.query(`lock table ${names.join(", ")} in access exclusive mode`);
    const unlock = () => holder.query("rollback").catch(() => {});
    const unlockLater = setTimeout(unlock, 3_000);

    let answers: Answer[];
    try {
      // 60 at once: API reads, the two stale pages, and a page never rendered (nothing to fall back on).
      const paths = ["/api/colorings?page=0&rowsPerPage=12", "/api/cotd", "/", "/play", "/play/gallery?lang=ko"];
      answers = await Promise.all(Array.from({ length: 60 }, (_, i) => ask(paths[i % paths.length])));
    } finally {
      clearTimeout(unlockLater);
      await unlock();
      await holder.end().catch(() => {});
    }
    // The requests that held the two turns were answered once the lock went (200s, among the answers above).

    const byStatus = (status: number) => answers.filter((a) => a.status === status);
    expect(
      answers.filter(
        (a) => a.status === "network error" || (typeof a.status === "number" && a.status >= 500 && a.status !== 503),
      ),
    ).toEqual([]);
    const shed = byStatus(503);
    expect(shed.length).toBeGreaterThan(30);
    for (const answer of shed) {
      expect(answer.retryAfter).toMatch(/^\d+$/);
      // The gate's wait (400 ms) plus a busy machine's margin: not the pool's wait, not a hang.
      expect(answer.ms).toBeLessThan(2_000);
      if (answer.path.startsWith("/api/")) expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
      else expect(answer.type).toMatch(/^text\/html/);
    }
    expect(shed.some((a) => a.path.startsWith("/api/"))).toBe(true);
    expect(shed.some((a) => a.path === "/play/gallery?lang=ko")).toBe(true);
    // Pages that were rendered before: their stale copy, fast, every time.
    const stalePages = answers.filter((a) => a.path === "/" || a.path === "/play");
    for (const page of stalePages.filter((a) => a.pageCache === "stale")) {
      expect(page.status).toBe(200);
      expect(page.ms).toBeLessThan(2_000);
    }
    expect(stalePages.filter((a) => a.pageCache === "stale").length).toBeGreaterThanOrEqual(stalePages.length - 2);

    // And once the database is free again, the site answers normally.
    expect((await ask("/api/colorings?page=0&rowsPerPage=12")).status).toBe(200);
    expect((await ask("/play/gallery?lang=ko")).status).toBe(200);
  });

  it("renders a page served stale again in the background once a turn is free (stale-while-revalidate)", async () => {
    expect((await ask("/play")).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1_100));
    const holder = new pg.Client({ connectionString: database!.url });
    await holder.connect();
    await holder.query("begin");
    await holder.query(`lock table "media", "users" in access exclusive mode`);
    // Two API calls hold both turns on the locked tables; the page then finds none free and gets its stale copy.
    const holding = [ask("/api/colorings?page=0&rowsPerPage=12"), ask("/api/colorings?page=0&rowsPerPage=11")];
    await new Promise((r) => setTimeout(r, 300));
    const stale = await ask("/play");
    // Freed well within the 400 ms its background render may wait for a turn.
    await holder.query("rollback");
    await holder.end();
    expect(stale).toMatchObject({ status: 200, pageCache: "stale" });
    expect((await Promise.all(holding)).map((a) => a.status)).toEqual([200, 200]);
    await new Promise((r) => setTimeout(r, 200));
    // Nobody asked for /play since: a hit means the background render filled the cache (a miss would render it now).
    expect((await ask("/play")).pageCache).toBe("hit");
  });
});
