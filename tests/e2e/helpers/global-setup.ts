import type { TestProject } from "vitest/node";
import { startBuiltServer } from "../../helpers/built-server";

/**
 * Starts the production build (npm run build must have run) through the shared helper with a fresh DATA_DIR, so the
 * end-to-end tests drive the real server with the seeded demo content. Admin and manager identities are fixed for
 * the tests: dev:e2e-admin and dev:e2e-manager.
 */
export default async function setup(project: TestProject) {
  const env: Record<string, string> = {};
  if (process.env.TEST_DATABASE_URL) env.DATABASE_URL = await createE2eDatabase(process.env.TEST_DATABASE_URL);
  const server = await startBuiltServer(env);
  project.provide("baseURL", server.url);
  return () => server.stop();
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

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}
