import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

/**
 * Starts the production build (npm run build must have run) on a free port with a fresh DATA_DIR, so the
 * end-to-end tests drive the real server with the seeded demo content. Admin and manager identities are
 * fixed for the tests: dev:e2e-admin and dev:e2e-manager.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rescue-e2e-"));
  const port = 3400 + Math.floor(Math.random() * 400);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_IDENTITIES: "dev:e2e-admin",
    MANAGER_IDENTITIES: "dev:e2e-manager",
    DEV_LOGIN: "1",
    LOG_LEVEL: "warn",
  };
  // Not "production" (dev sign-in is needed) and not "test": React Router then hides error details as in production.
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  if (process.env.TEST_DATABASE_URL) env.DATABASE_URL = await createE2eDatabase(process.env.TEST_DATABASE_URL);
  const child: ChildProcess = spawn(process.execPath, ["server.ts"], { env, stdio: ["ignore", "pipe", "inherit"] });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForReady(baseURL, child);
  project.provide("baseURL", baseURL);
  return async () => {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

export async function createE2eDatabase(adminUrl: string): Promise<string> {
  const { default: pg } = await import("pg");
  const name = `e2e_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

export async function waitForReady(baseURL: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  let exited = false;
  child.once("exit", () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error("The server exited during start-up");
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The server did not become ready within 60 s");
}

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}
