import fs from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Pool, PoolClient } from "pg";
import { sql } from "drizzle-orm";
import { logger } from "../logger";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** PostgreSQL only: the pool, so migrations can hold an advisory lock on one connection. */
  pool?: Pool;
  /** PGlite only: the data directory as a tarball (tests migrate once and open copies of it). */
  dumpDataDir?(): Promise<Blob>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A connection dropped by the server (restart, failover, `pg_terminate_backend`) emits 'error' on its client, and an
 * 'error' event nobody listens to ends the process. pg's pool listens only while a client is idle; a client checked
 * out by a query or a transaction has no listener, so every client gets one of its own as soon as it connects. The
 * query or transaction that was using it fails on its own (answered 503), and the pool discards the broken client.
 */
export function guardPoolErrors(pool: Pool): void {
  pool.on("error", (error) => logger.warn({ err: error }, "idle PostgreSQL connection lost"));
  pool.on("connect", (client) => {
    client.on("error", (error) => logger.warn({ err: error }, "PostgreSQL connection lost"));
  });
}

/**
 * drizzle's node-postgres transaction() checks a client out of the pool and runs BEGIN before the try/finally that
 * releases it (drizzle-orm#6241, open upstream). A connection that dies at that moment (a restart, an administrator
 * ending it) kept its pool slot for ever; after ten of them every request waited 5 s for a slot and answered 503 long
 * after the database was back. So a client whose connection ends while checked out goes back to the pool at once,
 * which discards it; the holder's own release() afterwards does nothing.
 */
export function releaseOnEnd(client: PoolClient): PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const giveBack = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener("end", onEnd);
    release(error);
  };
  const onEnd = () => giveBack(new Error("PostgreSQL connection ended while checked out"));
  client.once("end", onEnd);
  client.release = giveBack;
  return client;
}

/**
 * PostgreSQL connections per instance and how long a query waits for one (README "Sizing"). The admission gate in
 * front (http/admission.ts) keeps the wait short under overload; this wait is the bound when it does not (a slow
 * database, several connections per request).
 */
export interface PoolSize {
  max: number;
  waitMs: number;
}
export const DEFAULT_POOL: PoolSize = { max: 10, waitMs: 3_000 };

/**
 * Deadlines of every statement on PostgreSQL (issue 29): the server cancels a statement that runs longer than
 * `statement_timeout` (SQLSTATE 57014), and the client gives up on one whose answer does not come within
 * `query_timeout` (a stalled server or network, where the server's own timer cannot help). Either answers 503 with
 * Retry-After (db/unavailable.ts). Migrations lift both: they wait on another instance's lock and may rebuild tables.
 * PGlite runs in this process and has no deadline: a statement there is as slow as the CPU it shares with the site.
 */
export const STATEMENT_DEADLINES = { statement_timeout: 4_000, query_timeout: 4_500 } as const;

/**
 * PGlite's memory is WebAssembly memory: it grows and is never given back to the system. PostgreSQL's default 128 MB of
 * shared buffers lives in it and is touched page by page as tables and indexes are read and written, so an instance's
 * RSS climbed for many minutes under load and stayed up after it (issue 29). The data files are in the system's page
 * cache anyway (PGlite reads real files), so a second large cache inside the process buys little: 32 MB bounds it.
 */
export const PGLITE_MEMORY = ["-c", "shared_buffers=32MB"];

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (or in memory when dataDir is null), starting
 * from `loadDataDir` (a dumpDataDir() tarball) when given.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string | null;
  loadDataDir?: Blob;
  pool?: PoolSize;
}): Promise<Database> {
  if (options.url) {
    const [{ default: pg }, { drizzle }] = await Promise.all([import("pg"), import("drizzle-orm/node-postgres")]);
    class GuardedPool extends pg.Pool {
      // Only the promise form: pool.query() uses the callback form and always releases its client itself.
      override connect(): Promise<PoolClient>;
      override connect(callback: Parameters<Pool["connect"]>[0]): void;
      override connect(callback?: Parameters<Pool["connect"]>[0]): Promise<PoolClient> | void {
        if (callback) return super.connect(callback);
        return super.connect().then(releaseOnEnd);
      }
    }
    const pool = new GuardedPool({
      connectionString: options.url,
      max: (options.pool ?? DEFAULT_POOL).max,
      // While the database is down or saturated a request fails within seconds (JSON 503) instead of queueing for ever.
      connectionTimeoutMillis: (options.pool ?? DEFAULT_POOL).waitMs,
      keepAlive: true,
      ...STATEMENT_DEADLINES,
    });
    guardPoolErrors(pool);
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      pool,
      ping: async () => void (await pool.query("select 1")),
      close: () => pool.end(),
    };
  }
  const [{ PGlite }, { drizzle }] = await Promise.all([import("@electric-sql/pglite"), import("drizzle-orm/pglite")]);
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, "db");
    fs.mkdirSync(path.dirname(dir), { recursive: true });
  }
  // (PGlite reads its options only from the first argument when the data directory is not given separately.)
  const client = new PGlite({
    dataDir: dir,
    loadDataDir: options.loadDataDir,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY],
  });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    dumpDataDir: () => client.dumpDataDir("gzip"),
    ping: async () => void (await client.query("select 1")),
    close: () => client.close(),
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "postgres" && database.pool) {
    const [{ migrate }, { drizzle }] = await Promise.all([
      import("drizzle-orm/node-postgres/migrator"),
      import("drizzle-orm/node-postgres"),
    ]);
    // Several instances may start at once: one migrates while the others wait on the advisory lock. The lock is held by
    // a transaction, not a session, so it also works through PgBouncer in transaction pooling (README "Sizing"): a
    // session lock taken there stays on whichever server connection ran it, and its unlock may run on another. Drizzle's
    // own BEGIN inside this transaction is a no-op (PostgreSQL warns) and its COMMIT (or ROLLBACK) ends this one, lock
    // included; everything the migrator does, its bookkeeping table too, is inside the lock. On a connection of its own,
    // without the statement deadlines (STATEMENT_DEADLINES): it may wait for another instance's migration.
    const { default: pg } = await import("pg");
    const client = new pg.Client({ ...database.pool.options, statement_timeout: 0, query_timeout: 0 });
    client.on("error", (error) => logger.warn({ err: error }, "PostgreSQL connection lost while migrating"));
    await client.connect();
    try {
      await client.query("begin");
      await client.query("select pg_advisory_xact_lock(7261001)");
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query("rollback").catch(() => {});
      await client.end().catch(() => {});
    }
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

let current: Database | undefined;

/** The process-wide database, opened at start (server) or per test file (tests). */
export function db(): Db {
  if (!current) throw new Error("Database not initialised");
  return current.db;
}

export function database(): Database {
  if (!current) throw new Error("Database not initialised");
  return current;
}

export function setDatabase(next: Database | undefined): void {
  current = next;
}

export async function isEmpty(target: Db | Tx): Promise<boolean> {
  const rows = await target.execute(sql`
    select (select count(*) from users) + (select count(*) from campaigns) + (select count(*) from media)
      + (select count(*) from seo_entries) + (select count(*) from videos) as total`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { total: number | string }[];
  return Number(list[0]?.total ?? 0) === 0;
}
