import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "~/server/db/client";

/**
 * Integration global setup: the migrations run once per run, into a template that every test file copies
 * (tests/helpers/test-database.ts). PGlite: a migrated in-memory database dumped to a tarball, which each file loads.
 * PostgreSQL (TEST_DATABASE_URL): a migrated template database, which each file clones with CREATE DATABASE … TEMPLATE.
 */
export type DatabaseTemplate = { kind: "pglite"; tarball: string } | { kind: "postgres"; name: string };

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** Runs one statement on the admin connection (TEST_DATABASE_URL, never a database under test). */
export async function adminStatement(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** TEST_DATABASE_URL with another database name. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

async function postgresTemplate(adminUrl: string): Promise<{ template: DatabaseTemplate; dispose(): Promise<void> }> {
  const name = `tmpl_${crypto.randomBytes(6).toString("hex")}`;
  await adminStatement(adminUrl, `create database ${name}`);
  const database = await openDatabase({ url: databaseUrl(adminUrl, name) });
  try {
    await migrateDatabase(database);
  } finally {
    // A template must have no connections while it is copied.
    await database.close();
  }
  return {
    template: { kind: "postgres", name },
    dispose: () => adminStatement(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function pgliteTemplate(): Promise<{ template: DatabaseTemplate; dispose(): Promise<void> }> {
  const database = await openDatabase({ dataDir: null });
  let tarball = "";
  try {
    await migrateDatabase(database);
    const dump = await database.dumpDataDir!();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rescue-template-"));
    tarball = path.join(dir, "migrated.tar.gz");
    fs.writeFileSync(tarball, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  return {
    template: { kind: "pglite", tarball },
    dispose: async () => fs.rmSync(path.dirname(tarball), { recursive: true, force: true }),
  };
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const { template, dispose } = adminUrl ? await postgresTemplate(adminUrl) : await pgliteTemplate();
  project.provide("databaseTemplate", template);
  return dispose;
}
