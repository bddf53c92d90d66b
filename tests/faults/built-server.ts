import crypto from "node:crypto";
import pg from "pg";
import { launchServer, type ServerInstance } from "../helpers/built-server";

/**
 * Fault-test helpers: servers started from the production build by the shared helper (tests/helpers/built-server.ts),
 * each in its own process so a test can kill, starve or restart it, and fresh PostgreSQL databases for them.
 */

export { devSignIn, killAll, tempDir, waitReady } from "../helpers/built-server";
export type Instance = ServerInstance;

/** Starts `node server.ts` (the built site) on a free port; `env` adds to or replaces the defaults. */
export function startInstance(env: Record<string, string>, root?: string): Promise<Instance> {
  return launchServer(env, { root });
}

/** A multipart upload body for POST /api/upload/coloring. */
export function coloringForm(png: Buffer): FormData {
  const form = new FormData();
  form.append("coloring", new Blob([new Uint8Array(png)], { type: "image/png" }), "coloring.png");
  return form;
}

// ── PostgreSQL

const ADMIN_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

/** Whether a PostgreSQL server is reachable for fault tests; logs why not, so a skipped test says so. */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch (error) {
    console.warn(
      `PostgreSQL fault tests skipped: ${ADMIN_URL} is not reachable (${(error as Error).message}). Set TEST_DATABASE_URL.`,
    );
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A connection to the admin database (`postgres`), for a loop of statements; the caller ends it. */
export async function adminClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  return client;
}

/** Runs one statement on the admin connection (the `postgres` database, never the one under test). */
export async function adminQuery(text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database; `drop()` removes it (connections included). */
export async function createDatabase(prefix = "fault"): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    drop: async () => {
      await adminQuery(`alter database ${name} allow_connections true`).catch(() => {});
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
