import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { migrateDatabase, openDatabase, setDatabase, type Database } from "~/server/db/client";
import { fileStorage, setStorage } from "~/server/storage/storage";
import { adminStatement, databaseUrl } from "./database-template";

/**
 * A fresh, migrated database for one test file, copied from the run's template (tests/helpers/database-template.ts):
 * in-memory PGlite loaded from the migrated tarball, or, when TEST_DATABASE_URL is set, a PostgreSQL database created
 * from the template database and dropped afterwards. Also points file storage at a temporary folder.
 */
export async function openTestDatabase(): Promise<{ database: Database; mediaDir: string; dispose(): Promise<void> }> {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "rescue-media-"));
  setStorage(fileStorage(mediaDir));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject("databaseTemplate");
  let dropDatabase = async () => {};
  let database: Database;
  if (adminUrl) {
    const name = `test_${crypto.randomBytes(6).toString("hex")}`;
    const fromTemplate = template?.kind === "postgres" ? ` template ${template.name}` : "";
    await adminStatement(adminUrl, `create database ${name}${fromTemplate}`);
    database = await openDatabase({ url: databaseUrl(adminUrl, name) });
    if (!fromTemplate) await migrateDatabase(database);
    dropDatabase = () => adminStatement(adminUrl, `drop database if exists ${name} with (force)`);
  } else if (template?.kind === "pglite") {
    database = await openDatabase({ dataDir: null, loadDataDir: new Blob([fs.readFileSync(template.tarball)]) });
  } else {
    database = await openDatabase({ dataDir: null });
    await migrateDatabase(database);
  }
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
