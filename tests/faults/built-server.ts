import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * Fault-test helpers: servers started from the production build (`npm run build` first), each in its own process so a
 * test can kill, starve or restart it, and fresh PostgreSQL databases for them.
 */

const started = new Set<ChildProcess>();

export interface Instance {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string | null>;
  output(): string;
  alive(): boolean;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `rescue-${prefix}-`));
}

/** Starts `node server.ts` (the built site) on a free port; `env` adds to or replaces the defaults. */
export async function startInstance(env: Record<string, string>, root = process.env.FAULT_SERVER_ROOT ?? process.cwd()): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: url,
    LOG_LEVEL: "warn",
    SESSION_SECRET: "fault-tests-session-secret-0123456789abcdef",
    ...env,
  };
  if (!env.NODE_ENV) delete childEnv.NODE_ENV;
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ["server.ts"], { cwd: root, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  started.add(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | string | null>((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
  return { url, child, exited, output: () => output, alive: () => child.exitCode === null && child.signalCode === null };
}

export async function waitReady(instance: Instance, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!instance.alive()) throw new Error(`server exited while starting:\n${instance.output()}`);
    try {
      if ((await fetch(`${instance.url}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      /* still starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become ready:\n${instance.output()}`);
}

/** Every server a test started is killed when the file ends, even after a failed assertion. */
export function killAll(): void {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  started.clear();
}

/** Signs in through the dev sign-in (POST /auth/dev) and returns the session Cookie header. */
export async function devSignIn(url: string, name: string): Promise<string> {
  const response = await fetch(`${url}/auth/dev`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
    body: new URLSearchParams({ name }),
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (response.status >= 400 || !cookies.length) throw new Error(`dev sign-in failed: ${response.status}`);
  return cookies.join("; ");
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
    console.warn(`PostgreSQL fault tests skipped: ${ADMIN_URL} is not reachable (${(error as Error).message}). Set TEST_DATABASE_URL.`);
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
