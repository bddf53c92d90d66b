import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * The one way tests start the production build (`npm run build` first): `node server.ts` in its own process on a free
 * port, so a test can kill, starve or restart it. Used by the e2e global setup and by the fault tests.
 */
export interface ServerInstance {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it) once the process has ended. */
  exited: Promise<number | null>;
  /** What the server wrote to stdout and stderr so far (the last 256 kB). */
  output(): string;
  alive(): boolean;
  /** SIGTERM (SIGKILL after 15 s), then removes the data directory the helper made, if any. */
  stop(): Promise<void>;
}

export interface LaunchOptions {
  /** The folder holding server.ts and build/ (default: FAULT_SERVER_ROOT or the working directory). */
  root?: string;
  /** Also pass the server's stderr on to this process's stderr (a crash then shows in the test output). */
  echoErrors?: boolean;
  /** A folder to remove once the server has stopped. */
  removeOnStop?: string;
}

/** The e2e identities: dev:e2e-admin is an administrator and dev:e2e-manager a manager, dev sign-in on. */
export const E2E_ENV = {
  ADMIN_IDENTITIES: "dev:e2e-admin",
  MANAGER_IDENTITIES: "dev:e2e-manager",
  DEV_LOGIN: "1",
} as const;

const OUTPUT_LIMIT = 256 * 1024;
const started = new Set<ChildProcess>();

/**
 * Ports a test server may take: below Linux's ephemeral range (32768-60999), which the kernel hands out for outgoing
 * connections. A port probed free there could be taken by one of the connections the servers open while they start
 * (CI once failed with EADDRINUSE that way); these are taken only by a listen() that asks for them.
 */
const TEST_PORTS = { first: 20_000, count: 12_000 };

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = TEST_PORTS.first + Math.floor(Math.random() * TEST_PORTS.count);
    if (await portIsFree(port)) return port;
  }
  throw new Error("no free test port");
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `rescue-${prefix}-`));
}

/**
 * Starts `node server.ts` on a free port without waiting for it (see waitReady); `env` adds to or replaces the defaults.
 * NODE_ENV and DATABASE_URL are dropped unless `env` sets them: not "test", so React Router hides error details as in
 * production, and PGlite unless a test asks for PostgreSQL.
 */
export async function launchServer(
  env: Record<string, string> = {},
  options: LaunchOptions = {},
): Promise<ServerInstance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    LOG_LEVEL: "warn",
    SESSION_SECRET: "built-server-tests-session-secret-0123456789",
    ...env,
  };
  if (!env.NODE_ENV) delete childEnv.NODE_ENV;
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const root = options.root ?? process.env.FAULT_SERVER_ROOT ?? process.cwd();
  const child = spawn(process.execPath, ["server.ts"], { cwd: root, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  started.add(child);
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString("utf8")).slice(-OUTPUT_LIMIT));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", (chunk: Buffer) => {
    keep(chunk);
    if (options.echoErrors) process.stderr.write(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    url,
    port,
    child,
    exited,
    output: () => output,
    alive,
    async stop() {
      if (alive()) {
        child.kill("SIGTERM");
        const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        await exited;
        clearTimeout(killer);
      }
      if (options.removeOnStop) fs.rmSync(options.removeOnStop, { recursive: true, force: true });
    },
  };
}

/** Waits until GET /readyz answers 200; fails at once (with the server's output) if the process ends first. */
export async function waitReady(instance: ServerInstance, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!instance.alive()) throw new Error(`server exited while starting:\n${instance.output()}`);
    try {
      if ((await fetch(`${instance.url}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      /* still starting */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become ready within ${timeoutMs / 1000} s:\n${instance.output()}`);
}

/** The built site with a fresh DATA_DIR (removed by stop()) and the e2e identities, ready to answer. */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<ServerInstance> {
  const dataDir = tempDir("built");
  const instance = await launchServer(
    { DATA_DIR: dataDir, ...E2E_ENV, ...env },
    { echoErrors: true, removeOnStop: dataDir },
  );
  try {
    await waitReady(instance);
  } catch (error) {
    await instance.stop();
    throw error;
  }
  return instance;
}

/** Every server a test file started is killed when the file ends, even after a failed assertion. */
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
  const cookie = response.headers
    .getSetCookie()
    .filter((c) => !/max-age=0/i.test(c))
    .map((c) => c.split(";")[0])
    .join("; ");
  if (response.status >= 400 || !cookie)
    throw new Error(`dev sign-in as ${name} set no cookie (status ${response.status})`);
  return cookie;
}
