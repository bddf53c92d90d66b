import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { waitForReady } from "../../e2e/helpers/global-setup";

/**
 * The production build (npm run build must have run) started on a free port with a fresh DATA_DIR and the e2e
 * identities (dev:e2e-admin is admin, dev:e2e-manager manager), as tests/e2e does, but one server per test file so a
 * fault test may kill or stop its own.
 */
export interface BuiltServer {
  baseURL: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM (or SIGKILL after 15 s), then the data directory is removed. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startBuiltServer(extraEnv: Record<string, string> = {}): Promise<BuiltServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rescue-faults-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_IDENTITIES: "dev:e2e-admin",
    MANAGER_IDENTITIES: "dev:e2e-manager",
    DEV_LOGIN: "1",
    LOG_LEVEL: "fatal",
    ...extraEnv,
  };
  // As in tests/e2e: not "test", so React Router hides error details as it does in production.
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["server.ts"], { env, stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForReady(baseURL, child);
  return {
    baseURL,
    port,
    child,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        await exited;
        clearTimeout(killer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request with the path sent exactly as written (fetch would resolve `..` and re-encode), on a fresh connection.
 */
export function rawRequest(
  baseURL: string,
  rawPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  const headers = { ...options.headers };
  // Node sends a DELETE's body without a length unless told; the server would read it as the next request.
  if (options.body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(options.body));
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: options.method ?? "GET", headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

/** Signs in through the dev sign-in (POST /auth/dev) and returns the session cookie. */
export async function devSignIn(baseURL: string, name: string): Promise<string> {
  const response = await fetch(`${baseURL}/auth/dev`, {
    method: "POST",
    headers: { Origin: baseURL, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name }),
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .filter((c) => !/max-age=0/i.test(c))
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`dev sign-in as ${name} set no cookie (status ${response.status})`);
  return cookie;
}

/** A stack trace or a server file path in an answer: what no error may ever show. */
export const LEAK = /\n\s+at\s|node_modules|\/work\/|file:\/\/|[A-Za-z]+Error:/;
