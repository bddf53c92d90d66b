import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { migrateDatabase, openDatabase, setDatabase, type Database } from "~/server/db/client";
import { fileStorage, setStorage } from "~/server/storage/storage";

/**
 * A fresh database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set, a new PostgreSQL
 * database created for this file and dropped afterwards. Also points file storage at a temporary folder.
 */
export async function openTestDatabase(): Promise<{ database: Database; mediaDir: string; dispose(): Promise<void> }> {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "rescue-media-"));
  setStorage(fileStorage(mediaDir));
  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  let database: Database;
  if (adminUrl) {
    const name = `test_${crypto.randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.href });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    database = await openDatabase({ dataDir: null });
  }
  await migrateDatabase(database);
  setDatabase(database);
  return {
    database,
    mediaDir,
    async dispose() {
      await database.close();
      setDatabase(undefined);
      await dropDatabase();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
